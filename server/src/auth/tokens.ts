import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** sha256 hex of a token: the only form stored (sys_token.token_hash). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a token for a user: 32 random bytes, base64url (43 chars, valid as a WebSocket
 * sub-protocol). Stores its sha256 with expires_at = now + ttlMs. Answers the clear token.
 */
export async function issueToken(db: Kysely<Database>, userId: string, tenantId: number, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.insertInto('sys_token').values({
    token_hash: hashToken(token),
    user_id: userId,
    tenant_id: tenantId,
    created_at: new Date(now),
    expires_at: new Date(now + ttlMs),
  }).execute();
  return token;
}

/** Marks a token revoked (logout). Answers whether a live token was revoked. */
export async function revokeToken(db: Kysely<Database>, token: string): Promise<boolean> {
  const res = await db.updateTable('sys_token')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Resolves a clear token to its user and tenant when it is known, not revoked, not expired, and
 * its user is neither deleted nor frozen. Answers null otherwise.
 */
export async function findTokenOwner(db: Kysely<Database>, token: string): Promise<{ userId: string; tenantId: number } | null> {
  if (!token || token.length > 256) return null;
  const row = await db.selectFrom('sys_token as t')
    .innerJoin('sys_user as u', 'u.id', 't.user_id')
    .select(['t.user_id', 't.tenant_id'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', new Date())
    .where('u.del_flag', '=', 0)
    .where('u.status', '=', 1)
    .executeTakeFirst();
  return row ? { userId: row.user_id, tenantId: row.tenant_id } : null;
}
