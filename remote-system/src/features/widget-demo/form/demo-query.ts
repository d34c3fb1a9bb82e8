import type { FormSchemaItem, SuperQueryField } from 'shared-widgets';

/** The list's query form: name (single, contains), sex, and the range mode for age and birthday (`_begin` / `_end`). */
export const DEMO_QUERY_ITEMS: FormSchemaItem[] = [
  { key: 'name', label: '名称', type: 'input', placeholder: '名称包含' },
  { key: 'sex', label: '性别', type: 'select', dictCode: 'sex' },
  { key: 'age', label: '年龄', type: 'number', mode: 'range', onlyInteger: true },
  { key: 'birthday', label: '生日', type: 'date', mode: 'range' },
];

/** The fields offered by the 高级查询 builder (names the server's demo list allow-lists). */
export const DEMO_SUPER_QUERY_FIELDS: SuperQueryField[] = [
  { value: 'name', text: '名称', type: 'string', dbType: 'string' },
  { value: 'sex', text: '性别', type: 'list', dbType: 'string', dictCode: 'sex' },
  { value: 'age', text: '年龄', type: 'int', dbType: 'int' },
  { value: 'birthday', text: '生日', type: 'date', dbType: 'date' },
  { value: 'phone', text: '手机', type: 'string', dbType: 'string' },
  { value: 'email', text: '邮箱', type: 'string', dbType: 'string' },
  { value: 'enabled', text: '启用', type: 'switch', dbType: 'string' },
  { value: 'userNames', text: '负责人', type: 'sel_user', dbType: 'string' },
  { value: 'departIds', text: '所属部门', type: 'sel_depart', dbType: 'string' },
  { value: 'orderNumCode', text: '订单编号', type: 'string', dbType: 'string' },
  { value: 'createTime', text: '创建时间', type: 'datetime', dbType: 'datetime' },
];
