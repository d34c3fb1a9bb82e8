/** A row of GET /sys/dataSource/list (the password is never answered; `hasPassword` tells whether one is stored). */
export interface DataSourceRecord {
  id: string;
  code: string;
  name: string;
  /** one of DB_TYPE_OPTIONS */
  dbType: string;
  dbHost: string;
  dbPort: number;
  dbName: string;
  dbUsername: string;
  hasPassword: boolean;
  remark: string | null;
  createBy: string | null;
  createTime: string;
}

/** The connection fields sent to POST /sys/dataSource/testConnection (docs/admin-contract.md). */
export interface ConnectionBody {
  /** a stored data source: an empty password means its stored one */
  id?: string;
  dbType: string;
  dbHost: string;
  dbPort: number;
  dbName: string;
  dbUsername: string;
  dbPassword?: string;
}

/** Button codes of 多数据源管理, checked again on the server. */
export const DATASOURCE_BUTTONS = {
  add: 'system:dataSource:add',
  edit: 'system:dataSource:edit',
  delete: 'system:dataSource:delete',
  test: 'system:dataSource:test',
} as const;

/** The calls of 多数据源管理 (paths relative to the API base). */
export const DATASOURCE_URLS = {
  list: '/sys/dataSource/list',
  add: '/sys/dataSource/add',
  edit: '/sys/dataSource/edit',
  delete: '/sys/dataSource/delete',
  deleteBatch: '/sys/dataSource/deleteBatch',
  testConnection: '/sys/dataSource/testConnection',
} as const;

/** Database types the server accepts (only postgresql can be tested) and their default ports. */
export const DB_TYPE_OPTIONS = [
  { value: 'postgresql', label: 'PostgreSQL', port: 5432 },
  { value: 'mysql', label: 'MySQL', port: 3306 },
] as const;

/** The label of a database type value (the value itself when unknown). */
export function dbTypeLabel(value: string): string {
  return DB_TYPE_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

/** Texts of 多数据源管理. */
export const DATASOURCE_TEXTS = {
  code: '数据源编码',
  name: '数据源名称',
  dbType: '数据库类型',
  dbHost: '主机',
  dbPort: '端口',
  dbName: '数据库名',
  dbUsername: '用户名',
  dbPassword: '密码',
  remark: '备注',
  createTime: '创建时间',
  action: '操作',
  addTitle: '新增数据源',
  editTitle: '编辑数据源',
  edit: '编辑',
  delete: '删除',
  deleteConfirm: '确定删除吗?',
  save: '保存',
  close: '关闭',
  testConnection: '连接测试',
  inputCode: '请输入数据源编码',
  inputName: '请输入数据源名称',
  chooseDbType: '请选择数据库类型',
  inputHost: '请输入主机名或IP地址',
  inputPort: '请输入端口',
  inputDbName: '请输入数据库名',
  inputUsername: '请输入用户名',
  inputPassword: '请输入密码',
  keepPassword: '不修改请留空',
  passwordStored: '已保存',
  passwordNone: '未设置',
  inputRemark: '请输入备注',
  passwordMax: '最大长度128位字符',
  remarkMax: '最大长度500位字符',
  codeRule: '数据源编码只能是字母、数字、下划线或中划线，且以字母开头',
  identRule: '只能是1到63位字母、数字、下划线、点或中划线',
  mysqlHint: 'MySQL 数据源可以保存，但当前只支持测试 postgresql 数据源的连接',
} as const;
