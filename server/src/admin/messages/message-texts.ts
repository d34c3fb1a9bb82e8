/** Template types (JeecgBoot msgType): '1' 短信, '2' 邮件, '3' 系统消息. */
export const TEMPLATE_TYPES = { '1': '短信', '2': '邮件', '3': '系统消息' } as const;
export type TemplateType = keyof typeof TEMPLATE_TYPES;

/** Send states of sys_message: '0' 待发送, '1' 成功, '2' 失败. */
export const SEND_STATUS = { '0': '待发送', '1': '成功', '2': '失败' } as const;

/** Chinese answer texts of the message-template and sent-message calls. */
export const MESSAGE_TEXT = {
  badType: '模板类型只能是1(短信)、2(邮件)或3(系统消息)',
  badCode: '模板编码只能是字母、数字或下划线，且以字母开头',
  codeTaken: '模板编码已存在',
  badTestJson: '测试数据必须是JSON对象，值为文本或数字',
  templateMissing: '消息模板不存在',
  receiverRequired: '请输入消息接收方',
  tooManyReceivers: '接收方最多50个',
  badPhone: (v: string) => `手机号格式不正确：${v}`,
  badEmail: (v: string) => `邮箱格式不正确：${v}`,
  unknownUser: (v: string) => `用户不存在：${v}`,
  noSmsGateway: '未配置短信网关',
  noMailGateway: '未配置邮件网关',
  sent: '消息发送成功',
  failed: (why: string) => `消息发送失败：${why}`,
  alreadySent: '该消息已发送成功，无需重发',
} as const;
