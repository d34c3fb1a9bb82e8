/** A row of GET /sys/gatewayRoute/list. */
export interface GatewayRouteRecord {
  id: string;
  name: string;
  /** '/api-ext/**' = '/api-ext' and everything below it */
  path: string;
  /** http(s) target */
  uri: string;
  /** leading path segments removed before forwarding (0-10) */
  stripPrefix: number;
  /** '1' enabled, '0' disabled */
  status: '1' | '0';
  /** 0-99999, lower first */
  sortOrder: number;
  createBy: string | null;
  createTime: string;
}

/** Button codes of 网关路由, checked again on the server. */
export const GATEWAY_BUTTONS = {
  add: 'system:gatewayRoute:add',
  edit: 'system:gatewayRoute:edit',
  delete: 'system:gatewayRoute:delete',
  status: 'system:gatewayRoute:status',
} as const;

/** The calls of 网关路由 (paths relative to the API base). */
export const GATEWAY_URLS = {
  list: '/sys/gatewayRoute/list',
  add: '/sys/gatewayRoute/add',
  edit: '/sys/gatewayRoute/edit',
  updateStatus: '/sys/gatewayRoute/updateStatus',
  delete: '/sys/gatewayRoute/delete',
  deleteBatch: '/sys/gatewayRoute/deleteBatch',
} as const;

/** The proxy prefix requests go through (API base + /gateway, docs/admin-contract.md). */
export const GATEWAY_PREFIX = '/jeecg-boot/gateway';

/**
 * The address a client calls for a route path: GATEWAY_PREFIX + the path without its '/**'
 * ('/api-ext/**' → '/jeecg-boot/gateway/api-ext').
 */
export function gatewayAddress(path: string): string {
  return GATEWAY_PREFIX + (path.endsWith('/**') ? path.slice(0, -3) : path);
}

/** Texts of 网关路由. */
export const GATEWAY_TEXTS = {
  name: '路由名称',
  path: '路由路径',
  uri: '目标地址',
  stripPrefix: '去除前缀段数',
  sortOrder: '排序',
  status: '状态',
  enabled: '启用',
  disabled: '停用',
  createTime: '创建时间',
  action: '操作',
  addTitle: '新增路由',
  editTitle: '编辑路由',
  edit: '编辑',
  delete: '删除',
  deleteConfirm: '确定删除吗?',
  save: '保存',
  close: '关闭',
  inputName: '请输入路由名称',
  inputPath: '请输入路由路径，如 /api-ext/**',
  inputUri: '请输入目标地址，如 http://10.0.0.8:8080',
  chooseStatus: '请选择状态',
  inputSortOrder: '请输入排序（0到99999）',
  nameMax: '最大长度100位字符',
  hint: '请求经网关转发：调用 /jeecg-boot/gateway/<路由路径> 即转发到目标地址（需登录令牌）；按排序从小到大、前缀最长的启用路由匹配，去除前缀段数个路径段后拼接到目标地址。修改后立即生效。',
  pathHint: '以 / 开头，可以以 /** 结尾（表示该前缀及其下所有路径）',
  stripHint: '转发前去掉的路径段数，0到10',
} as const;
