import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { SeedPermission } from './menu.js';

/** The sys_permission row of a seeded menu or button. */
export function permissionRow(p: SeedPermission) {
  return {
    id: p.id, parent_id: p.parentId, name: p.name, url: p.url ?? null, component: p.component ?? null,
    component_name: p.componentName ?? null, redirect: p.redirect ?? null, menu_type: p.menuType,
    perms: p.perms ?? null, perms_type: '1', sort_no: p.sortNo, icon: p.icon ?? null,
    is_route: p.menuType !== 2, keep_alive: p.keepAlive ?? false, hidden: p.hidden ?? false, status: p.status ?? '1',
  };
}

/**
 * For a migration that adds menus to a database seeded before it: inserts `rows` under 系统管理
 * (ids already present are kept) and grants them to every role with code admin. Does nothing on
 * an empty database, where the seed writes the whole menu (SEED_PERMISSIONS) itself.
 */
export async function addSeedMenuToExistingDatabase(db: Kysely<any>, rows: SeedPermission[]): Promise<void> {
  const sdb = db as Kysely<Database>;
  const parent = await sdb.selectFrom('sys_permission').select('id').where('id', '=', 'perm_system').executeTakeFirst();
  if (!parent || !rows.length) return;
  await sdb.insertInto('sys_permission').values(rows.map(permissionRow)).onConflict((oc) => oc.column('id').doNothing()).execute();
  await sql`
    INSERT INTO sys_role_permission (role_id, permission_id)
    SELECT r.id, p.id FROM sys_role r CROSS JOIN sys_permission p
    WHERE r.role_code = 'admin' AND p.id IN (${sql.join(rows.map((p) => p.id))})
    ON CONFLICT DO NOTHING
  `.execute(db);
}
