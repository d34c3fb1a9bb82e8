import type { FastifyInstance } from 'fastify';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import { requireAnyPermission } from '../../../admin/permissions/access.js';
import { anyBody, anyQuery, bodyOf, idList, optionalText, requiredId } from '../../../admin/permissions/input.js';
import { parsePermissionInput } from '../../../admin/permissions/permission-input.js';
import {
  authorizationTree, childrenByParent, loadPermissionRows, searchPermissionTree, toPermissionNode, type PermissionRow,
} from '../../../admin/permissions/permission-tree.js';
import { addPermission, deletePermissions, editPermission } from '../../../admin/permissions/permission-writes.js';
import { ADMIN_PERMS } from '../../../admin/permissions/perms.js';
import { ADMIN_TEXT, badInput, notFound } from '../../../admin/permissions/texts.js';
import { fail, ok, responses } from '../../../plugins/reply.js';
import type { RouteDeps } from '../../deps.js';

const tags = ['sys-permission'];
type Query = Record<string, unknown>;

/** Readers of the authorisation tree: role, department and 我的部门 authorisation, and 菜单管理. */
export const TREE_READERS = [ADMIN_PERMS.roleAuthorize, ADMIN_PERMS.permissionList, ADMIN_PERMS.departEdit, ADMIN_PERMS.myDepartManage];

/** Flat nodes of `list` with isLeaf from the full children map. */
function level(list: PermissionRow[], children: Map<string, PermissionRow[]>) {
  return list.map((r) => toPermissionNode(r, !(children.get(r.id)?.length)));
}

/**
 * 菜单管理 (JeecgBoot SysPermissionController; docs/admin-contract.md "Menus and permissions"):
 * - GET /sys/permission/list?name= → the menu tree (PermissionNode, pruned to matches of name).
 * - GET /sys/permission/getSystemMenuList → the top level; getSystemSubmenu?parentId= → one
 *   level; getSystemSubmenuBatch?parentIds=a,b → {a: [...], b: [...]} (lazy loading).
 * - GET /sys/permission/queryById?id= → one node.
 * - GET /sys/permission/queryTreeList and /sys/role/queryTreeList → {treeList: TreeModel[], ids}.
 * - GET /sys/permission/checkPermDuplication?id=&url= → success, or success false 访问路径不允许重复，请重定义！.
 * - POST /sys/permission/add, PUT|POST /sys/permission/edit {id, …}: PermissionInput → 添加成功！ / 编辑成功!.
 * - DELETE /sys/permission/delete?id=, deleteBatch?ids= → the row(s) and descendants → 删除成功! / 批量删除成功!.
 * Reads need system:permission:list (the tree: any authorising button), writes their button and
 * the menu-owner tenant (permission-writes.ts).
 */
export function registerPermissionAdminRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const list = requirePermission(ADMIN_PERMS.permissionList);

  app.get<{ Querystring: Query }>('/sys/permission/list', {
    preHandler: list, schema: { tags, summary: '菜单管理-列表', querystring: anyQuery, response: responses() },
  }, async (request) => ok(searchPermissionTree(await loadPermissionRows(db), optionalText(request.query.name, 100, '菜单名称') ?? undefined)));

  app.get('/sys/permission/getSystemMenuList', {
    preHandler: list, schema: { tags, summary: '菜单管理-一级菜单', response: responses() },
  }, async () => {
    const { roots, children } = childrenByParent(await loadPermissionRows(db));
    return ok(level(roots, children));
  });

  app.get<{ Querystring: Query }>('/sys/permission/getSystemSubmenu', {
    preHandler: list, schema: { tags, summary: '菜单管理-下级菜单', querystring: anyQuery, response: responses() },
  }, async (request) => {
    const parentId = requiredId(request.query.parentId, '上级菜单');
    const { children } = childrenByParent(await loadPermissionRows(db));
    return ok(level(children.get(parentId) ?? [], children));
  });

  app.get<{ Querystring: Query }>('/sys/permission/getSystemSubmenuBatch', {
    preHandler: list, schema: { tags, summary: '菜单管理-批量下级菜单', querystring: anyQuery, response: responses() },
  }, async (request) => {
    const parentIds = idList(request.query.parentIds, '上级菜单', 500);
    const { children } = childrenByParent(await loadPermissionRows(db));
    return ok(Object.fromEntries(parentIds.map((id) => [id, level(children.get(id) ?? [], children)])));
  });

  app.get<{ Querystring: Query }>('/sys/permission/queryById', {
    preHandler: list, schema: { tags, summary: '菜单管理-详情', querystring: anyQuery, response: responses() },
  }, async (request) => {
    const id = requiredId(request.query.id, '菜单id');
    const rows = await loadPermissionRows(db);
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound(ADMIN_TEXT.permissionNotFound);
    return ok(toPermissionNode(row, !rows.some((r) => r.parent_id === id)));
  });

  for (const url of ['/sys/permission/queryTreeList', '/sys/role/queryTreeList']) {
    app.get(url, {
      preHandler: requireAnyPermission(TREE_READERS), schema: { tags, summary: '授权菜单树', response: responses() },
    }, async () => ok(authorizationTree(await loadPermissionRows(db)), ADMIN_TEXT.queried));
  }

  app.get<{ Querystring: Query }>('/sys/permission/checkPermDuplication', {
    preHandler: list, schema: { tags, summary: '菜单管理-访问路径重复校验', querystring: anyQuery, response: responses() },
  }, async (request) => {
    const url = optionalText(request.query.url, 255, '访问路径');
    const id = optionalText(request.query.id, 32, '菜单id');
    if (!url) throw badInput('访问路径不能为空');
    const taken = (await loadPermissionRows(db)).some((r) => r.id !== id && r.menu_type !== 2 && r.url === url);
    return taken ? fail(ADMIN_TEXT.urlTaken) : ok(null, ADMIN_TEXT.codeFree);
  });

  app.post<{ Body: unknown }>('/sys/permission/add', {
    preHandler: requirePermission(ADMIN_PERMS.permissionAdd), schema: { tags, summary: '菜单管理-添加', body: anyBody, response: responses() },
  }, async (request) => {
    const id = await addPermission(db, currentUser(request), parsePermissionInput(bodyOf(request.body)));
    return ok({ id }, ADMIN_TEXT.added);
  });

  app.route<{ Body: unknown }>({
    method: ['PUT', 'POST'], url: '/sys/permission/edit',
    preHandler: requirePermission(ADMIN_PERMS.permissionEdit), schema: { tags, summary: '菜单管理-编辑', body: anyBody, response: responses() },
    handler: async (request) => {
      const body = bodyOf(request.body);
      await editPermission(db, currentUser(request), requiredId(body.id, '菜单id'), parsePermissionInput(body));
      return ok(null, ADMIN_TEXT.edited);
    },
  });

  app.delete<{ Querystring: Query }>('/sys/permission/delete', {
    preHandler: requirePermission(ADMIN_PERMS.permissionDelete), schema: { tags, summary: '菜单管理-删除', querystring: anyQuery, response: responses() },
  }, async (request) => {
    const count = await deletePermissions(db, currentUser(request), [requiredId(request.query.id, '菜单id')]);
    return ok({ count }, ADMIN_TEXT.deleted);
  });

  app.delete<{ Querystring: Query }>('/sys/permission/deleteBatch', {
    preHandler: requirePermission(ADMIN_PERMS.permissionDelete), schema: { tags, summary: '菜单管理-批量删除', querystring: anyQuery, response: responses() },
  }, async (request) => {
    const ids = idList(request.query.ids, '菜单id', 500);
    if (!ids.length) throw badInput('请选择要删除的菜单');
    const count = await deletePermissions(db, currentUser(request), ids);
    return ok({ count }, ADMIN_TEXT.batchDeleted);
  });
}
