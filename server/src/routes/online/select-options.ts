import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { currentUser } from '../../auth/guard.js';
import type { SessionUser } from '../../auth/session-user.js';
import { HttpError, ok, responses } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';

/** A table querySelectOptions may read: its columns (the allow-list) and the rows the caller may see. */
interface LinkTable {
  /** the SQL table name (server code) */
  name: string;
  columns: readonly string[];
  scope(user: SessionUser): RawBuilder<SqlBool>;
}

const NONE = ['\u0000'];

/**
 * The allow-list of cascading-select tables (widgets-spec §3 "Cascading select config"). Only
 * these table and column names ever reach SQL, always taken from this object, never from input.
 */
export const LINK_TABLES: Readonly<Record<string, LinkTable>> = {
  sys_category: {
    name: 'sys_category',
    columns: ['id', 'code', 'name', 'pid'],
    scope: (user) => sql<SqlBool>`t.tenant_id = ${user.tenantId}`,
  },
  sys_depart: {
    name: 'sys_depart',
    columns: ['id', 'org_code', 'depart_name', 'parent_id'],
    scope: (user) => {
      const ids = user.visibleDepartIds.length ? user.visibleDepartIds : NONE;
      return sql<SqlBool>`t.tenant_id = ${user.tenantId} AND t.del_flag = 0 AND t.id IN (${sql.join(ids)})`;
    },
  },
};

/** Answer texts of querySelectOptions (HTTP 400). */
export const LINK_TEXT = {
  badName: '表名或字段名不合法',
  badCondition: 'condition参数需要一个json字符串',
  missingPidField: '按上级查询时需要pidField',
} as const;

/** Most options answered. */
export const MAX_OPTIONS = 1000;

const bad = (message: string) => new HttpError(400, message, 400);

function own<T>(map: Readonly<Record<string, T>>, key: string | undefined): T | undefined {
  return key !== undefined && Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined;
}

/** The allow-listed spelling of a column of `table` (never the input string itself), or 400. */
function column(table: LinkTable, name: string | undefined): string {
  const found = table.columns.find((c) => c === name);
  if (!found) throw bad(LINK_TEXT.badName);
  return found;
}

/** `{"col": value}` JSON → equality conditions over allow-listed columns (null → IS NULL). */
function conditionSql(table: LinkTable, condition: string): RawBuilder<SqlBool>[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(condition);
  } catch {
    throw bad(LINK_TEXT.badCondition);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw bad(LINK_TEXT.badCondition);
  return Object.entries(parsed as Record<string, unknown>).map(([key, value]) => {
    const col = sql.ref(`t.${column(table, key)}`);
    if (value === null) return sql<SqlBool>`${col} IS NULL`;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') throw bad(LINK_TEXT.badCondition);
    return sql<SqlBool>`CAST(${col} AS text) = ${String(value)}`;
  });
}

/** Query of /online/cgform/api/querySelectOptions. */
export interface SelectOptionsQuery {
  table?: string;
  txt?: string;
  key?: string;
  idField?: string;
  pidField?: string;
  condition?: string;
  pidValue?: string;
}

/**
 * Options of one cascading-select level: `[{id, store, label}]` = (idField, key, txt) of the rows of
 * an allow-listed table that the caller may see (tenant; departments: the visible ones), filtered
 * by `condition` (first level, JSON object of allow-listed column → value) or by
 * `pidField = pidValue` (next levels), ordered by the store value, at most 1000.
 * @throws HttpError 400 for an unknown table or column, a bad condition, or pidValue without pidField.
 */
export async function selectOptions(deps: RouteDeps, user: SessionUser, q: SelectOptionsQuery): Promise<{ id: string; store: string; label: string }[]> {
  const table = own(LINK_TABLES, q.table);
  if (!table) throw bad(LINK_TEXT.badName);
  const [txt, key, idField] = [column(table, q.txt), column(table, q.key), column(table, q.idField || 'id')];
  const where = [table.scope(user)];
  if (q.pidValue !== undefined && q.pidValue !== '') {
    if (!q.pidField) throw bad(LINK_TEXT.missingPidField);
    where.push(sql<SqlBool>`CAST(${sql.ref(`t.${column(table, q.pidField)}`)} AS text) = ${q.pidValue}`);
  } else if (q.condition && q.condition.trim()) {
    where.push(...conditionSql(table, q.condition));
  }
  if (q.pidField) column(table, q.pidField);
  const rows = await sql<{ id: unknown; store: unknown; label: unknown }>`
    SELECT ${sql.ref(`t.${idField}`)} AS id, ${sql.ref(`t.${key}`)} AS store, ${sql.ref(`t.${txt}`)} AS label
    FROM ${sql.table(table.name)} AS t
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY 2, 1
    LIMIT ${MAX_OPTIONS}
  `.execute(deps.db);
  return rows.rows.map((r) => ({ id: String(r.id), store: String(r.store), label: String(r.label) }));
}

/**
 * GET /online/cgform/api/querySelectOptions?table=&txt=&key=&idField=&pidField=&condition=|pidValue=
 * → `[{id, store, label}]` (see selectOptions); hostile names → 400 '表名或字段名不合法'.
 */
export function registerSelectOptionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const str = { type: 'string', maxLength: 2000 };
  app.get<{ Querystring: SelectOptionsQuery }>('/online/cgform/api/querySelectOptions', {
    schema: {
      tags: ['online'], summary: '联动下拉选项（表与字段白名单）',
      querystring: { type: 'object', properties: { table: str, txt: str, key: str, idField: str, pidField: str, condition: str, pidValue: str } },
      response: responses({ type: 'array' }),
    },
  }, async (request) => ok(await selectOptions(deps, currentUser(request), request.query)));
}
