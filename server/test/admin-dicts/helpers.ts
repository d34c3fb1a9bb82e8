import { sql } from 'kysely';
import { hashPassword } from '../../src/auth/password.js';
import type { TestApp, TestResponse } from '../helpers/app.js';
import { send } from '../ops/helpers.js';

/** Any call (DELETE included) with the token and JSON body. */
export function call(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown): Promise<TestResponse> {
  return send(t, method, url, token, body);
}

/** The answer body of a call that must succeed (throws with the body otherwise). */
export async function okBody(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) {
  const res = await call(t, method, url, token, body);
  const json = res.json();
  if (res.statusCode !== 200 || !json.success) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return json;
}

/**
 * Adds tenant 2 (unless present) and its user `t2_dicts` / 123456 holding every button of the
 * seeded admin role through a tenant-2 role (roles count only in their own tenant); answers its token.
 */
export async function tenantTwoAdmin(t: TestApp): Promise<string> {
  const db = t.database.db;
  if (!(await db.selectFrom('sys_tenant').select('id').where('id', '=', 2).executeTakeFirst())) {
    await db.insertInto('sys_tenant').values({ id: 2, name: '其他租户' }).execute();
  }
  if (!(await db.selectFrom('sys_user').select('id').where('id', '=', 'user_t2_dicts').executeTakeFirst())) {
    await db.insertInto('sys_user').values({ id: 'user_t2_dicts', tenant_id: 2, username: 't2_dicts', realname: '租户二字典', password_hash: await hashPassword('123456'), status: 1 }).execute();
    await db.insertInto('sys_role').values({ id: 'role_t2_dicts', tenant_id: 2, role_name: '租户二管理', role_code: 't2_dicts_all', description: null }).execute();
    await sql`INSERT INTO sys_role_permission (role_id, permission_id) SELECT 'role_t2_dicts', permission_id FROM sys_role_permission WHERE role_id = 'role_admin'`.execute(db);
    await db.insertInto('sys_user_role').values({ user_id: 'user_t2_dicts', role_id: 'role_t2_dicts' }).execute();
  }
  return t.login('t2_dicts');
}
