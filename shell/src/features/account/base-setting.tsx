import { Card, Tabs } from 'antd';
import { ProfileForm } from './profile-form';
import { SecurityPanel } from './security-panel';

/** 账户设置 (issue 5): 基本设置 (profile and avatar) and 安全设置 (password, other sessions). */
export function BaseSetting() {
  return (
    <Card variant="borderless">
      <Tabs
        tabPosition="left"
        items={[
          { key: 'base', label: '基本设置', children: <ProfileForm /> },
          { key: 'security', label: '安全设置', children: <SecurityPanel /> },
        ]}
      />
    </Card>
  );
}
