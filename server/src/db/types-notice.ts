import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** sys_announcement (migration 008): an announcement or system message. */
export interface SysAnnouncementTable {
  id: string;
  tenant_id: number;
  titile: string;
  msg_content: Generated<string>;
  msg_abstract: string | null;
  start_time: Timestamp | null;
  end_time: Timestamp | null;
  sender: string | null;
  priority: Generated<'L' | 'M' | 'H'>;
  msg_category: Generated<'1' | '2'>;
  msg_type: Generated<'ALL' | 'USER'>;
  user_ids: string | null;
  send_status: Generated<'0' | '1' | '2'>;
  send_time: Timestamp | null;
  cancel_time: Timestamp | null;
  open_type: string | null;
  open_page: string | null;
  bus_id: string | null;
  del_flag: Generated<number>;
  create_by: string | null;
  create_time: GeneratedTimestamp;
  update_time: Timestamp | null;
}

/** sys_announcement_send (migration 008): one addressee of a published announcement. */
export interface SysAnnouncementSendTable {
  id: string;
  annt_id: string;
  user_id: string;
  read_flag: Generated<'0' | '1'>;
  read_time: Timestamp | null;
  create_time: GeneratedTimestamp;
}

/** The notice tables, merged into Database. */
export interface NoticeTables {
  sys_announcement: SysAnnouncementTable;
  sys_announcement_send: SysAnnouncementSendTable;
}
