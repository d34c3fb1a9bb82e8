import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Flex, Typography } from 'antd';
import { greeting, useSessionStore } from 'shared-session';

export function WelcomeCard({ updatedAt }: { updatedAt?: string }) {
  const user = useSessionStore((s) => s.userInfo);
  return (
    <Card variant="borderless">
      <Flex align="center" gap={16} wrap>
        <Avatar size={56} src={user?.avatar || undefined} icon={<UserOutlined />} style={{ background: '#1890FF' }} />
        <div style={{ flex: 1, minWidth: 200 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {greeting()}，{user?.realname || user?.username}，欢迎回来
          </Typography.Title>
          <Typography.Text type="secondary">所属部门：{user?.orgCodeTxt || '—'}</Typography.Text>
        </div>
        {updatedAt && <Typography.Text type="secondary">每 10 秒自动刷新 · 更新于 {updatedAt}</Typography.Text>}
      </Flex>
    </Card>
  );
}
