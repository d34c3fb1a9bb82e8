/**
 * Texts of the password change dialog (widgets-spec §2 "Password change dialog", §5 "Password
 * dialog"). The spec gives 'change password' and 'no logged-in user in the current system' in
 * English; the UI shows 修改密码 and 当前系统无登录用户! (common brief mapping).
 */
export const PASSWORD_TEXTS = {
  title: '修改密码',
  oldLabel: '旧密码',
  newLabel: '新密码',
  confirmLabel: '确认新密码',
  oldRequired: '请输入旧密码!',
  newRequired: '请输入新密码!',
  confirmRequired: '请确认新密码!',
  mismatch: '两次输入的密码不一样！',
  noUser: '当前系统无登录用户!',
  done: '密码修改成功！',
  failed: '密码修改失败',
} as const;

/** Width of the password dialog in px (widgets-spec §9 "Password modal width 800"). */
export const PASSWORD_MODAL_WIDTH = 800;
