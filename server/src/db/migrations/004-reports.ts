import { type Kysely, sql } from 'kysely';

/**
 * Report aggregates (issue 3 "Reports", docs/fleet-contract.md "Reports").
 *
 * fleet_daily_stat: one row per vehicle and China calendar day (UTC+8), maintained by the daily
 * rollup (server/src/reports/daily-rollup.ts) from fleet_position, so that the day-based reports
 * (运营统计, 车辆上线查询, 流量统计, 运动轨迹, 单车油耗) never scan raw positions at query time.
 * Units: distance km, durations s, speed km/h, fuel L, coordinates WGS-84 degrees, bytes B.
 *
 * fleet_rollup_state: the rollup's checkpoint (time of its last completed run) so a restarted
 * server only recomputes what changed since.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE fleet_daily_stat (
      vehicle_id varchar(32) NOT NULL REFERENCES fleet_vehicle(id) ON DELETE CASCADE,
      day date NOT NULL,
      positions integer NOT NULL DEFAULT 0,
      first_time timestamptz NOT NULL,
      last_time timestamptz NOT NULL,
      first_lon double precision,
      first_lat double precision,
      last_lon double precision,
      last_lat double precision,
      mileage_km double precision NOT NULL DEFAULT 0,
      mileage_source varchar(8) NOT NULL DEFAULT 'track',
      driving_s integer NOT NULL DEFAULT 0,
      idle_s integer NOT NULL DEFAULT 0,
      online_s integer NOT NULL DEFAULT 0,
      max_speed real NOT NULL DEFAULT 0,
      fuel_start_l real,
      fuel_end_l real,
      fuel_used_l double precision NOT NULL DEFAULT 0,
      refuel_l double precision NOT NULL DEFAULT 0,
      refuel_count integer NOT NULL DEFAULT 0,
      bytes_est bigint NOT NULL DEFAULT 0,
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (vehicle_id, day)
    );
    CREATE INDEX fleet_daily_stat_day ON fleet_daily_stat(day);
    CREATE TABLE fleet_rollup_state (
      name varchar(40) PRIMARY KEY,
      last_run timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS fleet_daily_stat, fleet_rollup_state CASCADE;`.execute(db);
}
