import type { Kysely } from 'kysely';
import type { Database } from '../db/index.js';

/** A terminal the simulator plays: who it is, its plate and where its department is. */
export interface SimTerminal {
  /** 12-digit phone as stored in fleet_terminal */
  phone: string;
  /** 车牌号, e.g. 沪A12345 */
  carNum: string;
  /** JT/T 697.7 plate colour (2 = yellow) */
  plateColor: number;
  /** department org code, e.g. A01A01A01 (null when unknown) */
  orgCode: string | null;
  /** department names from the root, joined by "/", e.g. 华东物流集团/上海分公司/浦东车队 */
  departPath: string;
  /** fuel tank, L (null when unknown) */
  fuelTank: number | null;
}

/**
 * Loads up to `limit` terminals with their vehicle and department (ordered by phone), for the
 * simulator. Department paths are resolved by walking sys_depart.parent_id.
 */
export async function loadSimTerminals(db: Kysely<Database>, limit: number): Promise<SimTerminal[]> {
  const rows = await db
    .selectFrom('fleet_terminal as t')
    .innerJoin('fleet_vehicle as v', 'v.id', 't.vehicle_id')
    .innerJoin('sys_depart as d', 'd.id', 'v.depart_id')
    .select(['t.phone', 'v.car_num', 'v.plate_color', 'v.fuel_tank', 'd.id as depart_id', 'd.org_code'])
    .orderBy('t.phone')
    .limit(Math.max(0, limit))
    .execute();
  if (rows.length === 0) return [];
  const departs = await db.selectFrom('sys_depart').select(['id', 'parent_id', 'depart_name']).execute();
  const byId = new Map(departs.map((d) => [d.id, d]));
  const pathOf = (id: string): string => {
    const names: string[] = [];
    for (let d = byId.get(id), hops = 0; d && hops < 32; d = d.parent_id ? byId.get(d.parent_id) : undefined, hops++) names.unshift(d.depart_name);
    return names.join('/');
  };
  return rows.map((r) => ({
    phone: r.phone,
    carNum: r.car_num,
    plateColor: r.plate_color,
    orgCode: r.org_code,
    departPath: pathOf(r.depart_id),
    fuelTank: r.fuel_tank,
  }));
}
