import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { http, useSessionStore } from 'shared-session';

interface Values {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export function PasswordModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { message } = App.useApp();
  const username = useSessionStore((s) => s.userInfo?.username);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (!username) {
      message.warning('当前系统无登录用户!');
      return;
    }
    setSaving(true);
    try {
      const answer = await http.post('sys/user/updatePassword', { username, ...values });
      if (answer.success) {
        message.success(answer.message || '密码修改成功');
        onClose();
      } else {
        message.warning(answer.message);
      }
    } catch {
      // the HTTP layer already reported the failure
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="修改密码" open={open} width={800} confirmLoading={saving} okText="确定" cancelText="取消" onOk={submit} onCancel={onClose} destroyOnHidden>
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 16 }} preserve={false} style={{ marginTop: 24 }}>
        <Form.Item label="旧密码" name="oldpassword" rules={[{ required: true, message: '请输入旧密码!' }]}>
          <Input.Password placeholder="请输入旧密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="新密码" name="password" rules={[{ required: true, message: '请输入新密码!' }]}>
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirmpassword"
          dependencies={['password']}
          rules={[
            { required: true, message: '请确认新密码!' },
            ({ getFieldValue }) => ({
              validator: (_rule, value) => (!value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一样！'))),
            }),
          ]}
        >
          <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
