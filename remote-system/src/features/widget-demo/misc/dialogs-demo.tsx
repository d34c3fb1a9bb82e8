import { App, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSessionStore } from 'shared-session';
import { PasswordDialog, PromptDialog } from 'shared-widgets';

/** The password change dialog (for the signed-in user) and the generic prompt dialog. */
export function DialogsDemo() {
  const { message } = App.useApp();
  const username = useSessionStore((s) => s.userInfo?.username);
  const [password, setPassword] = useState(false);
  const [prompt, setPrompt] = useState(false);
  const [answer, setAnswer] = useState<string>();
  return (
    <Card size="small" title="对话框">
      <Space>
        <Button onClick={() => setPassword(true)}>修改密码</Button>
        <Button onClick={() => setPrompt(true)}>输入对话框</Button>
        {answer && <Typography.Text data-testid="prompt-answer">输入的值：{answer}</Typography.Text>}
      </Space>
      <PasswordDialog open={password} username={username} onClose={() => setPassword(false)} />
      <PromptDialog
        open={prompt}
        title="请输入车牌号"
        label="车牌号"
        placeholder="如 浙A12345"
        rules={[
          { required: true, message: '请输入车牌号' },
          { pattern: /^[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}$/, message: '车牌号格式不正确，如 浙A12345' },
        ]}
        onOk={(v) => {
          setAnswer(v);
          setPrompt(false);
          message.success(`已输入 ${v}`);
        }}
        onCancel={() => setPrompt(false)}
      />
    </Card>
  );
}
