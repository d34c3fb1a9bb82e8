import { type Kysely, sql } from 'kysely';
import { insertOpsButtons, insertSeedJobs } from '../../seed/ops.js';

/**
 * Operations (issue 5: scheduled jobs, login / operation logs, online users; docs/admin-contract.md):
 * - sys_quartz_job: a scheduled job of a tenant. `job_type` replaces JeecgBoot's job_class_name and
 *   must be a key of the server's job registry (server/src/scheduler/job-types.ts); cron_expression
 *   is Quartz syntax with seconds (`s m h d M w [y]`); status 0 running, -1 stopped.
 * - sys_quartz_job_log: one run of a job. A cron firing is claimed by inserting its row; the
 *   unique (job_id, fire_time) key lets exactly one scheduler instance run a firing. Manual runs
 *   (trigger_type 'manual') have fire_time null. success null while running, 1 ok, 0 failed.
 * - sys_log: log_type 1 login, 2 operation (JeecgBoot sys_log); operate_type 1 query, 2 add,
 *   3 edit, 4 delete, 5 import, 6 export; tenant_id null for sign-ins of unknown usernames.
 * - sys_token gains ip, user_agent (recorded at sign-in) and last_seen (throttled, see
 *   server/src/logs/log-writer.ts) for the online-user list.
 * Databases seeded before this migration get the seed jobs for every tenant and the buttons.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sys_quartz_job (
      id varchar(32) PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      job_type varchar(50) NOT NULL,
      cron_expression varchar(200) NOT NULL,
      parameter text,
      description varchar(255),
      status smallint NOT NULL DEFAULT -1 CHECK (status IN (0, -1)),
      del_flag smallint NOT NULL DEFAULT 0,
      create_by varchar(100),
      create_time timestamptz NOT NULL DEFAULT now(),
      update_by varchar(100),
      update_time timestamptz
    );
    CREATE INDEX sys_quartz_job_tenant ON sys_quartz_job(tenant_id, create_time);
    CREATE INDEX sys_quartz_job_running ON sys_quartz_job(status) WHERE del_flag = 0;
    CREATE TABLE sys_quartz_job_log (
      id bigserial PRIMARY KEY,
      job_id varchar(32) NOT NULL REFERENCES sys_quartz_job(id) ON DELETE CASCADE,
      tenant_id integer NOT NULL,
      job_type varchar(50) NOT NULL,
      trigger_type varchar(10) NOT NULL CHECK (trigger_type IN ('cron', 'manual')),
      fire_time timestamptz,
      start_time timestamptz NOT NULL DEFAULT now(),
      end_time timestamptz,
      duration_ms integer,
      success smallint,
      message text,
      instance varchar(100),
      UNIQUE (job_id, fire_time)
    );
    CREATE INDEX sys_quartz_job_log_job ON sys_quartz_job_log(job_id, start_time DESC);
    CREATE INDEX sys_quartz_job_log_tenant ON sys_quartz_job_log(tenant_id, start_time);
    CREATE TABLE sys_log (
      id bigserial PRIMARY KEY,
      tenant_id integer,
      log_type smallint NOT NULL CHECK (log_type IN (1, 2)),
      log_content varchar(1000),
      operate_type smallint,
      userid varchar(32),
      username varchar(100),
      ip varchar(100),
      method varchar(255),
      request_url varchar(500),
      request_type varchar(10),
      request_param text,
      cost_time integer,
      create_time timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sys_log_tenant ON sys_log(tenant_id, log_type, create_time DESC);
    CREATE INDEX sys_log_time ON sys_log(create_time);
    ALTER TABLE sys_token ADD COLUMN ip varchar(100), ADD COLUMN user_agent varchar(500), ADD COLUMN last_seen timestamptz;
  `.execute(db);
  const tenants = await sql<{ id: number }>`SELECT id FROM sys_tenant ORDER BY id`.execute(db);
  for (const t of tenants.rows) await insertSeedJobs(db, Number(t.id));
  await insertOpsButtons(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS sys_quartz_job_log, sys_quartz_job, sys_log CASCADE;
    ALTER TABLE sys_token DROP COLUMN IF EXISTS ip, DROP COLUMN IF EXISTS user_agent, DROP COLUMN IF EXISTS last_seen;
  `.execute(db);
}
