import { sql } from 'kysely';
import { hashPassword } from '../../src/auth/password.js';
import { API, type TestApp, type TestResponse } from '../helpers/app.js';

/** Any HTTP call (DELETE included) with an optional token and JSON body. */
export async function send(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, body?: unknown): Promise<TestResponse> {
  const headers: Record<string, string> = token ? { 'x-access-token': token } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${t.origin}${API}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { statusCode: res.status, headers: Object.fromEntries(res.headers.entries()), body: text, json: () => JSON.parse(text) };
}

/** Polls `probe` every 100 ms until it answers a truthy value (answered) or `ms` pass (throws). */
export async function waitFor<T>(probe: () => Promise<T>, ms = 3000, what = 'condition'): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`${what} not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Adds tenant 2 (unless present) and its user `t2_ops` / 123456 holding every button through a
 * tenant-2 role with the seeded admin role's grants (roles count only in their own tenant).
 */
export async function addOtherTenant(t: TestApp): Promise<string> {
  const db = t.database.db;
  const exists = await db.selectFrom('sys_tenant').select('id').where('id', '=', 2).executeTakeFirst();
  if (!exists) {
    await db.insertInto('sys_tenant').values({ id: 2, name: '其他租户' }).execute();
    await db.insertInto('sys_user').values({ id: 'user_t2_ops', tenant_id: 2, username: 't2_ops', realname: '租户二', password_hash: await hashPassword('123456'), status: 1 }).execute();
    // roles count only in their own tenant (session-user.ts): tenant 2 gets a role with the seeded admin's grants
    await db.insertInto('sys_role').values({ id: 'role_t2_ops_admin', tenant_id: 2, role_name: '租户二运维', role_code: 't2_ops_all', description: null }).execute();
    await sql`INSERT INTO sys_role_permission (role_id, permission_id) SELECT 'role_t2_ops_admin', permission_id FROM sys_role_permission WHERE role_id = 'role_admin'`.execute(db);
    await db.insertInto('sys_user_role').values({ user_id: 'user_t2_ops', role_id: 'role_t2_ops_admin' }).execute();
  }
  return t.login('t2_ops');
}
