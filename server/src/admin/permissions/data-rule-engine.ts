import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/permission-types.js';
import type { Database } from '../../db/types.js';
import { conditionSql, joinConditions, type FieldMap } from '../../query/list-query.js';
import { chinaTimeText } from '../../routes/ops/wire.js';
import { DATA_RULE_CONDITIONS, resolveVariables, variablesOf, type RuleVariable } from './data-rule-model.js';
import type { DataRuleTarget } from './data-rule-targets.js';

/** A grant of the guarded menu to the caller (a role or a department role) and its chosen rule ids. */
interface MenuGrant {
  ruleIds: string[];
}

/** Ids of a comma-joined data_rule_ids text. */
export function ruleIdsOf(text: string | null | undefined): string[] {
  return (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

async function menuGrants(db: Kysely<Database>, user: SessionUser, menuIds: string[]): Promise<MenuGrant[]> {
  const [roles, departRoles] = await Promise.all([
    db.selectFrom('sys_role_permission as rp')
      .innerJoin('sys_user_role as ur', 'ur.role_id', 'rp.role_id')
      .innerJoin('sys_role as r', 'r.id', 'rp.role_id')
      .select('rp.data_rule_ids')
      .where('ur.user_id', '=', user.id).where('r.tenant_id', '=', user.tenantId).where('rp.permission_id', 'in', menuIds)
      .execute(),
    db.selectFrom('sys_depart_role_permission as drp')
      .innerJoin('sys_depart_role_user as dru', 'dru.drole_id', 'drp.role_id')
      .innerJoin('sys_depart_role as dr', 'dr.id', 'drp.role_id')
      .select('drp.data_rule_ids')
      .where('dru.user_id', '=', user.id).where('dr.tenant_id', '=', user.tenantId).where('drp.permission_id', 'in', menuIds)
      .execute(),
  ]);
  return [...roles, ...departRoles].map((g) => ({ ruleIds: ruleIdsOf(g.data_rule_ids) }));
}

/** The values of the #{…} variables for the caller (org codes read only when a rule uses them). */
async function variableValues(db: Kysely<Database>, user: SessionUser, needOrgCodes: boolean): Promise<Record<RuleVariable, string>> {
  const now = chinaTimeText(new Date()) as string;
  let multi = user.orgCode ?? '';
  if (needOrgCodes) {
    const rows = await db.selectFrom('sys_user_depart as ud').innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
      .select('d.org_code').where('ud.user_id', '=', user.id).where('d.del_flag', '=', 0).orderBy('d.org_code').execute();
    multi = rows.map((r) => r.org_code).join(',');
  }
  return {
    sys_user_code: user.username, sys_user_name: user.realname, sys_user_id: user.id, sys_org_code: user.orgCode ?? '',
    sys_multi_org_code: multi, sys_date: now.slice(0, 10), sys_time: now,
  };
}

/** One rule as SQL over the FieldMap, or `false` when it cannot be applied (fail closed). */
function ruleSql(fields: FieldMap, rule: { rule_column: string; rule_conditions: string; rule_value: string }, values: Record<RuleVariable, string>): RawBuilder<SqlBool> {
  const condition = DATA_RULE_CONDITIONS[rule.rule_conditions];
  const value = resolveVariables(rule.rule_value, values);
  if (!condition || value === null || !Object.prototype.hasOwnProperty.call(fields, rule.rule_column)) return sql<SqlBool>`false`;
  try {
    return conditionSql(fields, { field: rule.rule_column, rule: condition.rule, value });
  } catch {
    return sql<SqlBool>`false`;
  }
}

/**
 * The data-rule condition of a guarded list for the caller (issue 5 "data rules … applied on
 * the server to the list queries they guard"), to be ANDed to the list's query, or null when
 * nothing restricts the caller:
 * - the target's menus are the live menus whose url or component the target names;
 * - each grant of such a menu to the caller (a role of their tenant, or a department role) with
 *   chosen data rules restricts to the rows matching ALL its enabled rules; grants are ORed (a
 *   user's rights are the union of their roles'), so a grant with no rule, or only disabled /
 *   deleted ones, lifts the restriction; a caller with no grant of the menu is not restricted;
 * - a rule compares a FieldMap field (its SQL column comes from the allow-list, the value is a
 *   bound parameter) after replacing the #{…} variables; a rule that cannot be applied (field not
 *   in the FieldMap, unknown condition or variable, a value of the wrong type) matches nothing.
 */
export async function dataRuleConditions(db: Kysely<Database>, user: SessionUser, target: DataRuleTarget): Promise<RawBuilder<SqlBool> | null> {
  const menus = await db.selectFrom('sys_permission').select('id')
    .where('del_flag', '=', 0).where('menu_type', '<>', 2)
    .where((eb) => eb.or([
      ...(target.urls.length ? [eb('url', 'in', [...target.urls])] : []),
      ...(target.components.length ? [eb('component', 'in', [...target.components])] : []),
    ]))
    .execute();
  if (!menus.length) return null;
  const menuIds = menus.map((m) => m.id);
  const grants = await menuGrants(db, user, menuIds);
  if (!grants.length || grants.some((g) => !g.ruleIds.length)) return null;
  const ruleIds = [...new Set(grants.flatMap((g) => g.ruleIds))];
  const rules = await db.selectFrom('sys_permission_data_rule')
    .select(['id', 'rule_column', 'rule_conditions', 'rule_value'])
    .where('id', 'in', ruleIds).where('permission_id', 'in', menuIds).where('status', '=', '1')
    .execute();
  const byId = new Map(rules.map((r) => [r.id, r]));
  const perGrant = grants.map((g) => g.ruleIds.map((id) => byId.get(id)).filter((r) => r !== undefined));
  if (perGrant.some((list) => !list.length)) return null;
  const needOrgCodes = rules.some((r) => variablesOf(r.rule_value).includes('sys_multi_org_code'));
  const values = await variableValues(db, user, needOrgCodes);
  const parts = perGrant.map((list) => joinConditions(list.map((r) => ruleSql(target.fields, r, values)), 'and'));
  return joinConditions(parts, 'or');
}
