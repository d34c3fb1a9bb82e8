import { App, Button, Space, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSessionStore } from 'shared-session';
import { logoutOtherSessions } from './account-api';

const PasswordDialog = lazy(() => import('shared-widgets').then((m) => ({ default: m.PasswordDialog })));

/** 安全设置: change the password (the shared dialog) and sign out every other device. */
export function SecurityPanel() {
  const { message, modal } = App.useApp();
  const username = useSessionStore((s) => s.userInfo?.username);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const others = () =>
    modal.confirm({
      title: '退出其他设备',
      content: '其他浏览器和设备上的登录将立即失效，当前登录不受影响。',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          message.success(`已退出 ${await logoutOtherSessions()} 个其他登录`);
        } catch (e) {
          message.warning((e as Error).message);
        }
      },
    });
  const row = (title: string, desc: string, action: React.ReactNode) => (
    <div className="setting-row" style={{ borderBottom: '1px solid #f0f0f0', padding: '16px 0' }}>
      <Space direction="vertical" size={2}>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text type="secondary">{desc}</Typography.Text>
      </Space>
      {action}
    </div>
  );
  return (
    <div style={{ maxWidth: 640 }}>
      {row('账户密码', '修改后，其他设备上的登录会失效', <Button type="link" onClick={() => setPasswordOpen(true)}>修改</Button>)}
      {row('登录设备', '退出除当前浏览器以外的所有登录', <Button type="link" onClick={others}>退出其他设备</Button>)}
      {passwordOpen && (
        <Suspense fallback={null}>
          <PasswordDialog open={passwordOpen} username={username} onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
