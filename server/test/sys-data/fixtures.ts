import type { Kysely } from 'kysely';
import { hashPassword } from '../../src/auth/password.js';
import type { Database } from '../../src/db/types.js';
import { insertTenantSysData } from '../../src/seed/sys-data.js';

/** Extra users of tenant 1 for the scope tests (password 123456). */
export const STAFF = [
  { id: 'u_xh_driver', username: 'xh_driver', realname: '西湖司机', sex: 1, phone: '13900000001', birthday: '1988-05-01', departId: 'dep_A01A02A01', orgCode: 'A01A02A01' },
  { id: 'u_xs_driver', username: 'xs_driver', realname: '萧山司机', sex: 2, phone: '13900000002', birthday: '1992-09-09', departId: 'dep_A01A02A02', orgCode: 'A01A02A02' },
  { id: 'u_pd_driver', username: 'pd_driver', realname: '浦东司机', sex: 2, phone: '13900000003', birthday: '1999-12-31', departId: 'dep_A01A01A01', orgCode: 'A01A01A01' },
  { id: 'u_nodept', username: 'nodept_user', realname: '无部门用户', sex: 1, phone: '13900000004', birthday: null, departId: null, orgCode: null },
] as const;

/** Adds STAFF to tenant 1. */
export async function addStaff(db: Kysely<Database>): Promise<void> {
  const hash = await hashPassword('123456');
  for (const s of STAFF) {
    await db.insertInto('sys_user').values({
      id: s.id, tenant_id: 1, username: s.username, realname: s.realname, password_hash: hash, avatar: null,
      phone: s.phone, email: null, sex: s.sex, status: 1, org_code: s.orgCode, birthday: s.birthday,
    }).execute();
    if (s.departId) await db.insertInto('sys_user_depart').values({ user_id: s.id, dep_id: s.departId }).execute();
  }
}

/**
 * Adds tenant 2 (其他租户) with one department 租户二总部 (org code A01, as tenant 1's root),
 * its admin t2_admin (role admin of tenant 2, password 123456), a role, and the demo categories
 * and positions of tenant 2.
 */
export async function addSecondTenant(db: Kysely<Database>): Promise<void> {
  await db.insertInto('sys_tenant').values({ id: 2, name: '其他租户' }).execute();
  await db.insertInto('sys_depart').values({ id: 't2_dep', tenant_id: 2, parent_id: null, depart_name: '租户二总部', org_code: 'A01' }).execute();
  await db.insertInto('sys_role').values({ id: 't2_role_admin', tenant_id: 2, role_name: '租户二管理员', role_code: 'admin', description: null }).execute();
  await db.insertInto('sys_user').values({
    id: 't2_admin', tenant_id: 2, username: 't2_admin', realname: '租户二管理员', password_hash: await hashPassword('123456'),
    avatar: null, phone: '13700000000', email: null, sex: 1, status: 1, org_code: 'A01',
  }).execute();
  await db.insertInto('sys_user_depart').values({ user_id: 't2_admin', dep_id: 't2_dep' }).execute();
  await db.insertInto('sys_user_role').values({ user_id: 't2_admin', role_id: 't2_role_admin' }).execute();
  await db.insertInto('fleet_vehicle').values({ id: 't2_car', tenant_id: 2, depart_id: 't2_dep', car_num: '京A12345' }).execute();
  await insertTenantSysData(db, 2);
}

/** URL query string of an object (values URL-encoded). */
export function qs(params: Record<string, string | number>): string {
  return Object.entries(params).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&');
}
