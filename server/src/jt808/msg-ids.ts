/** Message ids handled by this codec (JT/T 808-2019 table 77 消息名称及消息ID). */
export const MsgId = {
  /** 终端通用应答 */
  TERMINAL_RESPONSE: 0x0001,
  /** 终端心跳 */
  HEARTBEAT: 0x0002,
  /** 终端注册 */
  REGISTER: 0x0100,
  /** 终端鉴权 */
  AUTH: 0x0102,
  /** 位置信息汇报 */
  LOCATION: 0x0200,
  /** 定位数据批量上传 */
  LOCATION_BATCH: 0x0704,
  /** 平台通用应答 */
  PLATFORM_RESPONSE: 0x8001,
  /** 终端注册应答 */
  REGISTER_RESPONSE: 0x8100,
} as const;

/** Formats a message id as 0xNNNN for logs. */
export function msgIdHex(id: number): string {
  return '0x' + id.toString(16).padStart(4, '0');
}
