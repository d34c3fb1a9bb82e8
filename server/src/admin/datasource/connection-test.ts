import { Client } from 'pg';
import type { ConnectionFields } from './datasource-input.js';
import { resolveSafeAddress } from './host-check.js';
import { DS_TEXT as T } from './texts.js';

/** Limit of the whole test (connect + SELECT 1), ms. */
export const CONNECTION_TEST_TIMEOUT_MS = 5000;

/** Outcome of a connection test: ok, or the driver's reason with secrets removed. */
export type ConnectionTestResult = { ok: true } | { ok: false; reason: string };

/**
 * Removes secrets from a driver message: every occurrence of the password (and of its
 * URI-encoded form) becomes ******, control characters become spaces, at most 200 characters.
 */
export function scrubMessage(message: string, password: string | undefined): string {
  let s = message;
  for (const secret of password ? [password, encodeURIComponent(password)] : []) {
    if (secret) s = s.split(secret).join('******');
  }
  // eslint-disable-next-line no-control-regex
  s = s.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return s.length > 200 ? `${s.slice(0, 200)}…` : s || '未知错误';
}

/**
 * Tests a postgresql data source: resolves the host once (refusing link-local / metadata
 * addresses, see host-check.ts), connects with the pg client from the STRUCTURED fields only
 * (host = the resolved address, no connection string, ssl off, application_name fixed), runs
 * `SELECT 1` and closes. Everything is bounded by CONNECTION_TEST_TIMEOUT_MS.
 * @throws HttpError 400 for a forbidden / unresolvable host or a non-postgresql type.
 */
export async function testConnection(fields: ConnectionFields, password: string | undefined): Promise<ConnectionTestResult> {
  if (fields.dbType !== 'postgresql') return { ok: false, reason: T.mysqlUntestable };
  const address = await resolveSafeAddress(fields.host);
  const client = new Client({
    host: address,
    port: fields.port,
    database: fields.database,
    user: fields.username,
    password: password ?? '',
    ssl: false,
    application_name: 'console-datasource-test',
    connectionTimeoutMillis: CONNECTION_TEST_TIMEOUT_MS,
    query_timeout: CONNECTION_TEST_TIMEOUT_MS,
    statement_timeout: CONNECTION_TEST_TIMEOUT_MS,
  });
  client.on('error', () => undefined); // late socket errors after a failure must not crash the process
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`连接超时（${CONNECTION_TEST_TIMEOUT_MS / 1000}秒）`)), CONNECTION_TEST_TIMEOUT_MS);
  });
  try {
    await Promise.race([(async () => {
      await client.connect();
      await client.query('SELECT 1');
    })(), deadline]);
    return { ok: true };
  } catch (err) {
    return { ok: false, reason: scrubMessage(err instanceof Error ? err.message : String(err), password) };
  } finally {
    clearTimeout(timer);
    client.end().catch(() => undefined);
  }
}
