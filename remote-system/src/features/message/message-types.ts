/** A message template as GET /sys/message/sysMessageTemplate/list answers it. */
export interface TemplateRecord {
  id: string;
  templateCode: string;
  templateName: string;
  /** '1' 短信, '2' 邮件, '3' 系统消息 */
  templateType: '1' | '2' | '3';
  templateContent: string;
  templateTestJson: string | null;
  createTime: string;
}

/** A sent message as GET /sys/message/sysMessage/list answers it. */
export interface MessageRecord {
  id: string;
  templateCode: string | null;
  esType: '1' | '2' | '3';
  esTitle: string;
  esReceiver: string;
  esParam: string | null;
  esContent: string;
  /** '0' 待发送, '1' 成功, '2' 失败 */
  esSendStatus: '0' | '1' | '2';
  esSendTime: string | null;
  esSendNum: number;
  esResult: string | null;
  createTime: string;
}

/** Button codes of the message pages. */
export const MESSAGE_BUTTONS = {
  list: 'system:message:list', add: 'system:message:add', edit: 'system:message:edit', delete: 'system:message:delete',
  send: 'system:message:send', resend: 'system:message:resend',
} as const;

/** Template / message type texts. */
export const MESSAGE_TYPE_OPTIONS = [{ value: '1', label: '短信' }, { value: '2', label: '邮件' }, { value: '3', label: '系统消息' }];
/** Send status texts and tag colours. */
export const SEND_STATUS: Record<string, { text: string; color: string }> = {
  0: { text: '待发送', color: 'default' }, 1: { text: '成功', color: 'green' }, 2: { text: '失败', color: 'red' },
};
/** Receiver hint per type. */
export const RECEIVER_HINT: Record<string, string> = {
  1: '手机号，多个用逗号分隔', 2: '邮箱地址，多个用逗号分隔', 3: '用户账号，多个用逗号分隔',
};

/** Text of a type value. */
export function typeText(type: string): string {
  return MESSAGE_TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type;
}
