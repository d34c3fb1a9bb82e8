import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { currentUser } from '../../auth/guard.js';
import type { Database } from '../../db/types.js';
import { ok, responses } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';
import { badInput } from './manage-input.js';

/** Largest sequence of one prefix and day (4 digits). */
export const MAX_SERIAL = 9999;

/** yyyyMMdd of `at` in China time (UTC+8, no daylight saving). */
export function chinaDay(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/**
 * The next serial number `prefix + yyyyMMdd + 4-digit sequence` of a tenant (JeecgBoot
 * 编码规则 style). The sequence restarts at 0001 each China day per prefix and is bumped by one
 * atomic `INSERT … ON CONFLICT DO UPDATE … RETURNING` (the row lock serialises concurrent calls, so
 * no two calls get the same number). Throws 400 when the day's 9999 numbers are used up.
 */
export async function nextSerial(db: Kysely<Database>, tenantId: number, prefix: string, at = new Date()): Promise<string> {
  const day = chinaDay(at);
  const row = await sql<{ seq: number }>`
    INSERT INTO fleet_serial (tenant_id, prefix, day, seq) VALUES (${tenantId}, ${prefix}, ${day}, 1)
    ON CONFLICT (tenant_id, prefix, day) DO UPDATE SET seq = fleet_serial.seq + 1
    RETURNING seq
  `.execute(db);
  const seq = Number(row.rows[0].seq);
  if (seq > MAX_SERIAL) throw badInput('当日流水号已用尽');
  return `${prefix}${day}${String(seq).padStart(4, '0')}`;
}

/**
 * POST /api/redOrange/redOrangeRule {prefix} → serial number string, e.g. 'WX202501010001'.
 * prefix: 1–16 letters, digits, '-' or '_' (else 400).
 */
export function registerRedOrangeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post<{ Body: { prefix?: unknown } | null }>('/api/redOrange/redOrangeRule', {
    schema: { tags: ['fleet'], summary: '生成流水号（前缀+日期+4位序号）', body: { type: ['object', 'null'], additionalProperties: true }, response: responses({ type: 'string' }) },
  }, async (request) => {
    const user = currentUser(request);
    const prefix = typeof request.body?.prefix === 'string' ? request.body.prefix.trim() : '';
    if (!/^[A-Za-z0-9_-]{1,16}$/.test(prefix)) throw badInput('前缀应为1至16位字母、数字、-或_');
    return ok(await nextSerial(deps.db, user.tenantId, prefix));
  });
}
