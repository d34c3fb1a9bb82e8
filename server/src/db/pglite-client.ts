import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** One statement's answer as the worker sends it. */
export interface PgliteResult<R = Record<string, unknown>> {
  rows: R[];
  affectedRows?: number;
  rowCount?: number;
  command?: string;
}

interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
}

type Reply = { id: number; ok: boolean; result?: unknown; error?: Record<string, unknown> & { message: string } };

/**
 * Dates cloned from the worker belong to the main realm; under a sandbox with its own Date (jest)
 * they fail `instanceof Date`, so they are re-created in this realm.
 */
function localiseDates(result: unknown): unknown {
  const rows = (result as PgliteResult | null)?.rows;
  if (!Array.isArray(rows)) return result;
  for (const row of rows as Record<string, unknown>[]) {
    for (const key of Object.keys(row)) {
      const v = row[key];
      if (typeof v === 'object' && v !== null && !(v instanceof Date) && Object.prototype.toString.call(v) === '[object Date]') {
        row[key] = new Date((v as Date).getTime());
      }
    }
  }
  return result;
}

function toError(plain: Reply['error']): Error {
  const err = new Error(plain?.message ?? 'PGlite error');
  if (plain) Object.assign(err, plain);
  return err;
}

/**
 * PGlite running in a worker thread (pglite-worker.cjs), driven by messages. Keeps PGlite's
 * synchronous WASM work off the main event loop and works inside jest's VM sandbox. Errors keep
 * PostgreSQL's fields (code, detail, constraint …). int8 is parsed to number in the worker.
 */
export class PgliteWorkerClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private isClosed = false;
  private exitError: Error | null = null;

  private constructor(dataDir: string) {
    this.worker = new Worker(path.join(__dirname, 'pglite-worker.cjs'), { workerData: { dataDir } });
    this.worker.on('message', (msg: Reply) => {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (msg.ok) p.resolve(localiseDates(msg.result));
      else p.reject(toError(msg.error));
    });
    const failAll = (err: Error) => {
      this.exitError = err;
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
    };
    this.worker.on('error', failAll);
    this.worker.on('exit', (code) => {
      this.isClosed = true;
      failAll(new Error(`PGlite worker exited (code ${code})`));
    });
  }

  /** Starts the worker and waits until PGlite opened `dataDir` (a folder or memory://). */
  static async open(dataDir: string): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(dataDir);
    await new Promise<unknown>((resolve, reject) => client.pending.set(0, { resolve, reject }));
    return client;
  }

  get closed(): boolean {
    return this.isClosed;
  }

  private send<T>(msg: { op: string; sql?: string; params?: unknown[] }): Promise<T> {
    if (this.isClosed) return Promise.reject(this.exitError ?? new Error('PGlite is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ id, ...msg });
    });
  }

  /** One statement with $n parameters (extended protocol). */
  query<R>(sqlText: string, params: unknown[] = []): Promise<PgliteResult<R>> {
    return this.send({ op: 'query', sql: sqlText, params });
  }

  /** Several parameterless statements (simple protocol); answers the last statement's result. */
  exec<R>(sqlText: string): Promise<PgliteResult<R>> {
    return this.send({ op: 'exec', sql: sqlText });
  }

  /** Closes PGlite (flushing the data folder) and stops the worker. */
  async close(): Promise<void> {
    if (this.isClosed) return;
    try {
      await this.send({ op: 'close' });
    } finally {
      this.isClosed = true;
      await this.worker.terminate();
    }
  }
}
