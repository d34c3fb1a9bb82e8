import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { currentUser, requirePermission } from '../../auth/guard.js';
import { loadTenantDeparts, type DepartNode } from '../../auth/departments.js';
import type { SessionUser } from '../../auth/session-user.js';
import type { Database } from '../../db/types.js';
import { forbidden, ok, responses } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';
import { badInput, isUniqueViolation, newId, requiredText } from './manage-input.js';
import { countVehiclesByDepart } from './vehicles-repo.js';

/** A node of /api/organize/getOrgTree (tree selects and the 组织管理 page). */
export interface ManagedOrgNode {
  id: string;
  key: string;
  /** = id, for antd TreeSelect */
  value: string;
  title: string;
  departName: string;
  orgCode: string;
  parentId: string | null;
  departOrder: number;
  /** vehicles directly in this department */
  ownCarCount: number;
  /** vehicles of this department and all its descendants */
  carCount: number;
  /** of those, vehicles that reported within OFFLINE_TIMEOUT_MS */
  onlineCount: number;
  isLeaf: boolean;
  children: ManagedOrgNode[];
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Codes per level: letter A–Z × 01–99 (JeecgBoot YouBianCodeUtil style: A01, A02 … A99, B01 …). */
const CODES_PER_LEVEL = LETTERS.length * 99;

/** Index (0-based) of a level code like 'A01' (0) or 'B01' (99); -1 if not a level code. */
export function levelCodeIndex(code: string): number {
  const m = /^([A-Z])(\d{2})$/.exec(code);
  if (!m || m[2] === '00') return -1;
  return LETTERS.indexOf(m[1]) * 99 + Number(m[2]) - 1;
}

/** The level code of an index: 0 → 'A01', 98 → 'A99', 99 → 'B01'. */
export function levelCode(index: number): string {
  return `${LETTERS[Math.floor(index / 99)]}${String((index % 99) + 1).padStart(2, '0')}`;
}

/**
 * The next free org_code under `parentCode` ('' for a root): parent code + the level code after
 * the highest one in use by any child row, deleted ones included (codes are never reused).
 * Throws 400 when a level is full (2,574 children).
 */
export async function nextOrgCode(db: Kysely<Database>, tenantId: number, parentCode: string): Promise<string> {
  const rows = await db.selectFrom('sys_depart').select('org_code')
    .where('tenant_id', '=', tenantId)
    .where('org_code', 'like', `${parentCode}___`)
    .execute();
  let max = -1;
  for (const r of rows) max = Math.max(max, levelCodeIndex(r.org_code.slice(parentCode.length)));
  if (max + 1 >= CODES_PER_LEVEL) throw badInput('下级组织数量已达上限');
  return parentCode + levelCode(max + 1);
}

/** Builds the visible departments into a tree with rolled-up vehicle counts. */
async function buildTree(deps: RouteDeps, user: SessionUser): Promise<ManagedOrgNode[]> {
  const visible = new Set(user.visibleDepartIds);
  const departs = (await loadTenantDeparts(deps.db, user.tenantId)).filter((d) => visible.has(d.id));
  const counts = await countVehiclesByDepart(deps.db, user.tenantId, [...visible], new Date(Date.now() - deps.config.offlineTimeoutMs));
  const nodes = new Map<string, ManagedOrgNode>(departs.map((d) => {
    const own = counts.get(d.id) ?? { cars: 0, online: 0 };
    return [d.id, {
      id: d.id, key: d.id, value: d.id, title: d.departName, departName: d.departName, orgCode: d.orgCode, parentId: d.parentId,
      departOrder: d.order, ownCarCount: own.cars, carCount: own.cars, onlineCount: own.online, isLeaf: true, children: [],
    }];
  }));
  const roots: ManagedOrgNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) {
      parent.children.push(node);
      parent.isLeaf = false;
    } else roots.push(node);
  }
  const rollUp = (node: ManagedOrgNode): void => {
    for (const child of node.children) {
      rollUp(child);
      node.carCount += child.carCount;
      node.onlineCount += child.onlineCount;
    }
  };
  roots.forEach(rollUp);
  return roots;
}

/** The live department `id` of the tenant when the user may see it; else 403 code 510. */
async function scopedDepart(db: Kysely<Database>, user: SessionUser, id: string): Promise<DepartNode> {
  if (!user.visibleDepartIds.includes(id)) throw forbidden();
  const d = (await loadTenantDeparts(db, user.tenantId)).find((x) => x.id === id);
  if (!d) throw forbidden();
  return d;
}

/** 400 when a live sibling (same parent) already has `name`. */
async function assertSiblingNameFree(db: Kysely<Database>, tenantId: number, parentId: string | null, name: string, selfId: string | null): Promise<void> {
  let q = db.selectFrom('sys_depart').select('id').where('tenant_id', '=', tenantId).where('del_flag', '=', 0).where('depart_name', '=', name);
  q = parentId ? q.where('parent_id', '=', parentId) : q.where('parent_id', 'is', null);
  if (selfId) q = q.where('id', '<>', selfId);
  if (await q.executeTakeFirst()) throw badInput(`同级组织下已存在“${name}”`);
}

const NAME_MAX = 50;
const anyBody = { type: ['object', 'null'], additionalProperties: true };

/**
 * Organisation management (docs/fleet-contract.md "Management", JeecgBoot sys_depart), each
 * call limited to the departments the user may see (403 code 510 otherwise) and checked for
 * its button on the server:
 * - POST /api/organize/add {parentId, departName, orgCode?, departOrder?} → the new department
 *   `{id, departName, orgCode, parentId}`; org_code is generated (parent code + next A01…Z99) or,
 *   when given, must be a free child code of the parent. Only admin may add a root (no parentId).
 *   Button fleet:org:add.
 * - POST /usetAuthority/updateOrg {id, departName, departOrder?} → renamed department. Button fleet:org:edit.
 * - POST /usetAuthority/delOrg {id} (or ?id=) → deleted (del_flag 1); refused (400, Chinese) while
 *   the department has live children, vehicles or users. Button fleet:org:delete.
 * - POST|GET /api/organize/getOrgTree → ManagedOrgNode[] of the visible departments.
 * - GET /api/TrOrangize/getFatherList?id= → the visible ancestors of `id`, root first, ending
 *   with the department itself: `[{id, departName, orgCode, parentId}]`.
 */
export function registerOrgManageRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.post<{ Body: Record<string, unknown> | null }>('/api/organize/add', {
    preHandler: requirePermission('fleet:org:add'),
    schema: { tags: ['fleet'], summary: '新增组织，需要按钮权限 fleet:org:add', body: anyBody, response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    const body = request.body ?? {};
    const departName = requiredText(body.departName, NAME_MAX, '组织名称');
    const parentIdRaw = typeof body.parentId === 'string' && body.parentId.trim() ? body.parentId.trim() : null;
    if (!parentIdRaw && !user.isAdmin) throw badInput('请选择上级组织');
    const parent = parentIdRaw ? await scopedDepart(db, user, parentIdRaw) : null;
    let order: number;
    if (body.departOrder === undefined || body.departOrder === null || body.departOrder === '') {
      // default: after the last sibling
      let q = db.selectFrom('sys_depart').select((eb) => eb.fn.max('depart_order').as('m')).where('tenant_id', '=', user.tenantId).where('del_flag', '=', 0);
      q = parent ? q.where('parent_id', '=', parent.id) : q.where('parent_id', 'is', null);
      const last = (await q.executeTakeFirst())?.m;
      order = last === null || last === undefined ? 0 : Math.min(9999, Number(last) + 1);
    } else order = Number(body.departOrder);
    if (!Number.isInteger(order) || order < 0 || order > 9999) throw badInput('排序应为0至9999之间的整数');
    await assertSiblingNameFree(db, user.tenantId, parent?.id ?? null, departName, null);
    const parentCode = parent?.orgCode ?? '';
    let given: string | null = null;
    if (typeof body.orgCode === 'string' && body.orgCode.trim()) {
      given = body.orgCode.trim().toUpperCase();
      if (!given.startsWith(parentCode) || levelCodeIndex(given.slice(parentCode.length)) < 0) {
        throw badInput(`组织编码应为上级编码${parentCode}加一级编码（如${parentCode}A01）`);
      }
    }
    const id = newId();
    for (let attempt = 0; ; attempt++) {
      const orgCode = given ?? await nextOrgCode(db, user.tenantId, parentCode);
      try {
        await db.insertInto('sys_depart').values({
          id, tenant_id: user.tenantId, parent_id: parent?.id ?? null, depart_name: departName, org_code: orgCode,
          org_category: parent ? '2' : '1', depart_order: order,
        }).execute();
        return ok({ id, departName, orgCode, parentId: parent?.id ?? null }, '添加成功！');
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (given) throw badInput(`组织编码 ${given} 已存在`);
        if (attempt >= 4) throw badInput('组织编码生成冲突，请重试');
      }
    }
  });

  app.post<{ Body: Record<string, unknown> | null }>('/usetAuthority/updateOrg', {
    preHandler: requirePermission('fleet:org:edit'),
    schema: { tags: ['fleet'], summary: '编辑组织，需要按钮权限 fleet:org:edit', body: anyBody, response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    const body = request.body ?? {};
    const depart = await scopedDepart(db, user, requiredText(body.id, 32, '组织id'));
    const departName = requiredText(body.departName, NAME_MAX, '组织名称');
    const order = body.departOrder === undefined || body.departOrder === null || body.departOrder === '' ? depart.order : Number(body.departOrder);
    if (!Number.isInteger(order) || order < 0 || order > 9999) throw badInput('排序应为0至9999之间的整数');
    await assertSiblingNameFree(db, user.tenantId, depart.parentId, departName, depart.id);
    await db.updateTable('sys_depart').set({ depart_name: departName, depart_order: order })
      .where('id', '=', depart.id).where('tenant_id', '=', user.tenantId).execute();
    return ok({ id: depart.id, departName, orgCode: depart.orgCode, parentId: depart.parentId }, '编辑成功!');
  });

  app.post<{ Body: Record<string, unknown> | null; Querystring: { id?: string } }>('/usetAuthority/delOrg', {
    preHandler: requirePermission('fleet:org:delete'),
    schema: {
      tags: ['fleet'], summary: '删除组织（无下级、无车辆、无用户时），需要按钮权限 fleet:org:delete', body: anyBody,
      querystring: { type: 'object', properties: { id: { type: 'string', maxLength: 32 } } }, response: responses(),
    },
  }, async (request) => {
    const user = currentUser(request);
    const depart = await scopedDepart(db, user, requiredText(request.body?.id ?? request.query.id, 32, '组织id'));
    const child = await db.selectFrom('sys_depart').select('id').where('parent_id', '=', depart.id).where('del_flag', '=', 0).executeTakeFirst();
    if (child) throw badInput('该组织下存在下级组织，不能删除');
    const car = await db.selectFrom('fleet_vehicle').select('id').where('depart_id', '=', depart.id).executeTakeFirst();
    if (car) throw badInput('该组织下存在车辆，不能删除，请先转移或删除车辆');
    const member = await db.selectFrom('sys_user_depart').select('user_id').where('dep_id', '=', depart.id).executeTakeFirst();
    if (member) throw badInput('该组织下存在用户，不能删除');
    await db.updateTable('sys_depart').set({ del_flag: 1 }).where('id', '=', depart.id).where('tenant_id', '=', user.tenantId).execute();
    return ok(depart.id, '删除成功!');
  });

  const tree = async (request: Parameters<typeof currentUser>[0]) => ok(await buildTree(deps, currentUser(request)));
  app.post('/api/organize/getOrgTree', { schema: { tags: ['fleet'], summary: '组织树（管理、树选择）', body: anyBody, response: responses() } }, tree);
  app.get('/api/organize/getOrgTree', { schema: { tags: ['fleet'], summary: '组织树（管理、树选择）', response: responses() } }, tree);

  app.get<{ Querystring: { id?: string } }>('/api/TrOrangize/getFatherList', {
    schema: {
      tags: ['fleet'], summary: '组织的上级链（根在前，含自身）',
      querystring: { type: 'object', properties: { id: { type: 'string', maxLength: 32 }, _t: { type: 'string' } } },
      response: responses(),
    },
  }, async (request) => {
    const user = currentUser(request);
    const id = requiredText(request.query.id, 32, '组织id');
    if (!user.visibleDepartIds.includes(id)) throw forbidden();
    const all = new Map((await loadTenantDeparts(db, user.tenantId)).map((d) => [d.id, d]));
    const visible = new Set(user.visibleDepartIds);
    const chain: { id: string; departName: string; orgCode: string; parentId: string | null }[] = [];
    for (let d = all.get(id); d && visible.has(d.id) && chain.length < 64; d = d.parentId ? all.get(d.parentId) : undefined) {
      chain.unshift({ id: d.id, departName: d.departName, orgCode: d.orgCode, parentId: d.parentId });
    }
    return ok(chain);
  });
}
