import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { currentUser, requirePermission } from '../../../auth/guard.js';
import type { SessionUser } from '../../../auth/session-user.js';
import { canChange, ownerTenant } from '../../../admin/dicts/dict-repo.js';
import { CHINA_TIME_FORMAT, idList, textOf, type Body } from '../../../admin/dicts/input.js';
import { parseCheckRule, parseCheckSegments, parseFillRule } from '../../../admin/dicts/rule-input.js';
import { DICT_ADMIN_PERMS as P } from '../../../admin/dicts/seed-menu.js';
import { DICT_ADMIN_TEXT as T, bad, missing, refuse } from '../../../admin/dicts/texts.js';
import '../../../db/dicts-messages-types.js';
import type { Database } from '../../../db/types.js';
import { fail, ok, pageSchema, responses } from '../../../plugins/reply.js';
import { applyListFilters, applySort, pageOf, parseListQuery, type FieldMap } from '../../../query/list-query.js';
import { newId } from '../../fleet/manage-input.js';
import { SYS_DATA_TEXT } from '../../sys/sys-data-input.js';
import { MAX_CHECK_VALUE, checkSegments } from '../../sys/rule-check.js';
import { registerDuplicateCheckField } from '../../sys/duplicate-check.js';
import type { RouteDeps } from '../../deps.js';

registerDuplicateCheckField('sys_check_rule', 'rule_code', 'rule_code', { scope: 'global' });
registerDuplicateCheckField('sys_fill_rule', 'rule_code', 'rule_code', { scope: 'global' });

const anyObject = { type: 'object', additionalProperties: true };
const str = { type: 'string' };
const nullableStr = { type: ['string', 'null'] };
const common = { id: str, ruleName: str, ruleCode: str, tenantId: { type: ['integer', 'null'] }, editable: { type: 'boolean' }, createTime: str };
const checkSchema = { type: 'object', properties: { ...common, ruleJson: str, ruleDescription: nullableStr } };
const fillSchema = { type: 'object', properties: { ...common, ruleKind: str, ruleParams: str, description: nullableStr } };

/** Allow-list of both rule lists. */
export const RULE_FIELDS: FieldMap = {
  ruleName: { column: 'r.rule_name', type: 'string' },
  ruleCode: { column: 'r.rule_code', type: 'string' },
  createTime: { column: 'r.create_time', type: 'datetime' },
};

type RuleTable = 'sys_check_rule' | 'sys_fill_rule';
type RuleRow = Record<string, unknown> & { id: string; tenant_id: number | null };

/** Rules a tenant sees: system-wide (tenant_id null) and its own. */
function ruleQuery(db: Kysely<Database>, table: RuleTable, user: SessionUser) {
  return (db as Kysely<any>).selectFrom(`${table} as r`).selectAll('r')
    .select(sql<string>`to_char(r.create_time AT TIME ZONE 'Asia/Shanghai', ${CHINA_TIME_FORMAT})`.as('create_text'))
    .where((eb: any) => eb.or([eb('r.tenant_id', 'is', null), eb('r.tenant_id', '=', user.tenantId)]));
}

function toCheck(user: SessionUser, r: RuleRow) {
  return {
    id: r.id, ruleName: r.rule_name, ruleCode: r.rule_code, ruleJson: r.rule_json, ruleDescription: r.description,
    tenantId: r.tenant_id === null ? null : Number(r.tenant_id), editable: canChange(user, r.tenant_id), createTime: r.create_text,
  };
}
function toFill(user: SessionUser, r: RuleRow) {
  return {
    id: r.id, ruleName: r.rule_name, ruleCode: r.rule_code, ruleKind: r.rule_kind, ruleParams: r.rule_params, description: r.description,
    tenantId: r.tenant_id === null ? null : Number(r.tenant_id), editable: canChange(user, r.tenant_id), createTime: r.create_text,
  };
}

interface RuleKind {
  table: RuleTable;
  base: string;
  perms: { add: string; edit: string; delete: string };
  schema: object;
  parse(body: Body): Record<string, unknown> & { rule_code: string };
  wire(user: SessionUser, r: RuleRow): object;
}

const KINDS: RuleKind[] = [
  { table: 'sys_check_rule', base: '/sys/checkRule', perms: { add: P.checkRuleAdd, edit: P.checkRuleEdit, delete: P.checkRuleDelete }, schema: checkSchema, parse: parseCheckRule, wire: toCheck },
  { table: 'sys_fill_rule', base: '/sys/fillRule', perms: { add: P.fillRuleAdd, edit: P.fillRuleEdit, delete: P.fillRuleDelete }, schema: fillSchema, parse: parseFillRule, wire: toFill },
];

/** Registers list / queryById / add / edit / delete / deleteBatch of one rule table. */
function registerRuleKind(app: FastifyInstance, db: Kysely<Database>, k: RuleKind): void {
  const tags = ['sys-rule-admin'];
  const writable = async (user: SessionUser, id: string | null): Promise<RuleRow> => {
    const row = id ? await ruleQuery(db, k.table, user).where('r.id', '=', id).executeTakeFirst() as RuleRow | undefined : undefined;
    if (!row) throw missing();
    if (!canChange(user, row.tenant_id)) throw refuse(T.systemWide.replace('字典', '规则'));
    return row;
  };
  const codeTaken = async (code: string, selfId?: string) => {
    let q = (db as Kysely<any>).selectFrom(k.table).select('id').where('rule_code', '=', code);
    if (selfId) q = q.where('id', '!=', selfId);
    return Boolean(await q.executeTakeFirst());
  };

  app.get<{ Querystring: Body }>(`${k.base}/list`, {
    schema: { tags, summary: '规则分页列表', querystring: anyObject, response: responses(pageSchema(k.schema)) },
  }, async (request) => {
    const user = currentUser(request);
    const input = parseListQuery(request.query, RULE_FIELDS, { defaultSort: { column: 'createTime', order: 'desc' }, likeFields: ['ruleName', 'ruleCode'] });
    const q = applySort(applyListFilters(ruleQuery(db, k.table, user), input, RULE_FIELDS), input, RULE_FIELDS, 'r.id');
    return ok(await pageOf(db, q, input, (r) => k.wire(user, r as unknown as RuleRow)));
  });

  app.get<{ Querystring: Body }>(`${k.base}/queryById`, {
    schema: { tags, summary: '按id查询规则', querystring: anyObject, response: responses(k.schema) },
  }, async (request) => {
    const user = currentUser(request);
    const id = textOf(request.query.id);
    const row = id ? await ruleQuery(db, k.table, user).where('r.id', '=', id).executeTakeFirst() as RuleRow | undefined : undefined;
    if (!row) throw missing();
    return ok(k.wire(user, row));
  });

  app.post<{ Body: Body }>(`${k.base}/add`, {
    preHandler: requirePermission(k.perms.add),
    schema: { tags, summary: `添加规则，需要按钮权限 ${k.perms.add}`, body: anyObject, response: responses({ type: 'object', properties: { id: str } }) },
  }, async (request) => {
    const user = currentUser(request);
    const input = k.parse(request.body ?? {});
    if (await codeTaken(input.rule_code)) throw bad(T.ruleCodeTaken);
    const id = newId();
    await (db as Kysely<any>).insertInto(k.table).values({ id, tenant_id: ownerTenant(user), ...input }).execute();
    return ok({ id }, T.added);
  });

  for (const method of ['PUT', 'POST'] as const) {
    app.route<{ Body: Body }>({
      method, url: `${k.base}/edit`, preHandler: requirePermission(k.perms.edit),
      schema: { tags, summary: `编辑规则，需要按钮权限 ${k.perms.edit}`, body: anyObject, response: responses({ type: 'null' }) },
      handler: async (request) => {
        const user = currentUser(request);
        const body = request.body ?? {};
        const row = await writable(user, textOf(body.id));
        const input = k.parse(body);
        if (await codeTaken(input.rule_code, row.id)) throw bad(T.ruleCodeTaken);
        await (db as Kysely<any>).updateTable(k.table).set(input).where('id', '=', row.id).execute();
        return ok(null, T.edited);
      },
    });
  }

  const remove = async (user: SessionUser, ids: string[]) => {
    if (!ids.length) throw bad(T.idsRequired);
    for (const id of ids) await writable(user, id);
    await (db as Kysely<any>).deleteFrom(k.table).where('id', 'in', ids).execute();
  };
  app.delete<{ Querystring: Body }>(`${k.base}/delete`, {
    preHandler: requirePermission(k.perms.delete), schema: { tags, summary: '删除规则', querystring: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    await remove(currentUser(request), idList(request.query.id, 1));
    return ok(null, T.deleted);
  });
  app.delete<{ Querystring: Body }>(`${k.base}/deleteBatch`, {
    preHandler: requirePermission(k.perms.delete), schema: { tags, summary: '批量删除规则', querystring: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    await remove(currentUser(request), idList(request.query.ids));
    return ok(null, T.batchDeleted);
  });
}

/**
 * Check-rule and fill-rule administration (编码校验规则 / 填值规则, JeecgBoot SysCheckRuleController
 * and SysFillRuleController; docs/admin-contract.md "Check rules and fill rules"). Rules with
 * tenant_id null are system-wide (only the platform tenant changes them); others belong to their
 * tenant. Rule codes are unique across all tenants (400 规则编码已存在).
 * - GET /sys/checkRule/list | /sys/fillRule/list?ruleName=&ruleCode=&<list query> → page.
 *   Check rule: {id, ruleName, ruleCode, ruleJson, ruleDescription, tenantId, editable, createTime};
 *   fill rule: {id, ruleName, ruleCode, ruleKind 'serial', ruleParams, description, tenantId, editable, createTime}.
 * - GET …/queryById?id=; POST …/add; PUT|POST …/edit {id, …}; DELETE …/delete?id=, …/deleteBatch?ids=
 *   (system:checkRule:add|edit|delete, system:fillRule:add|edit|delete).
 * - POST /sys/checkRule/test {ruleJson, value} → success 校验通过 or success false code 500 with the
 *   failing segment's message: tries a rule before it is saved (saved rules: GET /sys/checkRule/checkByCode).
 * The 功能测试 of a fill rule is PUT /sys/fillRule/executeRuleByCode/{ruleCode} (takes a real number).
 */
export function registerRuleAdminRoutes(app: FastifyInstance, deps: RouteDeps): void {
  for (const k of KINDS) registerRuleKind(app, deps.db, k);

  app.post<{ Body: Body }>('/sys/checkRule/test', {
    schema: { tags: ['sys-rule-admin'], summary: '测试未保存的校验规则', body: anyObject, response: responses({ type: 'null' }) },
  }, async (request) => {
    currentUser(request);
    const body = request.body ?? {};
    const segments = parseCheckSegments(body.ruleJson);
    const value = typeof body.value === 'string' ? body.value : typeof body.value === 'number' ? String(body.value) : '';
    if (value.length > MAX_CHECK_VALUE) throw bad(SYS_DATA_TEXT.tooLong('校验值'));
    const message = checkSegments(segments, value);
    return message === null ? ok(null, SYS_DATA_TEXT.checkPassed) : fail(message, 500);
  });
}
