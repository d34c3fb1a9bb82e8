import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { SysLogTable } from '../db/types-ops.js';

/** A sys_log row to write (create_time defaults to the time it was buffered). */
export type NewLogRow = Insertable<SysLogTable>;

/** What a LogWriter needs. */
export interface LogWriterOptions {
  db: Kysely<Database>;
  /** where flush failures are reported */
  onError?: (err: unknown) => void;
  /** flush interval in ms (default 1000) */
  flushMs?: number;
  /** buffered rows that trigger an immediate flush (default 100) */
  batchSize?: number;
  /** rows kept at most while the database is slow; older ones are dropped (default 10000) */
  maxBuffered?: number;
  /** a token's last_seen is written at most once per this many ms (default 60000) */
  touchEveryMs?: number;
}

const INSERT_CHUNK = 500;

/**
 * Buffered writer of sys_log rows and sys_token.last_seen (issue 5: log writes must not slow
 * requests). Rows are kept in memory and inserted every `flushMs` (1 s) or as soon as `batchSize`
 * (100) are waiting, in multi-row inserts; flushes never overlap. When the database fails the
 * batch is dropped and reported to `onError` (the buffer never grows past `maxBuffered`).
 */
export class LogWriter {
  private rows: NewLogRow[] = [];
  private touched = new Set<string>();
  private readonly lastTouch = new Map<string, number>();
  private chain: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private closed = false;
  /** rows dropped because the buffer was full or the database failed */
  dropped = 0;

  constructor(private readonly opts: LogWriterOptions) {
    this.timer = setInterval(() => void this.flush(), opts.flushMs ?? 1000);
    this.timer.unref();
  }

  /** The database the writer writes to. */
  get db(): Kysely<Database> {
    return this.opts.db;
  }

  /** Buffers one row (create_time = now unless given). Never throws, never waits. */
  write(row: NewLogRow): void {
    if (this.closed) return;
    this.rows.push({ ...row, create_time: row.create_time ?? new Date() });
    const max = this.opts.maxBuffered ?? 10_000;
    if (this.rows.length > max) {
      this.dropped += this.rows.length - max;
      this.rows.splice(0, this.rows.length - max);
    }
    if (this.rows.length >= (this.opts.batchSize ?? 100)) void this.flush();
  }

  /** Notes a call made with the token of hash `tokenHash` (sys_token.last_seen, throttled). */
  touchToken(tokenHash: string, now = Date.now()): void {
    if (this.closed) return;
    const last = this.lastTouch.get(tokenHash);
    if (last !== undefined && now - last < (this.opts.touchEveryMs ?? 60_000)) return;
    if (this.lastTouch.size >= 50_000) this.lastTouch.clear();
    this.lastTouch.set(tokenHash, now);
    this.touched.add(tokenHash);
  }

  /** Writes everything buffered so far; resolves when it is stored (or dropped on failure). */
  flush(): Promise<void> {
    this.chain = this.chain.then(() => this.flushOnce());
    return this.chain;
  }

  /** Flushes and stops the timer; later writes are ignored. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
    this.closed = true;
  }

  private async flushOnce(): Promise<void> {
    const rows = this.rows;
    const tokens = [...this.touched];
    this.rows = [];
    this.touched = new Set();
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const chunk = rows.slice(i, i + INSERT_CHUNK);
      try {
        await this.opts.db.insertInto('sys_log').values(chunk).execute();
      } catch (err) {
        this.dropped += chunk.length;
        this.opts.onError?.(err);
      }
    }
    if (tokens.length) {
      try {
        await this.opts.db.updateTable('sys_token').set({ last_seen: new Date() }).where('token_hash', 'in', tokens).execute();
      } catch (err) {
        this.opts.onError?.(err);
      }
    }
  }
}
