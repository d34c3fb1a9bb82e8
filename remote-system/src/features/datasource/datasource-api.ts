import { handleHttpError, http } from 'shared-session';
import { DATASOURCE_URLS, type ConnectionBody, type DataSourceRecord } from './datasource-types';

/** The outcome of a call whose failure the page shows itself: the server's message either way. */
export interface CallOutcome {
  ok: boolean;
  message: string;
  /** true when the global error UI already reported the failure (the caller shows nothing) */
  reported?: boolean;
}

/**
 * The server message of a rejected call (HTTP 4xx/5xx answers carry the envelope in the body),
 * else the error's own message.
 */
export function errorMessage(error: unknown): string {
  const body = (error as { response?: { data?: { message?: unknown } } })?.response?.data;
  if (typeof body?.message === 'string' && body.message) return body.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs a call made with the global error UI switched off (`skipErrorHandler`) and answers
 * {ok, message}: success → the answer's message; `success: false` (e.g. a failed connection test,
 * code 500) or HTTP 400 (the Chinese validation message) → ok false with the server's message, for
 * the page to show. Any other failure (401 expiry, 403, 404, 5xx, timeout) is handed to the shared
 * error handling (shared-session handleHttpError: notification, logout on expiry) → reported true.
 */
export async function runCall(call: () => Promise<{ success: boolean; message: string }>): Promise<CallOutcome> {
  try {
    const answer = await call();
    return { ok: Boolean(answer.success), message: answer.message };
  } catch (error) {
    const failure = error as { response?: { status?: number }; config?: Record<string, unknown> };
    if (failure?.response?.status === 400) return { ok: false, message: errorMessage(error) };
    const forward = Object.assign(Object.create(error as object) as object, { config: { ...failure?.config, skipErrorHandler: false } });
    await handleHttpError(forward as Parameters<typeof handleHttpError>[0]).catch(() => undefined);
    return { ok: false, message: errorMessage(error), reported: true };
  }
}

/**
 * POST /sys/dataSource/testConnection with the structured connection fields (never a URL).
 * An empty password with an id uses the stored one. Answers 数据库连接成功, or ok false with
 * 数据库连接失败：<reason> (code 500) or the 400 message of a bad field.
 */
export function testConnection(body: ConnectionBody): Promise<CallOutcome> {
  const data = { ...body, dbPassword: body.dbPassword || undefined };
  return runCall(() => http.post(DATASOURCE_URLS.testConnection, data, { skipErrorHandler: true }));
}

/** The connection fields of a stored row (no password: the server uses the stored one). */
export function connectionOf(row: DataSourceRecord): ConnectionBody {
  return { id: row.id, dbType: row.dbType, dbHost: row.dbHost, dbPort: row.dbPort, dbName: row.dbName, dbUsername: row.dbUsername };
}

/**
 * Saves a data source: POST add without `id`, PUT edit with it (an empty dbPassword keeps the
 * stored password on edit). Answers 添加成功！ / 编辑成功!, or ok false with the server's message
 * (数据源编码已存在, a field message …).
 */
export function saveDataSource(values: Record<string, unknown>, id?: string): Promise<CallOutcome> {
  const body = { ...values, dbPassword: values.dbPassword || undefined };
  return runCall(() => (id
    ? http.put(DATASOURCE_URLS.edit, { ...body, id }, { skipErrorHandler: true })
    : http.post(DATASOURCE_URLS.add, body, { skipErrorHandler: true })));
}
