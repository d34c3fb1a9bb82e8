import { PASSWORD_PATTERN, PASSWORD_RULE_TEXT } from '../../routes/sys/password.js';
import { optionalText } from '../../routes/fleet/manage-input.js';
import { USER_TEXT as T, bad } from './texts.js';

/**
 * Input rules of the user calls (console-spec §5 username / mobile / e-mail rules; password rule
 * of /sys/user/updatePassword). Every failure is HTTP 400 with the Chinese message of USER_TEXT.
 */

/** Username: letters, digits, underscore; 4 to 18 characters (console-spec §5, message as given). */
export const USERNAME_PATTERN = /^\w+$/;
/** Mainland mobile: 11 digits starting 13, 14, 15, 17 or 18 (console-spec §5). */
export const MOBILE_PATTERN = /^1[34578]\d{9}$/;
/** E-mail (practical form). */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
/** Landline: optional area code, 7-8 digits, optional extension (widgets-spec §5). */
export const TELEPHONE_PATTERN = /^(0\d{2,3}-?)?[1-9]\d{6,7}(-\d{1,6})?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ID = /^[A-Za-z0-9_-]{1,32}$/;

/** The account fields of an add / edit body, checked and normalised. */
export interface UserFields {
  realname: string;
  /** 1 男, 2 女 (dictionary sex) */
  sex: number | null;
  /** 'YYYY-MM-DD' */
  birthday: string | null;
  phone: string | null;
  email: string | null;
  workNo: string | null;
  telephone: string | null;
  /** 1 正常, 2 冻结 (dictionary user_status) */
  status: 1 | 2;
  /** position codes (sys_position.code of the tenant) */
  post: string[];
  /** 1 普通用户, 2 上级 (JeecgBoot user_identity; 上级 administers `manageDepartIds` on 我的部门) */
  userIdentity: 1 | 2;
}

/** The relations of an add / edit body: role ids, department ids, departments administered. */
export interface UserRelations {
  roleIds: string[];
  departIds: string[];
  /** 负责部门 (JeecgBoot departIds), a subset of departIds; only kept for identity 2 */
  manageDepartIds: string[];
}

type Body = Record<string, unknown>;

/** Checks a username (console-spec §5): required, letters / digits / underscore, 4 to 18 characters. */
export function checkUsername(value: unknown): string {
  if (value !== undefined && value !== null && typeof value !== 'string') throw bad(T.badType('用户账号'));
  const s = (value ?? '').trim();
  if (!s) throw bad(T.usernameRequired);
  if (!USERNAME_PATTERN.test(s)) throw bad(T.usernameChars);
  if (s.length < 4 || s.length > 18) throw bad(T.usernameLength);
  return s;
}

/**
 * Checks a new password: PASSWORD_PATTERN (8-32 characters with a letter and a digit) and, when a
 * confirmation is sent, equality (两次输入的密码不一样！).
 */
export function checkNewPassword(password: unknown, confirm: unknown): string {
  if (typeof password !== 'string' || !password) throw bad(T.passwordRequired);
  if (confirm !== undefined && confirm !== null && confirm !== password) throw bad(T.passwordMismatch);
  if (!PASSWORD_PATTERN.test(password)) throw bad(PASSWORD_RULE_TEXT);
  return password;
}

/** A comma-joined (or array) list of ids: at most `max` distinct ids of [A-Za-z0-9_-]{1,32}. */
export function idsOf(value: unknown, label: string, max = 200): string[] {
  if (value === undefined || value === null || value === '') return [];
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : null;
  if (!parts) throw bad(T.badType(label));
  const ids = [...new Set(parts.map((p) => (typeof p === 'string' ? p.trim() : '\u0000')).filter(Boolean))];
  if (ids.length > max || ids.some((id) => !ID.test(id))) throw bad(T.badType(label));
  return ids;
}

function pattern(value: unknown, label: string, max: number, re: RegExp, message: string): string | null {
  const s = optionalText(value, max, label);
  if (s !== null && !re.test(s)) throw bad(message);
  return s;
}

function smallInt<V extends number>(value: unknown, allowed: readonly V[], message: string, fallback: V | null): V | null {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value) : NaN;
  if (!allowed.includes(n as V)) throw bad(message);
  return n as V;
}

/** A real calendar day 'YYYY-MM-DD' between 1900 and today, or null. */
export function checkBirthday(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw bad(T.birthday);
  const s = value.trim().slice(0, 10);
  const m = DAY.exec(s);
  if (!m) throw bad(T.birthday);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) throw bad(T.birthday);
  if (Number(m[1]) < 1900 || d.getTime() > Date.now()) throw bad(T.birthday);
  return s;
}

/** Checks the account fields of an add / edit body (USER_TEXT messages). */
export function parseUserFields(body: Body): UserFields {
  const realname = optionalText(body.realname, 100, '用户姓名');
  if (!realname) throw bad(T.realnameRequired);
  const post = idsOf(body.post, '职务', 50);
  return {
    realname,
    sex: smallInt(body.sex, [1, 2] as const, T.sex, null),
    birthday: checkBirthday(body.birthday),
    phone: pattern(body.phone, '手机号', 11, MOBILE_PATTERN, T.mobile),
    email: pattern(body.email, '邮箱', 100, EMAIL_PATTERN, T.email),
    workNo: optionalText(body.workNo, 100, '工号'),
    telephone: pattern(body.telephone, '座机', 45, TELEPHONE_PATTERN, T.telephone),
    status: smallInt(body.status, [1, 2] as const, T.status, 1) as 1 | 2,
    post,
    userIdentity: smallInt(body.userIdentity, [1, 2] as const, T.identity, 1) as 1 | 2,
  };
}

/** The role, department and 负责部门 ids of a body (selectedroles, selecteddeparts, departIds). */
export function parseUserRelations(body: Body): UserRelations {
  return {
    roleIds: idsOf(body.selectedroles, '角色'),
    departIds: idsOf(body.selecteddeparts, '部门', 500),
    manageDepartIds: idsOf(body.departIds, '负责部门', 500),
  };
}

/** Whether the body carries `key` (edit: a missing relation key keeps the stored relation). */
export function has(body: Body, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(body, key) && body[key] !== undefined;
}
