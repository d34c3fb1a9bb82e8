import { HttpError } from '../../plugins/reply.js';

/**
 * Answer texts of the user, tenant, position and address-book calls (docs/admin-contract.md
 * "Users, tenants, positions, address book"). JeecgBoot's wording where it is known
 * (用户账号已存在, 添加成功！, 编辑成功!, 删除成功!, 批量删除成功!); console-spec §5 for the username and
 * mobile rules.
 */
export const USER_TEXT = {
  added: '添加成功！',
  edited: '编辑成功!',
  deleted: '删除成功!',
  batchDeleted: '批量删除成功!',
  ok: '操作成功!',
  passwordReset: '密码修改成功!',
  usernameTaken: '用户账号已存在',
  usernameFree: '该用户账号可用',
  usernameRequired: '请输入用户名',
  usernameChars: '只允许字母、数字、下划线',
  usernameLength: '长度在6到18个字符',
  realnameRequired: '请输入用户姓名',
  passwordRequired: '请输入密码',
  passwordMismatch: '两次输入的密码不一样！',
  mobile: '请输入正确手机号',
  phoneTaken: '手机号已存在',
  email: '邮箱格式不正确',
  emailTaken: '邮箱已存在',
  workNoTaken: '工号已存在',
  telephone: '请输入正确的座机号',
  birthday: '生日格式不正确，应为YYYY-MM-DD',
  sex: '性别只能是1（男）或2（女）',
  status: '状态只能是1（正常）或2（冻结）',
  identity: '身份只能是1（普通用户）或2（上级）',
  unknownRole: '角色不存在',
  unknownDepart: '部门不存在或不在您的数据范围内',
  departRequired: '请选择所属部门',
  unknownPosition: '职务不存在',
  userNotFound: '用户不存在',
  idsRequired: '请选择一条记录！',
  ownRoles: '不能修改自己的角色',
  grantNotHeld: '不能授予自己没有的角色',
  targetOutranks: '该用户拥有您没有的角色，无权操作',
  selfDelete: '不能删除当前登录用户',
  selfFreeze: '不能冻结当前登录用户',
  guestAccount: '该用户不属于当前租户，无法修改账号',
  badFrozenStatus: '状态只能是1（解冻）或2（冻结）',
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字符`,
  badText: (label: string) => `${label}含有非法字符`,
  badType: (label: string) => `${label}格式不正确`,
} as const;

/** Texts of the tenant calls. */
export const TENANT_TEXT = {
  platformOnly: '只有平台租户的管理员可以管理租户',
  /** sign-in of a user whose home tenant is frozen or outside its validity window */
  tenantInactive: '该用户所属租户已冻结或已过期',
  nameRequired: '请输入租户名称',
  badId: '租户编号应为1到999999999之间的整数',
  idTaken: '该租户编号已存在',
  nameTaken: '租户名称已存在',
  notFound: '租户不存在',
  badStatus: '状态只能是1（正常）或0（冻结）',
  badDate: '日期格式不正确，应为YYYY-MM-DD HH:mm:ss',
  badRange: '结束日期不能早于开始日期',
  platformLocked: '平台租户不能冻结、删除或设置有效期',
  inUse: '该租户下还有用户或数据，不能删除',
  homeTenant: '不能把用户移出其所属租户',
  selfJoin: '不能把自己加入其他租户',
  usernamesRequired: '请输入要加入租户的用户账号',
  unknownUsers: (names: string) => `用户不存在：${names}`,
  joined: (n: number) => `已加入租户：${n}人`,
  left: (n: number) => `已移出租户：${n}人`,
} as const;

/** Texts of the position calls. */
export const POSITION_TEXT = {
  codeRequired: '请输入职务编码',
  nameRequired: '请输入职务名称',
  codeTaken: '职务编码已存在',
  badCode: '职务编码只能包含字母、数字、下划线和短横线',
  badRank: '职级不存在',
  notFound: '职务不存在',
  inUse: (names: string) => `职务正在被用户使用，不能删除：${names}`,
} as const;

/** A 400 answer `{success:false, code:400, message}`. */
export function bad(message: string): HttpError {
  return new HttpError(400, message, 400);
}

/** A 404 answer. */
export function missing(message: string): HttpError {
  return new HttpError(404, message, 404);
}

/** A 403 answer with body code 510 and a specific reason. */
export function refuse(message: string): HttpError {
  return new HttpError(403, message, 510);
}
