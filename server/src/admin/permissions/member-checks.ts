import type { Kysely } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import type { Database } from '../../db/types.js';
import { userVisible } from '../../routes/sys/scope-sql.js';
import { ADMIN_TEXT, badInput, notFound, refused } from './texts.js';

/**
 * Refuses a membership change (role users, department users, department-role users) naming
 * users the caller may not see (404), or naming the caller themselves: removing oneself is
 * refused to everyone (no lock-out mid-session), adding oneself to non-admins (no self-granted
 * rights). `extraIds` are users the caller may act on beyond their visible ones (e.g. the members
 * of a department they administer on 我的部门).
 */
export async function assertMembers(
  db: Kysely<Database>, user: SessionUser, userIds: string[], mode: 'add' | 'remove', selfMessage: string, extraIds: ReadonlySet<string> = new Set(),
): Promise<void> {
  if (!userIds.length) throw badInput('请选择用户');
  if (userIds.includes(user.id) && (mode === 'remove' || !user.isAdmin)) throw refused(selfMessage);
  const visible = await db.selectFrom('sys_user as u').select('u.id').where(userVisible(user, 'u')).where('u.id', 'in', userIds).execute();
  const ok = new Set([...visible.map((r) => r.id), ...extraIds]);
  if (userIds.some((id) => !ok.has(id))) throw notFound(ADMIN_TEXT.userNotFound);
}
