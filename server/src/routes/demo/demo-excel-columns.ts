import { SEX_TEXT, type DemoRecord } from './demo-fields.js';

/**
 * The spreadsheet columns of the demo entity, shared by export and import (the import reads a
 * sheet by these Chinese header titles, in any order; unknown headers are ignored).
 */
export interface DemoExcelColumn {
  /** header title */
  title: string;
  /** wire field of DemoRecord */
  field: keyof DemoRecord;
  /** column width (characters) */
  width: number;
  /** cell text of a record */
  cell(r: DemoRecord): string | number | null;
  /** not read back by the import */
  exportOnly?: boolean;
}

/** Header of the error column of an import error workbook. */
export const ERROR_COLUMN = '错误信息';

export const DEMO_EXCEL_COLUMNS: readonly DemoExcelColumn[] = [
  { title: '名称', field: 'name', width: 16, cell: (r) => r.name },
  { title: '性别', field: 'sex', width: 6, cell: (r) => (r.sex ? SEX_TEXT[r.sex] ?? r.sex : null) },
  { title: '年龄', field: 'age', width: 6, cell: (r) => r.age },
  { title: '生日', field: 'birthday', width: 12, cell: (r) => r.birthday },
  { title: '邮箱', field: 'email', width: 24, cell: (r) => r.email },
  { title: '手机号', field: 'phone', width: 14, cell: (r) => r.phone },
  { title: '是否启用', field: 'enabled', width: 8, cell: (r) => (r.enabled === 'Y' ? '是' : '否') },
  { title: '编号', field: 'orderNumCode', width: 18, cell: (r) => r.orderNumCode },
  { title: '分类', field: 'category', width: 12, cell: (r) => r.category },
  { title: '地区编码', field: 'areaCode', width: 10, cell: (r) => r.areaCode },
  { title: '备注', field: 'remark', width: 30, cell: (r) => r.remark },
  { title: '创建时间', field: 'createTime', width: 20, cell: (r) => r.createTime, exportOnly: true },
];

/** The import column of a header title (trimmed; a trailing '*' required-marker is ignored), or undefined. */
export function columnOfTitle(title: unknown): DemoExcelColumn | undefined {
  if (typeof title !== 'string') return undefined;
  const t = title.trim().replace(/\*$/, '').trim();
  return DEMO_EXCEL_COLUMNS.find((c) => !c.exportOnly && c.title === t);
}
