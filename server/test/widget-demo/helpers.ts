import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../../src/auth/password.js';
import { API, startTestApp, type TestApp, type TestResponse } from '../helpers/app.js';
import type { DatabaseKind } from '../helpers/databases.js';

/** A PNG signature followed by some bytes (enough for the magic-byte check). */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-test-image-bytes')]);

/** A TestApp whose UPLOAD_DIR is a fresh temp folder (removed by close). */
export async function startFilesApp(kind: DatabaseKind, env: Record<string, string> = {}): Promise<TestApp & { uploadDir: string }> {
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'vlm-upload-'));
  const t = await startTestApp(kind, { env: { UPLOAD_DIR: uploadDir, ...env } });
  return {
    ...t,
    uploadDir,
    async close() {
      await t.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/** A multipart POST (global FormData) with the token; answers status, headers and body. */
export async function postForm(t: TestApp, url: string, token: string | null, parts: Record<string, string | { name: string; data: Buffer; type?: string }[]>): Promise<TestResponse> {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(key, value);
    else for (const f of value) form.append(key, new Blob([f.data], { type: f.type ?? 'application/octet-stream' }), f.name);
  }
  const res = await fetch(`${t.origin}${API}${url}`, { method: 'POST', headers: token ? { 'x-access-token': token } : {}, body: form });
  const body = await res.text();
  return { statusCode: res.status, headers: Object.fromEntries(res.headers.entries()), body, json: () => JSON.parse(body) };
}

/** A GET of an exact request target (no URL normalisation, unlike fetch): for path-escape tests. */
export function rawGet(t: TestApp, target: string, token?: string): Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const url = new URL(t.origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method: 'GET', path: `${API}${target}`, headers: token ? { 'x-access-token': token } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A binary GET with the token (fetch). */
export async function getBinary(t: TestApp, url: string, token?: string): Promise<{ statusCode: number; headers: Record<string, string>; data: Buffer }> {
  const res = await fetch(`${t.origin}${API}${url}`, { headers: token ? { 'x-access-token': token } : {} });
  return { statusCode: res.status, headers: Object.fromEntries(res.headers.entries()), data: Buffer.from(await res.arrayBuffer()) };
}

/**
 * Adds tenant 2 with one department, an `admin` role holding every button and the user
 * `t2_admin` (password 123456); answers that user's token.
 */
export async function otherTenantAdmin(t: TestApp): Promise<string> {
  const db = t.database.db;
  await db.insertInto('sys_tenant').values({ id: 2, name: '其他租户' }).execute();
  await db.insertInto('sys_depart').values({ id: 'dep_t2', tenant_id: 2, parent_id: null, depart_name: '二号公司', org_code: 'A01' }).execute();
  await db.insertInto('sys_role').values({ id: 'role_t2_admin', tenant_id: 2, role_name: '管理员', role_code: 'admin', description: null }).execute();
  await db.insertInto('sys_user').values({
    id: 'user_t2', tenant_id: 2, username: 't2_admin', realname: '租户二', password_hash: await hashPassword('123456'), status: 1, org_code: 'A01',
  }).execute();
  await db.insertInto('sys_user_role').values({ user_id: 'user_t2', role_id: 'role_t2_admin' }).execute();
  await db.insertInto('sys_user_depart').values({ user_id: 'user_t2', dep_id: 'dep_t2' }).execute();
  const perms = await db.selectFrom('sys_permission').select('id').execute();
  await db.insertInto('sys_role_permission').values(perms.map((p) => ({ role_id: 'role_t2_admin', permission_id: p.id }))).execute();
  return t.login('t2_admin');
}
