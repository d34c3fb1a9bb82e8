import { http } from 'shared-session';
import { unwrap, unwrapPage } from './answer';
import type { UserRow, UserStoreField } from './picker-types';

/** Query of the user-by-department picker (widgets-spec §7 GET /sys/user/queryUserComponentData). */
export interface UserComponentQuery {
  /** Department ids, comma-joined (descendants included by the server). */
  departId?: string;
  username?: string;
  pageNo: number;
  pageSize: number;
  column: string;
  order: 'asc' | 'desc';
}

function clean(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/**
 * One page of users of the given departments (spec §7 GET /sys/user/queryUserComponentData →
 * result.records, result.total). Throws an AnswerError with the server message on failure.
 */
export async function fetchUserComponentData(query: UserComponentQuery): Promise<{ records: UserRow[]; total: number }> {
  return unwrapPage(await http.get('/sys/user/queryUserComponentData', { params: clean({ ...query }) }));
}

/** Query of the user-list picker variant (spec §2: filters sex (dictionary) and birthday). */
export interface UserListQuery {
  realname?: string;
  username?: string;
  sex?: string;
  /** YYYY-MM-DD range of the birthday filter. */
  birthday_begin?: string;
  birthday_end?: string;
  pageNo: number;
  pageSize: number;
  column: string;
  order: 'asc' | 'desc';
}

/** One page of users (spec §7 GET /sys/user/list). Throws an AnswerError on failure. */
export async function fetchUserList(query: UserListQuery): Promise<{ records: UserRow[]; total: number }> {
  return unwrapPage(await http.get('/sys/user/list', { params: clean({ ...query }) }));
}

/**
 * The users whose `store` field is one of `values` (spec §7 GET /sys/user/getMultiUser, "ids under
 * the store field name"), e.g. `?username=admin,zhangsan`. No values → [] without a call.
 */
export async function fetchMultiUser(store: UserStoreField, values: string[]): Promise<UserRow[]> {
  if (values.length === 0) return [];
  const result = unwrap(await http.get<UserRow[] | { records: UserRow[] }>('/sys/user/getMultiUser', { params: { [store]: values.join(',') } }));
  return Array.isArray(result) ? result : (result?.records ?? []);
}

/** Sex text of a user row (spec §2: 1 is 男, 2 is 女); anything else shows nothing. */
export function sexText(sex: unknown): string {
  const s = sex == null ? '' : String(sex);
  return s === '1' ? '男' : s === '2' ? '女' : '';
}
