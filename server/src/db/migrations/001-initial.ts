import { type Kysely, sql } from 'kysely';

/**
 * Initial schema: tenants, departments, users, roles, permissions (JeecgBoot naming), tokens,
 * vehicles, terminals, the latest vehicle state and the time-partitioned position table.
 *
 * fleet_position is partitioned by RANGE (gps_time) with one partition per UTC day created on
 * demand (see ensurePositionPartitions) and a DEFAULT partition for stray timestamps. Its primary
 * key (vehicle_id, gps_time) makes a re-sent report (after a lost 0x8001) idempotent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sys_tenant (
      id integer PRIMARY KEY,
      name varchar(100) NOT NULL,
      status smallint NOT NULL DEFAULT 1,
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE sys_depart (
      id varchar(32) PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      parent_id varchar(32) REFERENCES sys_depart(id),
      depart_name varchar(100) NOT NULL,
      org_code varchar(64) NOT NULL,
      org_category varchar(2) NOT NULL DEFAULT '1',
      depart_order integer NOT NULL DEFAULT 0,
      del_flag smallint NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, org_code)
    );
    CREATE TABLE sys_role (
      id varchar(32) PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      role_name varchar(100) NOT NULL,
      role_code varchar(100) NOT NULL,
      description varchar(255),
      create_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, role_code)
    );
    CREATE TABLE sys_user (
      id varchar(32) PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      username varchar(100) NOT NULL UNIQUE,
      realname varchar(100) NOT NULL,
      password_hash varchar(255) NOT NULL,
      avatar varchar(255),
      phone varchar(32),
      email varchar(100),
      sex smallint,
      status smallint NOT NULL DEFAULT 1,
      org_code varchar(64),
      del_flag smallint NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE sys_user_depart (
      user_id varchar(32) NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
      dep_id varchar(32) NOT NULL REFERENCES sys_depart(id) ON DELETE CASCADE,
      PRIMARY KEY (user_id, dep_id)
    );
    CREATE TABLE sys_user_role (
      user_id varchar(32) NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
      role_id varchar(32) NOT NULL REFERENCES sys_role(id) ON DELETE CASCADE,
      PRIMARY KEY (user_id, role_id)
    );
    CREATE TABLE sys_permission (
      id varchar(32) PRIMARY KEY,
      parent_id varchar(32) REFERENCES sys_permission(id),
      name varchar(100) NOT NULL,
      url varchar(255),
      component varchar(255),
      component_name varchar(100),
      redirect varchar(255),
      menu_type smallint NOT NULL,
      perms varchar(255),
      perms_type varchar(2) NOT NULL DEFAULT '1',
      sort_no integer NOT NULL DEFAULT 0,
      icon varchar(100),
      is_route boolean NOT NULL DEFAULT true,
      keep_alive boolean NOT NULL DEFAULT false,
      hidden boolean NOT NULL DEFAULT false,
      hide_tab boolean NOT NULL DEFAULT false,
      always_show boolean NOT NULL DEFAULT false,
      internal_or_external boolean NOT NULL DEFAULT false,
      status varchar(2) NOT NULL DEFAULT '1',
      del_flag smallint NOT NULL DEFAULT 0
    );
    CREATE TABLE sys_role_permission (
      role_id varchar(32) NOT NULL REFERENCES sys_role(id) ON DELETE CASCADE,
      permission_id varchar(32) NOT NULL REFERENCES sys_permission(id) ON DELETE CASCADE,
      PRIMARY KEY (role_id, permission_id)
    );
    CREATE TABLE sys_token (
      token_hash char(64) PRIMARY KEY,
      user_id varchar(32) NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
      tenant_id integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX sys_token_user ON sys_token(user_id);

    CREATE TABLE fleet_vehicle (
      id varchar(32) PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      depart_id varchar(32) NOT NULL REFERENCES sys_depart(id),
      car_num varchar(20) NOT NULL,
      plate_color smallint NOT NULL DEFAULT 2,
      vin varchar(17),
      vehicle_type varchar(50),
      driver_name varchar(50),
      speed_limit integer NOT NULL DEFAULT 80,
      fuel_tank integer,
      create_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (tenant_id, car_num)
    );
    CREATE INDEX fleet_vehicle_depart ON fleet_vehicle(depart_id);
    CREATE TABLE fleet_terminal (
      id varchar(32) PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      vehicle_id varchar(32) NOT NULL UNIQUE REFERENCES fleet_vehicle(id) ON DELETE CASCADE,
      phone varchar(20) NOT NULL UNIQUE,
      terminal_id varchar(30),
      auth_code varchar(64),
      protocol_version smallint,
      registered_at timestamptz
    );
    CREATE TABLE fleet_vehicle_state (
      vehicle_id varchar(32) PRIMARY KEY REFERENCES fleet_vehicle(id) ON DELETE CASCADE,
      gps_time timestamptz NOT NULL,
      recv_time timestamptz NOT NULL,
      lat double precision NOT NULL,
      lon double precision NOT NULL,
      altitude integer NOT NULL DEFAULT 0,
      speed real NOT NULL DEFAULT 0,
      direction smallint NOT NULL DEFAULT 0,
      alarm_flags bigint NOT NULL DEFAULT 0,
      status_flags bigint NOT NULL DEFAULT 0,
      mileage real,
      fuel real,
      online boolean NOT NULL DEFAULT true
    );
    CREATE TABLE fleet_position (
      vehicle_id varchar(32) NOT NULL,
      gps_time timestamptz NOT NULL,
      recv_time timestamptz NOT NULL DEFAULT now(),
      lat double precision NOT NULL,
      lon double precision NOT NULL,
      altitude integer NOT NULL DEFAULT 0,
      speed real NOT NULL DEFAULT 0,
      direction smallint NOT NULL DEFAULT 0,
      alarm_flags bigint NOT NULL DEFAULT 0,
      status_flags bigint NOT NULL DEFAULT 0,
      mileage real,
      fuel real,
      extras jsonb,
      PRIMARY KEY (vehicle_id, gps_time)
    ) PARTITION BY RANGE (gps_time);
    CREATE TABLE fleet_position_default PARTITION OF fleet_position DEFAULT;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS fleet_position, fleet_vehicle_state, fleet_terminal, fleet_vehicle,
      sys_token, sys_role_permission, sys_permission, sys_user_role, sys_user_depart, sys_user,
      sys_role, sys_depart, sys_tenant CASCADE;
  `.execute(db);
}
