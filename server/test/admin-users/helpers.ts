import type { TestApp, TestResponse } from '../helpers/app.js';
import { send } from '../ops/helpers.js';

/** Any call (DELETE included) with the token, JSON body and extra headers. */
export async function call(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse> {
  if (!headers) return send(t, method, url, token, body);
  if (method === 'DELETE') throw new Error('DELETE with headers is not used');
  return t.call(method, url, { token, body, headers });
}

/** The answer body of a call that must succeed (throws with the body otherwise). */
export async function okBody(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown, headers?: Record<string, string>) {
  const res = await call(t, method, url, token, body, headers);
  const json = res.json();
  if (res.statusCode !== 200 || !json.success) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return json;
}

/** Grants the buttons `codes` to role `roleId` (by sys_permission.perms). */
export async function grantButtons(t: TestApp, roleId: string, codes: string[]): Promise<void> {
  const db = t.database.db;
  const perms = await db.selectFrom('sys_permission').select('id').where('perms', 'in', codes).execute();
  await db.insertInto('sys_role_permission').values(perms.map((p) => ({ role_id: roleId, permission_id: p.id })))
    .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doNothing()).execute();
}

/** Every user-management button. */
export const USER_BUTTONS = ['system:user:add', 'system:user:edit', 'system:user:delete', 'system:user:freeze', 'system:user:resetPassword', 'system:user:import', 'system:user:export'];

/** A valid add body for `username` (password Passw0rd!). */
export function newUser(username: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { username, realname: `测试${username}`, password: 'Passw0rd1', confirmPassword: 'Passw0rd1', ...extra };
}
