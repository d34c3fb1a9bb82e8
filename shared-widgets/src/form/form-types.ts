import type { FormRule } from 'antd';

/** One item of a list source (widgets-spec §2 "Dynamic form builder": items with value and label). */
export interface ListSourceItem {
  value: string | number;
  label: string;
  disabled?: boolean;
}

/**
 * The form field extension JSON (widgets-spec §3 "Form field extension JSON"): `uploadnum`
 * maximum files (0 = unlimited), `fileType` accepted type, `down` shows a download icon,
 * `store` / `text` override the stored and shown fields of pickers.
 */
export interface FieldExtension {
  uploadnum?: number;
  fileType?: string;
  down?: boolean;
  store?: string;
  text?: string;
  [key: string]: unknown;
}

/** Query mode of a query-form item (widgets-spec §3 "Query item (form)"): single value or a `_begin`/`_end` range. */
export type QueryMode = 'single' | 'range';

/**
 * One item of a dynamic form schema (widgets-spec §2 "Dynamic form builder", §3 "Dynamic form
 * item" and "Query item (form)").
 *
 * - `key` is the field name, `type` the widget type looked up in the form widget registry
 *   (`form/widget-registry.ts`), `widgetAttrs` extra props passed to that widget.
 * - `options` is the list source; `dictCode` (a dictionary code or `table,text,code`) is the
 *   alternative source for choice widgets.
 * - `fieldExtendJson` is the extension JSON, as an object or its JSON text.
 * - `onlyInteger` / `dbPointLength` give the number widget's precision (§5 "Other").
 * - `mode` is used by query forms only: `range` renders `<key>_begin` and `<key>_end`.
 */
export interface FormSchemaItem {
  key: string;
  label: string;
  type: string;
  placeholder?: string;
  rules?: FormRule[];
  widgetAttrs?: Record<string, unknown>;
  options?: ListSourceItem[];
  dictCode?: string;
  dictTable?: string;
  dictText?: string;
  fieldExtendJson?: string | FieldExtension;
  onlyInteger?: boolean;
  dbPointLength?: number;
  defaultValue?: unknown;
  disabled?: boolean;
  hidden?: boolean;
  /** Grid span out of 24 (default: the form's `span`). */
  span?: number;
  mode?: QueryMode;
  /** Popup settings for `popup` widgets (widgets-spec §3 "Popup config"). */
  popupCode?: string;
  orgFields?: string;
  destFields?: string;
  /** Tree settings for tree / cascading widgets (widgets-spec §3 "Query item (form)"). */
  pidField?: string;
  pidValue?: string;
  hasChildField?: string;
  pcode?: string;
}

/**
 * Props every registered form widget receives (common brief contract): the current value, the
 * change callback, the disabled flag, the placeholder and the whole schema item (plus the
 * optional `id` of Form.Item).
 */
export interface FormWidgetProps {
  /** Element id injected by Form.Item (label association); widgets put it on their input. */
  id?: string;
  value?: unknown;
  onChange?(v: unknown): void;
  disabled?: boolean;
  placeholder?: string;
  schema: FormSchemaItem;
}
