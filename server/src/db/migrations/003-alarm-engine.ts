import { type Kysely, sql } from 'kysely';

/**
 * Alarm engine tables (issue 3, docs/fleet-contract.md "Alarm calls"):
 * - fleet_alarm_rule: per-vehicle overrides of the platform rules (AlarmRule of
 *   server/src/alarm/rules.ts, stored as jsonb of the overridden keys only; defaults live in code).
 * - fleet_alarm_state: the engine's checkpoint per vehicle (VehicleAlarmState jsonb) and the gps
 *   time of the last position it covers; written in the same transaction as the vehicle's
 *   fleet_alarm transitions, so after a restart the engine replays fleet_position rows with
 *   gps_time > last_time and ends up exactly where it was.
 * - fleet_alarm_open_type: index for the open-alarm prompt counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE fleet_alarm_rule (
      vehicle_id varchar(32) PRIMARY KEY REFERENCES fleet_vehicle(id) ON DELETE CASCADE,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      rule jsonb NOT NULL,
      update_by varchar(100),
      update_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE fleet_alarm_state (
      vehicle_id varchar(32) PRIMARY KEY REFERENCES fleet_vehicle(id) ON DELETE CASCADE,
      last_time timestamptz NOT NULL,
      state jsonb NOT NULL,
      update_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX fleet_alarm_open_type ON fleet_alarm(tenant_id, alarm_type) WHERE end_time IS NULL;
    CREATE INDEX fleet_alarm_unhandled ON fleet_alarm(tenant_id, vehicle_id) WHERE handle_state = 0;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS fleet_alarm_unhandled;
    DROP INDEX IF EXISTS fleet_alarm_open_type;
    DROP TABLE IF EXISTS fleet_alarm_state;
    DROP TABLE IF EXISTS fleet_alarm_rule;
  `.execute(db);
}
