import { type Kysely, sql } from 'kysely';

/**
 * Vehicle and organisation management (issue 3, docs/fleet-contract.md "Management"):
 *
 * - fleet_category: the vehicle type tree of /api/category/getCategory (货车 / 客车 / 专用车 and
 *   their kinds), per tenant. fleet_vehicle.vehicle_type holds a category name.
 * - fleet_maintenance: maintenance plans and records per vehicle (/api/category/getMaintenance):
 *   due by date and/or by odometer (km); done with the time it was done.
 * - fleet_serial: the last serial number handed out per (tenant, prefix, China day), bumped by
 *   one atomic INSERT … ON CONFLICT DO UPDATE … RETURNING (/api/redOrange/redOrangeRule).
 *
 * Existing tenants get the default categories (DEFAULT_CATEGORIES); new tenants get them from
 * the seed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE fleet_category (
      id varchar(32) PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      parent_id varchar(32) REFERENCES fleet_category(id),
      name varchar(50) NOT NULL,
      code varchar(20) NOT NULL,
      sort_no integer NOT NULL DEFAULT 0,
      UNIQUE (tenant_id, code),
      UNIQUE (tenant_id, name)
    );
    CREATE TABLE fleet_maintenance (
      id bigserial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      vehicle_id varchar(32) NOT NULL REFERENCES fleet_vehicle(id) ON DELETE CASCADE,
      maint_type varchar(50) NOT NULL,
      due_date date,
      due_mileage_km real,
      done boolean NOT NULL DEFAULT false,
      done_time timestamptz,
      note varchar(500),
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX fleet_maintenance_vehicle ON fleet_maintenance(vehicle_id, due_date);
    CREATE TABLE fleet_serial (
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      prefix varchar(16) NOT NULL,
      day char(8) NOT NULL,
      seq integer NOT NULL,
      PRIMARY KEY (tenant_id, prefix, day)
    );
  `.execute(db);
  for (const c of DEFAULT_CATEGORIES) {
    await sql`
      INSERT INTO fleet_category (id, tenant_id, parent_id, name, code, sort_no)
      SELECT ${c.id} || '_' || t.id, t.id, ${c.parentId ? sql`${c.parentId} || '_' || t.id` : sql`NULL`}, ${c.name}, ${c.code}, ${c.sortNo}
      FROM sys_tenant t
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS fleet_serial, fleet_maintenance, fleet_category CASCADE;`.execute(db);
}

/** A default vehicle category; row ids are `<id>_<tenantId>`. Parents come before children. */
export interface DefaultCategory {
  id: string;
  parentId: string | null;
  name: string;
  code: string;
  sortNo: number;
}

/**
 * Default vehicle type tree (names after GA 802 vehicle kinds as fleets use them). The seeded
 * vehicles use 重型货车, 轻型厢式货车, 冷藏车 and 危险品运输车.
 */
export const DEFAULT_CATEGORIES: DefaultCategory[] = [
  { id: 'cat_truck', parentId: null, name: '货车', code: 'H', sortNo: 0 },
  { id: 'cat_truck_heavy', parentId: 'cat_truck', name: '重型货车', code: 'H01', sortNo: 0 },
  { id: 'cat_truck_medium', parentId: 'cat_truck', name: '中型货车', code: 'H02', sortNo: 1 },
  { id: 'cat_truck_van', parentId: 'cat_truck', name: '轻型厢式货车', code: 'H03', sortNo: 2 },
  { id: 'cat_bus', parentId: null, name: '客车', code: 'K', sortNo: 1 },
  { id: 'cat_bus_large', parentId: 'cat_bus', name: '大型客车', code: 'K01', sortNo: 0 },
  { id: 'cat_bus_medium', parentId: 'cat_bus', name: '中型客车', code: 'K02', sortNo: 1 },
  { id: 'cat_bus_small', parentId: 'cat_bus', name: '小型客车', code: 'K03', sortNo: 2 },
  { id: 'cat_special', parentId: null, name: '专用车', code: 'Z', sortNo: 2 },
  { id: 'cat_special_dangerous', parentId: 'cat_special', name: '危险品运输车', code: 'Z01', sortNo: 0 },
  { id: 'cat_special_cold', parentId: 'cat_special', name: '冷藏车', code: 'Z02', sortNo: 1 },
  { id: 'cat_special_muck', parentId: 'cat_special', name: '渣土车', code: 'Z03', sortNo: 2 },
];
