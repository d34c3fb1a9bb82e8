import { type Kysely, sql } from 'kysely';

/**
 * Alarm records (issue 3, DESIGN §4). One row per alarm episode: terminal alarm bits of 0x0200
 * (source 'terminal') and platform rules (source 'platform': speeding, fatigue, offline, parking
 * timeout). An open alarm has end_time NULL; the partial unique index keeps at most one open
 * episode per (vehicle, type), which is what lets the engine resume after a restart.
 *
 * Units: speeds km/h, durations s, coordinates WGS-84 degrees.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE fleet_alarm (
      id bigserial PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      vehicle_id varchar(32) NOT NULL REFERENCES fleet_vehicle(id) ON DELETE CASCADE,
      alarm_type varchar(40) NOT NULL,
      source varchar(10) NOT NULL,
      alarm_level smallint NOT NULL DEFAULT 2,
      pre_warning boolean NOT NULL DEFAULT false,
      start_time timestamptz NOT NULL,
      end_time timestamptz,
      start_lat double precision,
      start_lon double precision,
      end_lat double precision,
      end_lon double precision,
      start_speed real,
      peak_speed real,
      limit_value real,
      duration_s integer,
      driver_name varchar(50),
      handle_state smallint NOT NULL DEFAULT 0,
      handle_note varchar(500),
      handled_by varchar(100),
      handled_time timestamptz,
      detail jsonb,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX fleet_alarm_vehicle_time ON fleet_alarm(vehicle_id, start_time DESC);
    CREATE INDEX fleet_alarm_tenant_time ON fleet_alarm(tenant_id, start_time DESC);
    CREATE UNIQUE INDEX fleet_alarm_open ON fleet_alarm(vehicle_id, alarm_type) WHERE end_time IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS fleet_alarm CASCADE;`.execute(db);
}
