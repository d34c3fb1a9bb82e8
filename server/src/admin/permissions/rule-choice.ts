import type { Kysely } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/permission-types.js';
import type { Database } from '../../db/types.js';
import { ruleIdsOf } from './data-rule-engine.js';
import { listRules, ruleMenu, type DataRuleWire } from './data-rule-repo.js';
import { assertHolds, heldPermissionIds } from './grants.js';
import { idList } from './input.js';
import { badInput } from './texts.js';

/** The answer of the data-rule choice of a grant (JeecgBoot {datarule, drChecked}). */
export interface RuleChoice {
  /** the menu's rules */
  datarule: DataRuleWire[];
  /** the chosen ids among them, comma-joined */
  drChecked: string;
}

/** The menu's rules and which of them `chosen` (a data_rule_ids text) selects. */
export async function ruleChoice(db: Kysely<Database>, permissionId: string, chosen: string | null | undefined): Promise<RuleChoice> {
  const menu = await ruleMenu(db, permissionId);
  const datarule = await listRules(db, menu.id);
  const live = new Set(datarule.map((r) => r.id));
  return { datarule, drChecked: ruleIdsOf(chosen).filter((id) => live.has(id)).join(',') };
}

/**
 * Checks a rule choice {permissionId, dataRuleIds} for saving: the menu is live, every id is a
 * rule of that menu, and a non-admin holds the menu. Answers the comma-joined ids ('' for none).
 */
export async function checkedRuleChoice(db: Kysely<Database>, user: SessionUser, permissionId: string, raw: unknown): Promise<string> {
  const menu = await ruleMenu(db, permissionId);
  const ids = idList(raw, '数据规则', 200);
  if (ids.length) {
    const rules = await db.selectFrom('sys_permission_data_rule').select('id').where('permission_id', '=', menu.id).where('id', 'in', ids).execute();
    if (rules.length !== ids.length) throw badInput('所选数据规则不属于该菜单');
  }
  if (!user.isAdmin) assertHolds(user, await heldPermissionIds(db, user), [menu.id]);
  return ids.join(',');
}
