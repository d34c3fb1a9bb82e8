import type { Kysely } from 'kysely';
import '../db/sys-data-types.js';
import type { Database } from '../db/types.js';
import { DEMO_TENANT_ID } from './org.js';
import { CATEGORY_TREE, CHECK_RULES, FILL_RULES, POSITIONS, SYSTEM_DICTS, USER_PROFILE } from './sys-data-defs.js';

/**
 * Writers of the data of migration 006-sys-data. Reference data (system dictionaries, check and
 * fill rules) is written by the migration itself, so databases seeded before it get it too;
 * tenant data (category tree, positions) and the seeded users' birthdays and positions by the
 * seed for a new tenant, and by the migration for tenants that already exist.
 */

/** Inserts the system dictionaries (tenant_id null), check rules and fill rules. */
export async function insertReferenceData(db: Kysely<any>): Promise<void> {
  const sdb = db as Kysely<Database>;
  for (const d of SYSTEM_DICTS) {
    const dictId = `dict_${d.code}`;
    await sdb.insertInto('sys_dict').values({ id: dictId, tenant_id: null, dict_name: d.name, dict_code: d.code, description: null, type: d.type }).execute();
    await sdb.insertInto('sys_dict_item').values(d.items.map(([value, text], i) => ({
      id: `${dictId}_${i}`, dict_id: dictId, item_text: text, item_value: value, sort_order: i, status: 1, description: null,
    }))).execute();
  }
  await sdb.insertInto('sys_check_rule').values(CHECK_RULES.map((r) => ({
    id: `rule_${r.code}`, rule_name: r.name, rule_code: r.code, rule_json: JSON.stringify(r.segments), description: r.description,
  }))).execute();
  await sdb.insertInto('sys_fill_rule').values(FILL_RULES.map((r) => ({
    id: `fill_${r.code}`, rule_name: r.name, rule_code: r.code, rule_kind: r.kind, rule_params: JSON.stringify(r.params),
  }))).execute();
}

/** Inserts the demo category tree (has_child kept right) and the positions of one tenant. */
export async function insertTenantSysData(db: Kysely<any>, tenantId: number): Promise<void> {
  const sdb = db as Kysely<Database>;
  const parents = new Set(CATEGORY_TREE.map((c) => c.parentId).filter(Boolean));
  await sdb.insertInto('sys_category').values(CATEGORY_TREE.map((c) => ({
    id: `${c.id}_${tenantId}`, tenant_id: tenantId, pid: c.parentId ? `${c.parentId}_${tenantId}` : '0',
    name: c.name, code: c.code, has_child: parents.has(c.id) ? '1' as const : '0' as const,
  }))).execute();
  await sdb.insertInto('sys_position').values(POSITIONS.map((p) => ({
    id: `${p.id}_${tenantId}`, tenant_id: tenantId, code: p.code, name: p.name, post_rank: p.rank,
  }))).execute();
}

/** Sets birthday and position of the seeded users (by username) where not set yet. */
export async function applyUserProfiles(db: Kysely<any>): Promise<void> {
  const sdb = db as Kysely<Database>;
  for (const [username, p] of Object.entries(USER_PROFILE)) {
    await sdb.updateTable('sys_user').set({ birthday: p.birthday, post: p.post })
      .where('username', '=', username).where('birthday', 'is', null).execute();
  }
}

/** Seed step (seedDemoData): the demo tenant's categories and positions, and user profiles. */
export async function seedSysData(db: Kysely<Database>, tenantId: number = DEMO_TENANT_ID): Promise<void> {
  await insertTenantSysData(db, tenantId);
  await applyUserProfiles(db);
}
