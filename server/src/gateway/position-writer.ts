import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { EventBus } from '../bus/types.js';
import type { Database } from '../db/index.js';
import type { PartitionManager } from './partitions.js';
import { planBatch, positionKey, toStoredPosition, type PositionInput } from './position-rows.js';
import { UNIQUE_VIOLATION, insertPositions, insertedKeys, supportsBinaryArrays, upsertStates } from './position-sql.js';

const byVehicle = (a: PositionInput, b: PositionInput) => (a.vehicleId < b.vehicleId ? -1 : a.vehicleId > b.vehicleId ? 1 : 0);

/** Tuning of the {@link PositionWriter}. */
export interface PositionWriterOptions {
  /** Rows per transaction at most. Default 2000. */
  maxBatchRows?: number;
  /** How long an idle writer waits to gather a batch, ms. Default 5. */
  flushIntervalMs?: number;
  /** Transactions in flight at once. Default 1 (PGlite is one connection anyway). */
  concurrency?: number;
  /** Queued rows above which connections should stop reading. Default 20000. */
  highWaterRows?: number;
  /**
   * 0 (default): fleet_vehicle_state is upserted in the same transaction as the positions, so it is
   * current when the 0x8001 goes out. > 0: the newest position per vehicle is kept in memory and
   * upserted at most every `stateFlushMs` ms in its own statement — one state row write per vehicle
   * and interval instead of one per batch (at 10,000 terminals each batch touches nearly as many
   * state rows as it inserts positions). The positions themselves are still committed before the
   * ack; state lost by a crash is rebuilt from fleet_position by {@link catchUpStates} at start.
   */
  stateFlushMs?: number;
}

interface Request {
  items: PositionInput[];
  /** called once: no argument after the commit, the error when the transaction failed */
  done(err?: unknown): void;
}

/**
 * Batches positions from every connection into few transactions: one multi-row parameterised
 * INSERT into fleet_position (column arrays through unnest, sent as binary arrays where the driver
 * takes them, see position-sql.ts) and one upsert of fleet_vehicle_state that only moves forward in
 * gps_time (in the same transaction, or deferred: see `stateFlushMs`). The INSERT is a plain one;
 * when a row is already stored (a re-sent report whose 0x8001 was lost) the transaction fails with
 * a unique violation and is redone with ON CONFLICT DO NOTHING, publishing only the new rows.
 * `write()` resolves (`enqueue()` calls back) after the commit, then the caller acks; every
 * committed batch is published on bus topic 'positions' as StoredPosition[] (a re-sent duplicate is
 * acknowledged but neither stored nor published twice). A failed transaction fails every write of
 * that batch.
 */
export class PositionWriter {
  private queue: Request[] = [];
  private queuedRows = 0;
  private inFlight = 0;
  private timer: NodeJS.Timeout | null = null;
  private idleWaiters: Array<() => void> = [];
  private drainWaiters: Array<() => void> = [];
  private readonly maxRows: number;
  private readonly flushMs: number;
  private readonly concurrency: number;
  private readonly highWater: number;
  private readonly stateMs: number;
  /** newest position per vehicle not yet in fleet_vehicle_state (stateFlushMs > 0) */
  private pendingState = new Map<string, PositionInput>();
  private stateTimer: NodeJS.Timeout | null = null;
  private stateFlushing: Promise<void> | null = null;
  /** whether the driver takes binary array parameters (asked on the first write) */
  private binary: Promise<boolean> | null = null;
  /** Rows inserted so far. */
  stored = 0;
  /** Writes (messages) rejected by a failed transaction. */
  writeErrors = 0;
  /** Transactions committed. */
  batches = 0;
  /** Batches redone skipping stored rows after a plain INSERT met a duplicate key. */
  duplicateRetries = 0;
  /** fleet_vehicle_state rows written by deferred state flushes. */
  stateRows = 0;

  /** @param deps database, bus, partitions and logger; @param opts tuning. */
  constructor(
    private readonly deps: { db: Kysely<Database>; bus: EventBus; partitions: PartitionManager; log: Logger },
    opts: PositionWriterOptions = {},
  ) {
    this.maxRows = opts.maxBatchRows ?? 2000;
    this.flushMs = opts.flushIntervalMs ?? 5;
    this.concurrency = opts.concurrency ?? 1;
    this.highWater = opts.highWaterRows ?? 20000;
    this.stateMs = opts.stateFlushMs ?? 0;
  }

  /** Rows waiting for a transaction. */
  get depth(): number {
    return this.queuedRows;
  }

  /** True when the queue is above the high-water mark: callers should pause reading. */
  get saturated(): boolean {
    return this.queuedRows >= this.highWater;
  }

  /** Calls `cb` once the queue is below half the high-water mark. */
  onDrain(cb: () => void): void {
    if (!this.saturated) cb();
    else this.drainWaiters.push(cb);
  }

  /**
   * Queues positions; resolves once committed (duplicates included: they are stored already),
   * rejects when the transaction failed.
   */
  write(items: PositionInput[]): Promise<void> {
    return new Promise((resolve, reject) => this.enqueue(items, (err) => (err === undefined ? resolve() : reject(err))));
  }

  /**
   * {@link write} without a promise per message (the gateway's hot path): `done()` after the
   * commit, `done(err)` when the transaction failed.
   */
  enqueue(items: PositionInput[], done: (err?: unknown) => void): void {
    this.queue.push({ items, done });
    this.queuedRows += items.length;
    this.schedule();
  }

  /**
   * Resolves when nothing is queued or in flight (flushes at once), deferred vehicle states
   * included.
   */
  async idle(): Promise<void> {
    if (this.queue.length && this.inFlight < this.concurrency) void this.flush();
    if (this.queue.length || this.inFlight) await new Promise<void>((r) => this.idleWaiters.push(r));
    await this.flushStates();
  }

  /**
   * Writes the deferred vehicle states now (one upsert; only forward in gps_time). A failed write
   * is logged and its rows are kept for the next flush unless newer ones arrived meanwhile.
   */
  async flushStates(): Promise<void> {
    const binary = await (this.binary ??= supportsBinaryArrays(this.deps.db));
    while (this.stateFlushing) await this.stateFlushing;
    if (this.stateTimer) {
      clearTimeout(this.stateTimer);
      this.stateTimer = null;
    }
    if (this.pendingState.size === 0) return;
    const rows = [...this.pendingState.values()].sort(byVehicle);
    this.pendingState = new Map();
    this.stateFlushing = upsertStates(this.deps.db, rows, new Date().toISOString(), binary).then(
      () => void (this.stateRows += rows.length),
      (err: unknown) => {
        this.deps.log.error({ err, vehicles: rows.length }, 'vehicle state flush failed; retried with the next one');
        for (const p of rows) this.deferState(p);
      },
    ).finally(() => {
      this.stateFlushing = null;
    });
    await this.stateFlushing;
  }

  private deferState(p: PositionInput): void {
    const cur = this.pendingState.get(p.vehicleId);
    if (!cur || cur.location.gpsTime < p.location.gpsTime) this.pendingState.set(p.vehicleId, p);
    if (!this.stateTimer) {
      this.stateTimer = setTimeout(() => void this.flushStates(), this.stateMs);
      this.stateTimer.unref();
    }
  }

  private schedule(): void {
    if (this.inFlight >= this.concurrency || this.queue.length === 0) return;
    if (this.queuedRows >= this.maxRows) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
  }

  private take(): Request[] {
    let rows = 0;
    let n = 0;
    while (n < this.queue.length && (n === 0 || rows + this.queue[n].items.length <= this.maxRows)) {
      rows += this.queue[n].items.length;
      n++;
    }
    this.queuedRows -= rows;
    return this.queue.splice(0, n);
  }

  private async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.queue.length === 0 || this.inFlight >= this.concurrency) return;
    const batch = this.take();
    if (this.queuedRows < this.highWater / 2 && this.drainWaiters.length) {
      const waiters = this.drainWaiters;
      this.drainWaiters = [];
      for (const w of waiters) w();
    }
    this.inFlight++;
    let failure: unknown;
    try {
      await this.commit(batch.flatMap((r) => r.items));
    } catch (err) {
      failure = err ?? new Error('position batch write failed');
      this.writeErrors += batch.length;
      this.deps.log.error({ err, messages: batch.length }, 'position batch write failed');
    }
    for (const r of batch) {
      try {
        r.done(failure);
      } catch (err) {
        this.deps.log.error({ err }, 'position write callback failed');
      }
    }
    this.inFlight--;
    // rows that queued up during this transaction have waited long enough: group-commit them now
    if (this.queue.length) void this.flush();
    else if (this.inFlight === 0) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const w of waiters) w();
    }
  }

  private async commit(items: PositionInput[]): Promise<void> {
    const { unique, latest } = planBatch(items);
    await this.deps.partitions.ensureFor(unique.map((p) => p.location.gpsTime));
    const binary = await (this.binary ??= supportsBinaryArrays(this.deps.db));
    let result: { inserted: number; fresh: Set<string> | null };
    try {
      result = await this.transaction(unique, latest, binary, false);
    } catch (err) {
      if ((err as { code?: string }).code !== UNIQUE_VIOLATION) throw err;
      // a re-sent report is already stored (its 0x8001 was lost): redo the batch skipping those rows
      this.duplicateRetries++;
      result = await this.transaction(unique, latest, binary, true);
    }
    const { inserted, fresh } = result;
    if (this.stateMs > 0) for (const p of latest) this.deferState(p);
    this.batches++;
    this.stored += inserted;
    if (inserted === 0) return;
    const out = fresh ? unique.filter((p) => fresh.has(positionKey(p.vehicleId, p.location.gpsTime))) : unique;
    this.deps.bus.publish('positions', out.map(toStoredPosition));
  }

  /**
   * One transaction: the positions (plain INSERT, or skipping stored ones), then the vehicle states
   * unless deferred. `fresh`: keys of the rows inserted when some were skipped, else null (all new).
   */
  private transaction(unique: PositionInput[], latest: PositionInput[], binary: boolean, skipDuplicates: boolean) {
    const recv = new Date().toISOString();
    return this.deps.db.transaction().execute(async (trx) => {
      const n = await insertPositions(trx, unique, recv, { binary, skipDuplicates });
      const keys = n < unique.length ? await insertedKeys(trx, unique) : null;
      if (this.stateMs <= 0) await upsertStates(trx, latest, recv, binary);
      return { inserted: n, fresh: keys };
    });
  }
}
