/** A live session of GET /sys/online/list (docs/admin-contract.md "Online users"). */
export interface OnlineUser {
  id: string;
  /** 16 hex digits naming the session (never the token) */
  tokenId: string;
  userId: string;
  username: string;
  realname: string | null;
  avatar: string | null;
  loginTime: string;
  lastSeen: string | null;
  expireTime: string;
  ip: string | null;
  userAgent: string | null;
  /** the caller's own session: marked and not kickable */
  current: boolean;
}

/** Button codes of 在线用户 (checked again on the server). */
export const ONLINE_BUTTONS = { forceLogout: 'system:online:forceLogout' } as const;

/** Texts of 在线用户 (JeecgBoot's labels and messages). */
export const ONLINE_TEXTS = {
  username: '用户账号',
  usernamePlaceholder: '请输入用户账号',
  forceLogout: '强退',
  confirmTitle: '强制退出',
  confirmContent: (name: string) => `确定强制退出用户“${name}”吗?`,
  current: '当前会话',
} as const;
