/** An announcement row of /sys/annountCement/list (console-spec §3; `titile` spelt so). */
export interface Announcement {
  id: string;
  titile: string;
  msgContent: string;
  msgAbstract: string | null;
  sender: string | null;
  priority: 'L' | 'M' | 'H';
  msgCategory: '1' | '2';
  msgType: 'ALL' | 'USER';
  userIds: string | null;
  /** '0' 未发布, '1' 已发布, '2' 已撤销 */
  sendStatus: '0' | '1' | '2';
  sendTime: string | null;
  cancelTime: string | null;
  openType: 'url' | 'component' | null;
  openPage: string | null;
  startTime: string | null;
  endTime: string | null;
  createBy: string | null;
  createTime: string;
}

/** Button codes of the page, checked again on the server (system:announcement:*). */
export const ANNOUNCEMENT_BUTTONS = {
  add: 'system:announcement:add',
  edit: 'system:announcement:edit',
  delete: 'system:announcement:delete',
  release: 'system:announcement:release',
} as const;

export const SEND_STATUS: Record<string, { text: string; color: string }> = {
  0: { text: '未发布', color: 'default' },
  1: { text: '已发布', color: 'green' },
  2: { text: '已撤销', color: 'orange' },
};

export const PRIORITY: Record<string, { text: string; color: string }> = {
  L: { text: '一般消息', color: 'blue' },
  M: { text: '重要消息', color: 'orange' },
  H: { text: '紧急消息', color: 'red' },
};

export const CATEGORY: Record<string, string> = { 1: '通知公告', 2: '系统消息' };
