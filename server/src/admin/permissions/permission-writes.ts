import type { Kysely } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/permission-types.js';
import type { Database } from '../../db/types.js';
import { newId } from '../../routes/fleet/manage-input.js';
import { assertMenuWriter } from './access.js';
import { assertHolds, heldPermissionIds } from './grants.js';
import { permCodes, permissionColumns, type PermissionInput } from './permission-input.js';
import { loadPermissionRows, withDescendantIds, type PermissionRow } from './permission-tree.js';
import { ADMIN_TEXT, badInput, notFound, refused } from './texts.js';

/**
 * Menu tree writes (JeecgBoot SysPermissionController add / edit / delete). The menu tree is
 * shared by every tenant: only users of the menu-owner tenant write it (assertMenuWriter). A
 * non-admin writer may only touch rows they hold, may only use button codes they hold, may not
 * add top menus and may not switch a button's rule off (that would hand it to everyone).
 */

function checkParent(rows: PermissionRow[], input: PermissionInput, selfId: string | null): void {
  if (!input.parentId) return;
  const parent = rows.find((r) => r.id === input.parentId);
  if (!parent) throw badInput('上级菜单不存在');
  if (parent.menu_type === 2) throw badInput('按钮不能作为上级菜单');
  if (selfId && withDescendantIds(rows, [selfId]).has(parent.id)) throw badInput('上级菜单不能是自己或自己的下级');
}

function checkUrlFree(rows: PermissionRow[], input: PermissionInput, selfId: string | null): void {
  if (input.menuType === 2 || !input.url) return;
  if (rows.some((r) => r.id !== selfId && r.menu_type !== 2 && r.url === input.url)) throw badInput(ADMIN_TEXT.urlTaken);
}

function checkCodesHeld(user: SessionUser, input: PermissionInput): void {
  if (user.isAdmin || input.menuType !== 2) return;
  if (!permCodes(input.perms).every((c) => user.permissions.has(c))) throw refused(ADMIN_TEXT.cannotGrant);
}

/** Adds a menu or button; answers its id. @throws 400 / 403 as described on the module. */
export async function addPermission(db: Kysely<Database>, user: SessionUser, input: PermissionInput): Promise<string> {
  assertMenuWriter(user);
  const rows = await loadPermissionRows(db);
  checkParent(rows, input, null);
  checkUrlFree(rows, input, null);
  if (!user.isAdmin) {
    if (!input.parentId) throw refused(ADMIN_TEXT.topMenuAdmin);
    assertHolds(user, await heldPermissionIds(db, user), [input.parentId]);
    checkCodesHeld(user, input);
    if (input.menuType === 2 && input.status === '0') throw refused(ADMIN_TEXT.ruleOffAdmin);
  }
  const id = newId();
  await db.insertInto('sys_permission').values({ id, ...permissionColumns(input) }).execute();
  return id;
}

/** Edits a menu or button. @throws 404 unknown id, 400 / 403 as described on the module. */
export async function editPermission(db: Kysely<Database>, user: SessionUser, id: string, input: PermissionInput): Promise<void> {
  assertMenuWriter(user);
  const rows = await loadPermissionRows(db);
  const row = rows.find((r) => r.id === id);
  if (!row) throw notFound(ADMIN_TEXT.permissionNotFound);
  checkParent(rows, input, id);
  checkUrlFree(rows, input, id);
  if (input.menuType === 2 && rows.some((r) => r.parent_id === id)) throw badInput('该菜单下存在子菜单或按钮，不能改为按钮');
  if (!user.isAdmin) {
    const held = await heldPermissionIds(db, user);
    assertHolds(user, held, [id, ...(input.parentId && input.parentId !== row.parent_id ? [input.parentId] : [])]);
    if (!input.parentId && row.parent_id) throw refused(ADMIN_TEXT.topMenuAdmin);
    checkCodesHeld(user, input);
    if (input.menuType === 2 && input.status === '0' && row.status !== '0') throw refused(ADMIN_TEXT.ruleOffAdmin);
  }
  await db.updateTable('sys_permission').set(permissionColumns(input)).where('id', '=', id).execute();
}

/**
 * Deletes menus / buttons with all their descendants (their grants and data rules go with them
 * through the foreign keys); answers how many rows went. @throws 404 when an id is unknown.
 */
export async function deletePermissions(db: Kysely<Database>, user: SessionUser, ids: string[]): Promise<number> {
  assertMenuWriter(user);
  const rows = await loadPermissionRows(db);
  const known = new Set(rows.map((r) => r.id));
  if (!ids.length || ids.some((id) => !known.has(id))) throw notFound(ADMIN_TEXT.permissionNotFound);
  // soft-deleted rows too: a child row, live or not, must not outlive its parent (foreign key)
  const every = await db.selectFrom('sys_permission').select(['id', 'parent_id']).execute();
  const all = [...withDescendantIds(every, ids)];
  if (!user.isAdmin) assertHolds(user, await heldPermissionIds(db, user), all.filter((id) => known.has(id)));
  const res = await db.deleteFrom('sys_permission').where('id', 'in', all).executeTakeFirst();
  return Number(res.numDeletedRows);
}
