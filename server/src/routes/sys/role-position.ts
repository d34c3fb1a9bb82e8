import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { currentUser } from '../../auth/guard.js';
import '../../db/sys-data-types.js';
import { ok, pageSchema, responses } from '../../plugins/reply.js';
import { applyListFilters, applySort, pageOf, parseListQuery, type FieldMap } from '../../query/list-query.js';
import type { RouteDeps } from '../deps.js';
import { dictTextMaps } from './dict-repo.js';
import { anyQuery } from './sys-data-input.js';

const str = { type: 'string' };
const strOrNull = { type: ['string', 'null'] };

/** Allow-list of GET /sys/role/list. */
export const ROLE_FIELDS: FieldMap = {
  id: { column: 'r.id', type: 'string' },
  roleName: { column: 'r.role_name', type: 'string' },
  roleCode: { column: 'r.role_code', type: 'string' },
  description: { column: 'r.description', type: 'string' },
  createTime: { column: 'r.create_time', type: 'datetime' },
};

/** Allow-list of GET /sys/position/list (rank = post_rank, dictionary position_rank). */
export const POSITION_FIELDS: FieldMap = {
  id: { column: 'p.id', type: 'string' },
  code: { column: 'p.code', type: 'string' },
  name: { column: 'p.name', type: 'string' },
  rank: { column: 'p.post_rank', type: 'string', dictCode: 'position_rank' },
  createTime: { column: 'p.create_time', type: 'datetime' },
};

const chinaTime = (column: string) => sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC' + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * Role and position picker lists (widgets-spec §2 "Position picker", "Role picker", §7), of the
 * caller's tenant, paged with the list-query rules (docs/widgets-contract.md):
 * - GET /sys/role/list?roleName=&roleCode=&pageNo&pageSize&column&order → page of
 *   {id, roleName, roleCode, description, createTime}; roleName without rule markers matches as
 *   contains; default sort createTime desc.
 * - GET /sys/position/list?name=&code=&rank=… → page of {id, code, name, rank, rank_dictText,
 *   createTime}; name matches as contains; default sort code asc.
 */
export function registerRolePositionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.get<{ Querystring: Record<string, unknown> }>('/sys/role/list', {
    schema: {
      tags: ['sys-role'], summary: '角色列表（选择角色组件）', querystring: anyQuery,
      response: responses(pageSchema({ type: 'object', properties: { id: str, roleName: str, roleCode: str, description: strOrNull, createTime: str } })),
    },
  }, async (request) => {
    const user = currentUser(request);
    const input = parseListQuery(request.query, ROLE_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' }, likeFields: ['roleName'] });
    const q = db.selectFrom('sys_role as r')
      .select(['r.id', 'r.role_name', 'r.role_code', 'r.description', chinaTime('r.create_time').as('create_text')])
      .where('r.tenant_id', '=', user.tenantId);
    const page = await pageOf(db, applySort(applyListFilters(q, input, ROLE_FIELDS), input, ROLE_FIELDS, 'r.id'), input, (r) => ({
      id: r.id, roleName: r.role_name, roleCode: r.role_code, description: r.description, createTime: r.create_text,
    }));
    return ok(page);
  });

  app.get<{ Querystring: Record<string, unknown> }>('/sys/position/list', {
    schema: {
      tags: ['sys-position'], summary: '职务列表（选择职务组件）', querystring: anyQuery,
      response: responses(pageSchema({ type: 'object', properties: { id: str, code: str, name: str, rank: strOrNull, rank_dictText: str, createTime: str } })),
    },
  }, async (request) => {
    const user = currentUser(request);
    const input = parseListQuery(request.query, POSITION_FIELDS, { defaultSort: { column: 'code', order: 'asc' }, likeFields: ['name'] });
    const q = db.selectFrom('sys_position as p')
      .select(['p.id', 'p.code', 'p.name', 'p.post_rank', chinaTime('p.create_time').as('create_text')])
      .where('p.tenant_id', '=', user.tenantId);
    const ranks = (await dictTextMaps(db, user.tenantId, ['position_rank'])).position_rank;
    const page = await pageOf(db, applySort(applyListFilters(q, input, POSITION_FIELDS), input, POSITION_FIELDS, 'p.id'), input, (r) => ({
      id: r.id, code: r.code, name: r.name, rank: r.post_rank, rank_dictText: r.post_rank ? ranks.get(r.post_rank) ?? '' : '', createTime: r.create_text,
    }));
    return ok(page);
  });
}
