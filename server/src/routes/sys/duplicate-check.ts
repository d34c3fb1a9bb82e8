import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { currentUser } from '../../auth/guard.js';
import { badQuery } from '../../query/conditions.js';
import { fail, ok, responses } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';
import { SYS_DATA_TEXT, anyQuery, queryText } from './sys-data-input.js';

/** How one (table, field) pair of the duplicate check reaches SQL. */
export interface DuplicateField {
  /** SQL column compared with the value */
  column: string;
  /** 'tenant': unique within the caller's tenant; 'global': unique in the whole table */
  scope: 'tenant' | 'global';
  /** the row id column (rows with id = dataId are the record being edited) */
  idColumn: string;
  /** the tenant column when scope is 'tenant' */
  tenantColumn: string;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;
const REGISTRY = new Map<string, Map<string, DuplicateField>>();

/**
 * Allows /sys/duplicate/check for `tableName=table&fieldName=field`, comparing SQL column
 * `column` of table `table` (identifiers: lower-case letters, digits, underscore). By default
 * the check is tenant-scoped (`tenant_id`) and the record id column is `id`; pass
 * `{scope: 'global'}` for values unique across tenants (e.g. sys_user.username).
 * @throws Error when an identifier is not a plain SQL name (a programming error).
 */
export function registerDuplicateCheckField(
  table: string, field: string, column: string, opts: Partial<Omit<DuplicateField, 'column'>> = {},
): void {
  const spec: DuplicateField = { column, scope: opts.scope ?? 'tenant', idColumn: opts.idColumn ?? 'id', tenantColumn: opts.tenantColumn ?? 'tenant_id' };
  for (const name of [table, field, spec.column, spec.idColumn, spec.tenantColumn]) {
    if (!IDENTIFIER.test(name)) throw new Error(`registerDuplicateCheckField: bad identifier ${name}`);
  }
  if (!REGISTRY.has(table)) REGISTRY.set(table, new Map());
  (REGISTRY.get(table) as Map<string, DuplicateField>).set(field, spec);
}

registerDuplicateCheckField('sys_user', 'username', 'username', { scope: 'global' });
registerDuplicateCheckField('sys_user', 'phone', 'phone');
registerDuplicateCheckField('sys_user', 'email', 'email');
registerDuplicateCheckField('sys_role', 'role_code', 'role_code');
registerDuplicateCheckField('sys_depart', 'org_code', 'org_code');
registerDuplicateCheckField('sys_position', 'code', 'code');
registerDuplicateCheckField('sys_category', 'code', 'code');
registerDuplicateCheckField('sys_dict', 'dict_code', 'dict_code', { scope: 'global' });
registerDuplicateCheckField('fleet_vehicle', 'car_num', 'car_num');

/** The registered field, or null. */
export function duplicateField(table: string, field: string): DuplicateField | null {
  return REGISTRY.get(table)?.get(field) ?? null;
}

/** True when another row (id ≠ dataId) of the scope already holds `value`. */
export async function isDuplicate(
  db: Kysely<any>, table: string, spec: DuplicateField, tenantId: number, value: string, dataId?: string,
): Promise<boolean> {
  const row = await db.selectFrom(`${table} as t`)
    .select(sql`1`.as('one'))
    .where(sql.ref(`t.${spec.column}`), '=', value)
    .$if(spec.scope === 'tenant', (q) => q.where(sql.ref(`t.${spec.tenantColumn}`), '=', tenantId))
    .$if(Boolean(dataId), (q) => q.where(sql.ref(`t.${spec.idColumn}`), '<>', dataId as string))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * GET /sys/duplicate/check?tableName=&fieldName=&fieldVal=&dataId= (widgets-spec §5
 * "Duplicate-value check"): success true 该值可用！ when no other row holds the value (an empty
 * value always passes), else HTTP 200 success false code 500 该值不可用，系统中已存在！.
 * tableName/fieldName must be registered (registerDuplicateCheckField), else 400
 * 表名或字段名不在允许范围内. Tenant-scoped unless the field is registered global.
 */
export function registerDuplicateCheckRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Querystring: Record<string, unknown> }>('/sys/duplicate/check', {
    schema: { tags: ['sys-check'], summary: '重复值校验', querystring: anyQuery, response: responses({ type: 'null' }) },
  }, async (request) => {
    const user = currentUser(request);
    const q = request.query;
    const table = queryText(q, 'tableName', 64, 'tableName') ?? '';
    const spec = duplicateField(table, queryText(q, 'fieldName', 64, 'fieldName') ?? '');
    if (!spec) throw badQuery(SYS_DATA_TEXT.duplicateTable);
    const value = queryText(q, 'fieldVal', 1000, 'fieldVal');
    if (value === undefined) return ok(null, SYS_DATA_TEXT.duplicateFree);
    const dataId = queryText(q, 'dataId', 64, 'dataId');
    const taken = await isDuplicate(deps.db, table, spec, user.tenantId, value, dataId);
    return taken ? fail(SYS_DATA_TEXT.duplicateTaken, 500) : ok(null, SYS_DATA_TEXT.duplicateFree);
  });
}
