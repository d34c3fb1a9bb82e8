import type { Kysely } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import type { Database } from '../../db/types.js';
import type { PickerUser } from '../../routes/sys/user-picker-repo.js';
import { HttpError } from '../../plugins/reply.js';
import { cellDay, cellText, type ImportRow, type SheetColumn } from './sheet.js';
import { USER_TEXT as T } from './texts.js';
import { checkNewPassword, checkUsername, parseUserFields } from './user-input.js';
import type { NewUser } from './user-repo.js';

/** A user row of the export: the list record plus role and department codes. */
export interface ExportUser extends PickerUser {
  roleCodes: string;
  roleNames: string;
  orgCodes: string;
}

/** Title of the user sheet and export file. */
export const USER_SHEET_TITLE = '用户信息';

const SEX: Record<string, number> = { 男: 1, 女: 2, 1: 1, 2: 2 };
const STATUS: Record<string, 1 | 2> = { 正常: 1, 冻结: 2, 1: 1, 2: 2 };

/** Columns of the user export and import (the import reads them by title, in any order). */
export const USER_SHEET_COLUMNS: readonly SheetColumn<ExportUser>[] = [
  { title: '用户账号', field: 'username', width: 16, cell: (u) => u.username },
  { title: '用户姓名', field: 'realname', width: 12, cell: (u) => u.realname },
  { title: '性别', field: 'sex', width: 6, cell: (u) => u.sex_dictText || null },
  { title: '生日', field: 'birthday', width: 12, cell: (u) => u.birthday },
  { title: '手机号', field: 'phone', width: 14, cell: (u) => u.phone },
  { title: '邮箱', field: 'email', width: 24, cell: (u) => u.email },
  { title: '工号', field: 'workNo', width: 12, cell: (u) => u.workNo },
  { title: '座机', field: 'telephone', width: 14, cell: (u) => u.telephone },
  { title: '职务编码', field: 'post', width: 16, cell: (u) => u.post },
  { title: '部门编码', field: 'orgCodes', width: 20, cell: (u) => u.orgCodes },
  { title: '所属部门', field: 'orgCodeTxt', width: 24, cell: (u) => u.orgCodeTxt, exportOnly: true },
  { title: '角色编码', field: 'roleCodes', width: 20, cell: (u) => u.roleCodes },
  { title: '角色', field: 'roleNames', width: 20, cell: (u) => u.roleNames, exportOnly: true },
  { title: '状态', field: 'status', width: 8, cell: (u) => u.status_dictText || null },
  { title: '初始密码', field: 'password', width: 14, cell: () => null },
  { title: '创建时间', field: 'createTime', width: 20, cell: (u) => u.createTime, exportOnly: true },
];

/** Adds role and department codes to list records (the caller's tenant only). */
export async function withCodes(db: Kysely<Database>, tenantId: number, users: PickerUser[]): Promise<ExportUser[]> {
  const ids = users.map((u) => u.id);
  const [roles, departs] = ids.length ? await Promise.all([
    db.selectFrom('sys_user_role as ur').innerJoin('sys_role as r', 'r.id', 'ur.role_id').select(['ur.user_id', 'r.role_code', 'r.role_name'])
      .where('ur.user_id', 'in', ids).where('r.tenant_id', '=', tenantId).orderBy('r.role_code').execute(),
    db.selectFrom('sys_user_depart as ud').innerJoin('sys_depart as d', 'd.id', 'ud.dep_id').select(['ud.user_id', 'd.org_code'])
      .where('ud.user_id', 'in', ids).where('d.tenant_id', '=', tenantId).orderBy('d.org_code').execute(),
  ]) : [[], []];
  return users.map((u) => ({
    ...u,
    roleCodes: roles.filter((r) => r.user_id === u.id).map((r) => r.role_code).join(','),
    roleNames: roles.filter((r) => r.user_id === u.id).map((r) => r.role_name).join(','),
    orgCodes: departs.filter((d) => d.user_id === u.id).map((d) => d.org_code).join(','),
  }));
}

/** What a row check needs to know about the tenant and the caller. */
export interface ImportContext {
  caller: SessionUser;
  /** role ids the caller holds */
  held: string[];
  roleByCode: Map<string, string>;
  departByCode: Map<string, string>;
  positionCodes: Set<string>;
  /** usernames taken in the database or by earlier rows */
  usernames: Set<string>;
  /** phone / e-mail / work number values taken in the tenant or by earlier rows, keyed `field:value` */
  taken: Set<string>;
}

/** An account that cannot sign in until an administrator sets a password (not a PHC hash). */
export const LOCKED_PASSWORD = '!locked';

const codes = (v: unknown) => [...new Set(cellText(v).split(/[,，]/).map((s) => s.trim()).filter(Boolean))];

/**
 * Checks one imported row into a NewUser (password hash left to the caller: `password` is the
 * clear 初始密码 or null for a locked account), or records its messages in `row.errors`.
 */
export function checkImportRow(row: ImportRow, ctx: ImportContext): (NewUser & { password: string | null }) | null {
  const get = (f: string) => row.byField.get(f);
  const attempt = <V>(fn: () => V): V | undefined => {
    try {
      return fn();
    } catch (err) {
      if (err instanceof HttpError) row.errors.push(err.message);
      else throw err;
      return undefined;
    }
  };
  const username = attempt(() => checkUsername(cellText(get('username'))));
  if (username && ctx.usernames.has(username)) row.errors.push(T.usernameTaken);
  const sexText = cellText(get('sex'));
  const statusText = cellText(get('status'));
  if (sexText && !SEX[sexText]) row.errors.push(T.sex);
  if (statusText && !STATUS[statusText]) row.errors.push(T.status);
  const fields = attempt(() => parseUserFields({
    realname: cellText(get('realname')), sex: SEX[sexText] ?? null, birthday: cellDay(get('birthday')) || null,
    phone: cellText(get('phone')), email: cellText(get('email')), workNo: cellText(get('workNo')),
    telephone: cellText(get('telephone')), status: STATUS[statusText] ?? 1, post: codes(get('post')).join(','),
  }));
  const passwordText = cellText(get('password'));
  const password = passwordText ? attempt(() => checkNewPassword(passwordText, undefined)) : null;
  if (fields) {
    if (fields.post.some((c) => !ctx.positionCodes.has(c))) row.errors.push(T.unknownPosition);
    for (const [key, value, message] of [['phone', fields.phone, T.phoneTaken], ['email', fields.email, T.emailTaken], ['workNo', fields.workNo, T.workNoTaken]] as const) {
      if (value !== null && ctx.taken.has(`${key}:${value}`)) row.errors.push(message);
    }
  }
  const roleIds = codes(get('roleCodes')).map((c) => ctx.roleByCode.get(c) ?? '');
  if (roleIds.includes('')) row.errors.push(T.unknownRole);
  else if (!ctx.caller.isAdmin && roleIds.some((r) => !ctx.held.includes(r))) row.errors.push(T.grantNotHeld);
  const visible = new Set(ctx.caller.visibleDepartIds);
  const departIds = codes(get('orgCodes')).map((c) => ctx.departByCode.get(c) ?? '');
  if (departIds.some((d) => !d || !visible.has(d))) row.errors.push(T.unknownDepart);
  else if (!ctx.caller.isAdmin && !departIds.length) row.errors.push(T.departRequired);
  if (row.errors.length || !username || !fields || password === undefined) return null;
  ctx.usernames.add(username);
  for (const [key, value] of [['phone', fields.phone], ['email', fields.email], ['workNo', fields.workNo]] as const) {
    if (value !== null) ctx.taken.add(`${key}:${value}`);
  }
  return { username, passwordHash: '', password, fields, roleIds, departIds, manageDepartIds: [] };
}
