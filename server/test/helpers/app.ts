import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { createInProcessBus } from '../../src/bus/in-process.js';
import type { EventBus } from '../../src/bus/types.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './databases.js';

/** An HTTP answer as the tests read it. */
export interface TestResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json(): any;
}

/**
 * The app over a fresh seeded database of one kind, listening on 127.0.0.1:<random port>.
 * Calls go over real HTTP (fetch): light-my-request's ESM dependency cannot load in jest's
 * CommonJS sandbox on Node 20.
 */
export interface TestApp {
  kind: DatabaseKind;
  app: FastifyInstance;
  database: TestDatabase;
  bus: EventBus;
  config: AppConfig;
  /** Logs in (password 123456 unless given) and answers the token; throws when login fails. */
  login(username: string, password?: string): Promise<string>;
  /** app.inject with JSON body and optional token. */
  call(method: 'GET' | 'POST' | 'PUT', url: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<TestResponse>;
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

/** The API base of tests. */
export const API = '/jeecg-boot';

/** Builds a TestApp (in-process bus, logger off, 12 seeded vehicles unless told). */
export async function startTestApp(kind: DatabaseKind, opts: { vehicles?: number; env?: Record<string, string> } = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind, { vehicles: opts.vehicles });
  const bus = createInProcessBus();
  const config = loadConfig({ LOG_LEVEL: 'silent', ...opts.env });
  const app = buildApp({ config, db: database.db, bus, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const call: TestApp['call'] = async (method, url, o = {}) => {
    const headers: Record<string, string> = { ...(o.token ? { 'x-access-token': o.token } : {}) };
    let payload: string | undefined;
    if (o.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
    }
    Object.assign(headers, o.headers);
    const res = await fetch(`${origin}${API}${url}`, { method, headers, body: payload });
    const body = await res.text();
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers.entries()),
      body,
      json: () => JSON.parse(body),
    };
  };
  return {
    kind, app, database, bus, config, call, origin,
    async login(username, password = '123456') {
      const res = await call('POST', '/sys/login', { body: { username, password } });
      const body = res.json();
      if (!body.success) throw new Error(`login ${username} failed: ${res.body}`);
      return body.result.token as string;
    },
    async close() {
      // Every test call has been answered by now: drop the keep-alive sockets instead of waiting
      // for Fastify's 72 s keepAliveTimeout on one a response stream has not yet released.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await bus.close();
      await database.close();
    },
  };
}
