import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** What the position stream needs to know about a vehicle. */
export interface VehicleRef {
  carNum: string;
  departId: string;
  tenantId: number;
}

/**
 * Cached map vehicle id → {carNum, departId, tenantId}, loaded whole and reloaded when a
 * position names an unknown vehicle (at most once per `minReloadMs`, so a stray id cannot make
 * every message hit the database).
 */
export class VehicleDirectory {
  private map = new Map<string, VehicleRef>();
  private loading: Promise<void> | null = null;
  private lastLoad = 0;

  constructor(private readonly db: Kysely<Database>, private readonly minReloadMs = 2000) {}

  /** Answers the refs of `ids` (unknown ids absent), reloading first if any id is unknown. */
  async resolve(ids: string[]): Promise<Map<string, VehicleRef>> {
    if (ids.some((id) => !this.map.has(id)) && Date.now() - this.lastLoad >= this.minReloadMs) {
      await this.reload();
    }
    return this.map;
  }

  /** Loads every vehicle (coalesces concurrent reloads). */
  reload(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const rows = await this.db.selectFrom('fleet_vehicle').select(['id', 'car_num', 'depart_id', 'tenant_id']).execute();
        this.map = new Map(rows.map((r) => [r.id, { carNum: r.car_num, departId: r.depart_id, tenantId: r.tenant_id }]));
        this.lastLoad = Date.now();
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }
}
