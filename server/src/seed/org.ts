/** Demo tenant id. */
export const DEMO_TENANT_ID = 1;
export const DEMO_TENANT_NAME = '演示租户';

/** A seeded department (sys_depart). */
export interface SeedDepart {
  id: string;
  parentId: string | null;
  name: string;
  orgCode: string;
  /** JeecgBoot org_category: 1 company, 2 department */
  category: '1' | '2';
  order: number;
}

/** Department tree: group → branches → fleets (the four fleets are leaves that hold vehicles). */
export const SEED_DEPARTS: SeedDepart[] = [
  { id: 'dep_A01', parentId: null, name: '华东物流集团', orgCode: 'A01', category: '1', order: 0 },
  { id: 'dep_A01A01', parentId: 'dep_A01', name: '上海分公司', orgCode: 'A01A01', category: '1', order: 0 },
  { id: 'dep_A01A01A01', parentId: 'dep_A01A01', name: '浦东车队', orgCode: 'A01A01A01', category: '2', order: 0 },
  { id: 'dep_A01A01A02', parentId: 'dep_A01A01', name: '嘉定车队', orgCode: 'A01A01A02', category: '2', order: 1 },
  { id: 'dep_A01A02', parentId: 'dep_A01', name: '杭州分公司', orgCode: 'A01A02', category: '1', order: 1 },
  { id: 'dep_A01A02A01', parentId: 'dep_A01A02', name: '西湖车队', orgCode: 'A01A02A01', category: '2', order: 0 },
  { id: 'dep_A01A02A02', parentId: 'dep_A01A02', name: '萧山车队', orgCode: 'A01A02A02', category: '2', order: 1 },
];

/** Leaf fleets with the plate prefixes their vehicles use. */
export const SEED_FLEETS: { departId: string; platePrefixes: string[] }[] = [
  { departId: 'dep_A01A01A01', platePrefixes: ['沪A', '沪D'] },
  { departId: 'dep_A01A01A02', platePrefixes: ['沪B', '沪F'] },
  { departId: 'dep_A01A02A01', platePrefixes: ['浙A'] },
  { departId: 'dep_A01A02A02', platePrefixes: ['浙A'] },
];

/** Seeded roles (sys_role). */
export const SEED_ROLES = [
  { id: 'role_admin', code: 'admin', name: '管理员', description: '全部菜单与按钮，全租户数据' },
  { id: 'role_fleet_operator', code: 'fleet_operator', name: '车队调度员', description: '菜单与导出，本部门数据' },
  { id: 'role_readonly', code: 'readonly', name: '只读用户', description: '仅菜单，本部门数据' },
] as const;

/** Seeded users; every demo password is 123456. */
export const SEED_USERS = [
  { id: 'user_admin', username: 'admin', realname: '管理员', roleId: 'role_admin', departId: 'dep_A01', orgCode: 'A01', sex: 1, phone: '13800138000', email: 'admin@example.com' },
  { id: 'user_hz_operator', username: 'hz_operator', realname: '杭州调度员', roleId: 'role_fleet_operator', departId: 'dep_A01A02', orgCode: 'A01A02', sex: 2, phone: '13800138001', email: 'hz_operator@example.com' },
  { id: 'user_viewer', username: 'viewer', realname: '只读用户', roleId: 'role_readonly', departId: 'dep_A01A01', orgCode: 'A01A01', sex: 1, phone: '13800138002', email: 'viewer@example.com' },
] as const;

/** The demo password of every seeded user. */
export const DEMO_PASSWORD = '123456';
