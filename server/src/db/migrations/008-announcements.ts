import { type Kysely, sql } from 'kysely';

/**
 * Announcements and system messages (console-spec §1 messages, §3 Announcement, §7 Notices;
 * JeecgBoot sys_announcement / sys_announcement_send). `titile` keeps JeecgBoot's spelling.
 * send_status: '0' draft, '1' published, '2' revoked. msg_category: '1' 通知公告, '2' 系统消息.
 * msg_type: 'ALL' every user of the tenant, 'USER' the users listed in sys_announcement_send.
 * One sys_announcement_send row per addressee is written at publication; read_flag '0' / '1'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sys_announcement (
      id varchar(32) PRIMARY KEY,
      tenant_id integer NOT NULL REFERENCES sys_tenant(id),
      titile varchar(100) NOT NULL,
      msg_content text NOT NULL DEFAULT '',
      msg_abstract varchar(500),
      start_time timestamptz,
      end_time timestamptz,
      sender varchar(100),
      priority varchar(1) NOT NULL DEFAULT 'L' CHECK (priority IN ('L', 'M', 'H')),
      msg_category varchar(1) NOT NULL DEFAULT '1' CHECK (msg_category IN ('1', '2')),
      msg_type varchar(10) NOT NULL DEFAULT 'ALL' CHECK (msg_type IN ('ALL', 'USER')),
      user_ids text,
      send_status varchar(1) NOT NULL DEFAULT '0' CHECK (send_status IN ('0', '1', '2')),
      send_time timestamptz,
      cancel_time timestamptz,
      open_type varchar(20),
      open_page varchar(255),
      bus_id varchar(50),
      del_flag smallint NOT NULL DEFAULT 0,
      create_by varchar(100),
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz
    );
    CREATE INDEX sys_announcement_tenant ON sys_announcement(tenant_id, send_status);
    CREATE TABLE sys_announcement_send (
      id varchar(32) PRIMARY KEY,
      annt_id varchar(32) NOT NULL REFERENCES sys_announcement(id) ON DELETE CASCADE,
      user_id varchar(32) NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
      read_flag varchar(1) NOT NULL DEFAULT '0',
      read_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (annt_id, user_id)
    );
    CREATE INDEX sys_announcement_send_user ON sys_announcement_send(user_id, read_flag);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sys_announcement_send; DROP TABLE sys_announcement;`.execute(db);
}
