import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';
import { canonicalPhone, storedPhone } from '../jt808/index.js';

/** What the gateway needs of a fleet_terminal row. */
export interface TerminalRecord {
  id: string;
  vehicleId: string;
  phone: string;
  authCode: string | null;
}

/**
 * Finds the terminal of a header phone (any BCD width): matches fleet_terminal.phone in its
 * 12-digit stored form, its canonical form (leading zeros stripped) or as sent. Null when unknown.
 */
export async function findTerminal(db: Kysely<Database>, phone: string): Promise<TerminalRecord | null> {
  const forms = [...new Set([storedPhone(phone), canonicalPhone(phone), phone])];
  const row = await db
    .selectFrom('fleet_terminal')
    .select(['id', 'vehicle_id', 'phone', 'auth_code'])
    .where('phone', 'in', forms)
    .executeTakeFirst();
  return row ? { id: row.id, vehicleId: row.vehicle_id, phone: row.phone, authCode: row.auth_code } : null;
}

/** A new random auth code (鉴权码): 16 hex characters. */
export function newAuthCode(): string {
  return randomBytes(8).toString('hex').toUpperCase();
}

/**
 * Stores a registration: the auth code, the header generation (2013 or 2019) in protocol_version,
 * the terminal id the terminal reported (when given) and registered_at = now.
 */
export async function saveRegistration(
  db: Kysely<Database>,
  terminalId: string,
  reg: { authCode: string; version: 2013 | 2019; reportedTerminalId?: string },
): Promise<void> {
  await db
    .updateTable('fleet_terminal')
    .set({
      auth_code: reg.authCode,
      protocol_version: reg.version,
      registered_at: new Date().toISOString(),
      ...(reg.reportedTerminalId ? { terminal_id: reg.reportedTerminalId.slice(0, 30) } : {}),
    })
    .where('id', '=', terminalId)
    .execute();
}
