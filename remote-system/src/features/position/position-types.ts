/** A row of GET /sys/position/list. */
export interface PositionRecord {
  id: string;
  code: string;
  name: string;
  /** a value of dictionary position_rank */
  rank: string | null;
  rank_dictText: string;
  createTime: string;
}

/** Button codes of 职务管理, checked again on the server. */
export const POSITION_BUTTONS = {
  add: 'system:position:add',
  edit: 'system:position:edit',
  delete: 'system:position:delete',
  import: 'system:position:import',
  export: 'system:position:export',
} as const;

/** The calls of the page. */
export const POSITION_URLS = {
  list: '/sys/position/list',
  add: '/sys/position/add',
  edit: '/sys/position/edit',
  delete: '/sys/position/delete',
  deleteBatch: '/sys/position/deleteBatch',
  exportXls: '/sys/position/exportXls',
  importExcel: '/sys/position/importExcel',
} as const;

/** Texts of 职务管理. */
export const POSITION_TEXTS = {
  code: '职务编码',
  name: '职务名称',
  rank: '职级',
  createTime: '创建时间',
  action: '操作',
  addTitle: '新增职务',
  editTitle: '编辑职务',
  edit: '编辑',
  delete: '删除',
  deleteConfirm: '确定删除吗?',
  export: '导出',
  import: '导入',
  save: '保存',
  close: '关闭',
  inputCode: '请输入职务编码',
  inputName: '请输入职务名称',
  chooseRank: '请选择职级',
  codeRule: '职务编码只能包含字母、数字、下划线和短横线',
  exportName: '职务信息',
} as const;
