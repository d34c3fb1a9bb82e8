import { http, type UserInfo } from 'shared-session';

/** The editable part of the signed-in user's profile (账户设置 › 基本设置). */
export interface ProfileValues {
  realname: string;
  sex?: number | null;
  /** YYYY-MM-DD */
  birthday?: string | null;
  phone?: string | null;
  email?: string | null;
  /** a stored upload path, '' for none */
  avatar?: string | null;
}

function result<T>(answer: { success: boolean; message: string; result: T }): T {
  if (!answer.success) throw new Error(answer.message);
  return answer.result;
}

/** GET /sys/user/login/setting/getUserData: the caller's profile, birthday included. */
export async function fetchProfile(): Promise<UserInfo & { birthday?: string | null }> {
  return result(await http.get('/sys/user/login/setting/getUserData'));
}

/** PUT /sys/user/login/setting/userEdit: saves the profile; answers the updated user info. */
export async function saveProfile(values: ProfileValues): Promise<{ info: UserInfo; message: string }> {
  const answer = await http.put<UserInfo>('/sys/user/login/setting/userEdit', values, { skipErrorHandler: true })
    .catch((e: { response?: { data?: { message?: string } } }) => ({ success: false, message: e.response?.data?.message ?? '保存失败', result: null as never, code: 400, timestamp: 0 }));
  return { info: result(answer), message: answer.message };
}

/** POST /sys/user/login/setting/logoutOthers: revokes every other session; answers how many. */
export async function logoutOtherSessions(): Promise<number> {
  return result(await http.post<{ revoked: number }>('/sys/user/login/setting/logoutOthers')).revoked;
}

/** URL of a stored avatar path (uploads are served by /sys/common/static). */
export function avatarUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  return /^https?:\/\//.test(path) ? path : `/jeecg-boot/sys/common/static/${path}`;
}
