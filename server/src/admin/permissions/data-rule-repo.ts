import type { Kysely } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/permission-types.js';
import type { Database } from '../../db/types.js';
import { chinaTimeText } from '../../routes/ops/wire.js';
import { newId } from '../../routes/fleet/manage-input.js';
import { assertMenuWriter } from './access.js';
import { ruleIdsOf } from './data-rule-engine.js';
import { DATA_RULE_CONDITIONS, parseDataRuleInput } from './data-rule-model.js';
import { targetOfMenu, type DataRuleTarget } from './data-rule-targets.js';
import { assertHolds, heldPermissionIds } from './grants.js';
import { ADMIN_TEXT, badInput, notFound, refused } from './texts.js';

/** A data rule on the wire (JeecgBoot SysPermissionDataRule). */
export interface DataRuleWire {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleConditions_dictText: string;
  ruleValue: string;
  status: string;
  status_dictText: string;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

type RuleRow = Awaited<ReturnType<typeof ruleRows>>[number];

function ruleRows(db: Kysely<Database>, permissionId: string) {
  return db.selectFrom('sys_permission_data_rule').selectAll().where('permission_id', '=', permissionId).orderBy('create_time').orderBy('id').execute();
}

/** The wire form of a rule row. */
export function toRuleWire(r: RuleRow): DataRuleWire {
  return {
    id: r.id, permissionId: r.permission_id, ruleName: r.rule_name, ruleColumn: r.rule_column, ruleConditions: r.rule_conditions,
    ruleConditions_dictText: DATA_RULE_CONDITIONS[r.rule_conditions]?.text ?? r.rule_conditions, ruleValue: r.rule_value,
    status: r.status, status_dictText: r.status === '1' ? '有效' : '无效', createBy: r.create_by, createTime: chinaTimeText(r.create_time),
    updateBy: r.update_by, updateTime: chinaTimeText(r.update_time),
  };
}

/** The live menu (not a button) `id` with the list it guards; 404 / 400 otherwise. */
export async function ruleMenu(db: Kysely<Database>, id: string): Promise<{ id: string; target: DataRuleTarget | null }> {
  const menu = await db.selectFrom('sys_permission').select(['id', 'url', 'component', 'menu_type'])
    .where('id', '=', id).where('del_flag', '=', 0).executeTakeFirst();
  if (!menu) throw notFound(ADMIN_TEXT.permissionNotFound);
  if (menu.menu_type === 2) throw badInput('数据规则只能配置在菜单上');
  return { id: menu.id, target: targetOfMenu(menu.url, menu.component) };
}

/** The rules of a menu, optionally filtered by name / column / value substrings (queryPermissionRule). */
export async function listRules(db: Kysely<Database>, permissionId: string, filter: { ruleName?: string; ruleColumn?: string; ruleValue?: string } = {}): Promise<DataRuleWire[]> {
  const has = (v: string, k?: string) => !k || v.toLowerCase().includes(k.toLowerCase());
  return (await ruleRows(db, permissionId))
    .filter((r) => has(r.rule_name, filter.ruleName) && has(r.rule_column, filter.ruleColumn) && has(r.rule_value, filter.ruleValue))
    .map(toRuleWire);
}

/** Rule ids chosen by the caller's own grants (roles and department roles) of a menu. */
async function ownRuleIds(db: Kysely<Database>, user: SessionUser, permissionId: string): Promise<Set<string>> {
  const [roles, departRoles] = await Promise.all([
    db.selectFrom('sys_role_permission as rp').innerJoin('sys_user_role as ur', 'ur.role_id', 'rp.role_id')
      .select('rp.data_rule_ids').where('ur.user_id', '=', user.id).where('rp.permission_id', '=', permissionId).execute(),
    db.selectFrom('sys_depart_role_permission as drp').innerJoin('sys_depart_role_user as dru', 'dru.drole_id', 'drp.role_id')
      .select('drp.data_rule_ids').where('dru.user_id', '=', user.id).where('drp.permission_id', '=', permissionId).execute(),
  ]);
  return new Set([...roles, ...departRoles].flatMap((g) => ruleIdsOf(g.data_rule_ids)));
}

/** Writer checks: menu-owner tenant; a non-admin must hold the menu. */
async function assertRuleWriter(db: Kysely<Database>, user: SessionUser, permissionId: string): Promise<void> {
  assertMenuWriter(user);
  if (!user.isAdmin) assertHolds(user, await heldPermissionIds(db, user), [permissionId]);
}

/** Adds a rule to a menu (parseDataRuleInput against the menu's list); answers its id. */
export async function addRule(db: Kysely<Database>, user: SessionUser, body: Record<string, unknown>): Promise<string> {
  const permissionId = typeof body.permissionId === 'string' ? body.permissionId.trim() : '';
  if (!permissionId) throw badInput('菜单id不能为空');
  const menu = await ruleMenu(db, permissionId);
  await assertRuleWriter(db, user, menu.id);
  const input = parseDataRuleInput(body, menu.target?.fields ?? null);
  const id = newId();
  await db.insertInto('sys_permission_data_rule').values({
    id, permission_id: menu.id, rule_name: input.ruleName, rule_column: input.ruleColumn, rule_conditions: input.ruleConditions,
    rule_value: input.ruleValue, status: input.status, create_by: user.username,
  }).execute();
  return id;
}

async function ruleForWrite(db: Kysely<Database>, user: SessionUser, id: string) {
  const rule = await db.selectFrom('sys_permission_data_rule').select(['id', 'permission_id']).where('id', '=', id).executeTakeFirst();
  if (!rule) throw notFound(ADMIN_TEXT.ruleNotFound);
  const menu = await ruleMenu(db, rule.permission_id);
  await assertRuleWriter(db, user, menu.id);
  if (!user.isAdmin && (await ownRuleIds(db, user, menu.id)).has(id)) throw refused(ADMIN_TEXT.ownRuleChange);
  return menu;
}

/** Edits a rule; a non-admin may not change a rule that restricts themselves. */
export async function editRule(db: Kysely<Database>, user: SessionUser, id: string, body: Record<string, unknown>): Promise<void> {
  const menu = await ruleForWrite(db, user, id);
  const input = parseDataRuleInput(body, menu.target?.fields ?? null);
  await db.updateTable('sys_permission_data_rule').set({
    rule_name: input.ruleName, rule_column: input.ruleColumn, rule_conditions: input.ruleConditions, rule_value: input.ruleValue,
    status: input.status, update_by: user.username, update_time: new Date(),
  }).where('id', '=', id).execute();
}

/** Deletes a rule; a non-admin may not delete a rule that restricts themselves. */
export async function deleteRule(db: Kysely<Database>, user: SessionUser, id: string): Promise<void> {
  await ruleForWrite(db, user, id);
  await db.deleteFrom('sys_permission_data_rule').where('id', '=', id).execute();
}
