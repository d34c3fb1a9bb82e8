/** One query field of a business component picker (widgets-spec §3 "Business-component picker"). */
export interface BizQueryItem {
  key: string;
  label: string;
  placeholder?: string;
  /** A dictionary select instead of a text input. */
  dictCode?: string;
  /** Extra props of the input. */
  props?: Record<string, unknown>;
}

/** One column of a business component picker table. */
export interface BizColumn {
  title: string;
  dataIndex: string;
  width?: number;
}

/** What configures a business component picker (spec §3 "Business-component picker"). */
export interface BizPickerConfig {
  /** Shown in the title as name + 选择. */
  name: string;
  /** List URL (generic list GET). */
  listUrl: string;
  /** URL resolving values to rows (default listUrl). */
  valueUrl?: string;
  columns: BizColumn[];
  /** Stored key (default returnKeys[1], i.e. id). */
  valueKey?: string;
  /** Shown key. */
  displayKey: string;
  /** Row identity (default id). */
  rowKey?: string;
  /** [id key, value key] pair (default ['id', 'id']). */
  returnKeys?: [string, string];
  /** Query fields (default one text field over displayKey). */
  queryConfig?: BizQueryItem[];
  /** Extra list parameters. */
  params?: Record<string, unknown>;
}
