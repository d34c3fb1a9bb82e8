/**
 * Chinese answer texts of the data-source and gateway-route calls (JeecgBoot's wording where it
 * has one: 添加成功！, 编辑成功!, 删除成功!, 批量删除成功!, 数据源编码已存在).
 */
export const DS_TEXT = {
  added: '添加成功！',
  edited: '编辑成功!',
  deleted: '删除成功!',
  batchDeleted: '批量删除成功!',
  statusChanged: '操作成功!',
  codeTaken: '数据源编码已存在',
  badCode: '数据源编码只能是字母、数字、下划线或中划线，且以字母开头',
  badDbType: '数据库类型只能是 postgresql 或 mysql',
  badHost: '主机只能是主机名或IP地址',
  linkLocalHost: '不允许连接链路本地地址或云元数据地址（169.254.0.0/16 等）',
  hostUnresolved: '主机名无法解析',
  badPort: '端口只能是1到65535之间的整数',
  badDbName: '数据库名只能是1到63位字母、数字、下划线、点或中划线',
  badUsername: '用户名只能是1到63位字母、数字、下划线、点或中划线',
  badPassword: '密码不能超过128个字符，且不能含有控制字符',
  mysqlUntestable: '当前只支持测试 postgresql 数据源的连接',
  testOk: '数据库连接成功',
  testFailed: (reason: string) => `数据库连接失败：${reason}`,
  routePathTaken: '该路由路径已存在',
  badRoutePath: '路由路径必须以/开头，只能含字母、数字、_、-、.和/，可以以/**结尾',
  badRouteUri: '目标地址必须是http或https地址，且不能含用户名密码',
  routeHostNotAllowed: '目标主机不在允许列表（GATEWAY_ALLOWED_HOSTS）中',
  badStripPrefix: '去除前缀段数只能是0到10之间的整数',
  badSortOrder: '排序必须是0到99999之间的整数',
  badRouteStatus: '状态只能是1(启用)或0(停用)',
  routeNotFound: '未找到匹配的网关路由',
  upstreamFailed: '网关转发失败：目标服务不可用',
} as const;
