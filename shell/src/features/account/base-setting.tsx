import { Card, Descriptions } from 'antd';
import { useSessionStore } from 'shared-session';

export function BaseSetting() {
  const user = useSessionStore((s) => s.userInfo);
  const items = [
    { key: 'username', label: '用户名', children: user?.username || '—' },
    { key: 'realname', label: '姓名', children: user?.realname || '—' },
    { key: 'depart', label: '部门', children: user?.orgCodeTxt || '—' },
    { key: 'phone', label: '手机', children: user?.phone || '—' },
    { key: 'email', label: '邮箱', children: user?.email || '—' },
  ];
  return (
    <Card title="基本设置" variant="borderless">
      <Descriptions column={1} bordered items={items} styles={{ label: { width: 160 } }} />
    </Card>
  );
}
