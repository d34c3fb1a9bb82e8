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

/** The answer body of a call that must succeed (throws with the body otherwise). */
export async function okBody(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown): Promise<any> {
  const res = await send(t, method, url, token, body);
  const json = res.json();
  if (res.statusCode !== 200 || !json.success) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return json;
}

/** Expects a refusal: HTTP `status` with success false (403 → code 510). Answers the message. */
export async function refusedWith(t: TestApp, status: number, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown): Promise<string> {
  const res = await send(t, method, url, token, body);
  if (res.statusCode !== status) throw new Error(`${method} ${url}: expected ${status}, got ${res.statusCode} ${res.body}`);
  const json = res.json();
  expect(json.success).toBe(false);
  if (status === 403) expect(json.code).toBe(510);
  if (status === 400) expect(json.code).toBe(400);
  return json.message as string;
}

let counter = 0;

/**
 * Inserts a user of `tenantId` (default 1) with password 123456, the given roles and departments
 * (the first department is the current one), and answers its id.
 */
export async function addUser(t: TestApp, opts: {
  username: string; roleIds?: string[]; departIds?: string[]; sex?: number; tenantId?: number; identity?: number; manages?: string[];
}): Promise<string> {
  const db = t.database.db;
  const id = `user_t_${++counter}_${opts.username}`.slice(0, 32);
  const departs = opts.departIds ?? [];
  const org = departs.length
    ? (await db.selectFrom('sys_depart').select('org_code').where('id', '=', departs[0]).executeTakeFirstOrThrow()).org_code
    : null;
  await db.insertInto('sys_user').values({
    id, tenant_id: opts.tenantId ?? 1, username: opts.username, realname: `测试${opts.username}`, password_hash: await hashPassword('123456'),
    status: 1, sex: opts.sex ?? 1, org_code: org, user_identity: opts.identity ?? 1, depart_ids: opts.manages?.join(',') ?? null,
  }).execute();
  for (const role_id of opts.roleIds ?? []) await db.insertInto('sys_user_role').values({ user_id: id, role_id }).execute();
  for (const dep_id of departs) await db.insertInto('sys_user_depart').values({ user_id: id, dep_id }).execute();
  return id;
}

/** Inserts a role of `tenantId` (default 1) granted `permissionIds` (with optional data rules per id). */
export async function addRole(t: TestApp, code: string, permissionIds: string[], rules: Record<string, string> = {}, tenantId = 1): Promise<string> {
  const db = t.database.db;
  const id = `role_t_${++counter}_${code}`.slice(0, 32);
  await db.insertInto('sys_role').values({ id, tenant_id: tenantId, role_name: `角色${code}`, role_code: code }).execute();
  if (permissionIds.length) {
    await db.insertInto('sys_role_permission').values(permissionIds.map((permission_id) => ({ role_id: id, permission_id, data_rule_ids: rules[permission_id] ?? null }))).execute();
  }
  return id;
}

/** Ids of seeded permission rows whose perms code is one of `codes` (buttons). */
export async function buttonIds(t: TestApp, codes: string[]): Promise<string[]> {
  const rows = await t.database.db.selectFrom('sys_permission').select(['id', 'perms']).where('perms', 'in', codes).execute();
  return codes.map((c) => {
    const row = rows.find((r) => r.perms === c);
    if (!row) throw new Error(`no button ${c}`);
    return row.id;
  });
}

/** Adds tenant 2 (unless present) with its own admin role and an admin user; answers the user's token. */
export async function otherTenantAdmin(t: TestApp): Promise<string> {
  const db = t.database.db;
  if (!(await db.selectFrom('sys_tenant').select('id').where('id', '=', 2).executeTakeFirst())) {
    await db.insertInto('sys_tenant').values({ id: 2, name: '其他租户' }).execute();
    await db.insertInto('sys_depart').values({ id: 'dep_t2', tenant_id: 2, parent_id: null, depart_name: '租户二总部', org_code: 'A01' }).execute();
    const all = (await db.selectFrom('sys_permission').select('id').execute()).map((r) => r.id);
    await addRole(t, 'admin', all, {}, 2);
    const role = await db.selectFrom('sys_role').select('id').where('tenant_id', '=', 2).where('role_code', '=', 'admin').executeTakeFirstOrThrow();
    await addUser(t, { username: 't2_perm_admin', tenantId: 2, roleIds: [role.id], departIds: ['dep_t2'] });
  }
  return t.login('t2_perm_admin');
}
