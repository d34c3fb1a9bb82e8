/** A dictionary as GET /sys/dict/list answers it (docs/admin-contract.md "Dictionaries"). */
export interface DictRecord {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
  type: number;
  /** null = system-wide */
  tenantId: number | null;
  /** whether the caller may change it */
  editable: boolean;
  createTime: string;
}

/** A dictionary item as GET /sys/dictItem/list answers it. */
export interface DictItemRecord {
  id: string;
  dictId: string;
  itemText: string;
  itemValue: string;
  sortOrder: number;
  /** 1 启用, 0 不启用 */
  status: number;
  description: string | null;
}

/** Button codes of the dictionary page (the server checks them again). */
export const DICT_BUTTONS = {
  add: 'system:dict:add', edit: 'system:dict:edit', delete: 'system:dict:delete', import: 'system:dict:import', export: 'system:dict:export',
} as const;

/** Texts of the dictionary page. */
export const DICT_TEXTS = {
  systemTag: '系统',
  tenantTag: '租户',
  readOnly: '系统字典只能由平台管理员维护',
  itemsTitle: (name: string) => `字典列表：${name}`,
  recycleBin: '回收站',
} as const;
