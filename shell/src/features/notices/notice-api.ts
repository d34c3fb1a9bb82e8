import { http, type PageResult } from 'shared-session';

/** A notice of the bell and the detail dialog (console-spec §3 Announcement; `titile` spelt so). */
export interface Notice {
  id: string;
  titile: string;
  sender: string | null;
  /** 'yyyy-MM-dd HH:mm:ss' */
  sendTime: string | null;
  createTime: string;
  priority: 'L' | 'M' | 'H';
  /** '1' 通知公告, '2' 系统消息 */
  msgCategory: '1' | '2';
  openType: 'url' | 'component' | null;
  openPage: string | null;
  busId: string | null;
  readFlag: '0' | '1';
  msgAbstract?: string | null;
  /** HTML, detail only */
  msgContent?: string;
}

/** GET /sys/annountCement/listByUser answer (console-spec §7 Notices). */
export interface NoticeLists {
  anntMsgList: Notice[];
  anntMsgTotal: number;
  sysMsgList: Notice[];
  sysMsgTotal: number;
}

/** A row of the user's own notice page (getMyAnnouncementSend). */
export interface MyNotice extends Notice {
  sendId: string;
  anntId: string;
}

function result<T>(answer: { success: boolean; message: string; result: T }): T {
  if (!answer.success) throw new Error(answer.message);
  return answer.result;
}

/** The unread lists of the bell; throws on a failed answer (the bell then stops polling). */
export async function fetchNoticeLists(): Promise<NoticeLists> {
  return result(await http.get<NoticeLists>('/sys/annountCement/listByUser', { skipErrorHandler: true }));
}

/** One notice with its HTML content. */
export async function fetchNotice(id: string): Promise<Notice> {
  return result(await http.get<Notice>('/sys/annountCement/queryById', { params: { id } }));
}

/** Marks a notice read for the signed-in user. */
export async function markNoticeRead(anntId: string): Promise<void> {
  result(await http.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId }));
}

/** Marks every notice of the signed-in user read. */
export async function markAllNoticesRead(): Promise<void> {
  result(await http.put('/sys/sysAnnouncementSend/readAll'));
}

/** Query of the user's notice page. */
export interface MyNoticeQuery {
  pageNo: number;
  pageSize: number;
  titile?: string;
  msgCategory?: '1' | '2';
  readFlag?: '0' | '1';
}

/** A page of the signed-in user's notices, read and unread. */
export async function fetchMyNotices(query: MyNoticeQuery): Promise<PageResult<MyNotice>> {
  return result(await http.get<PageResult<MyNotice>>('/sys/sysAnnouncementSend/getMyAnnouncementSend', { params: query }));
}
