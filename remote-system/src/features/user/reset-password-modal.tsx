import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { resetPassword } from './user-api';
import { PASSWORD_PATTERN, USER_TEXTS as T } from './user-texts';

/** Props of {@link ResetPasswordModal}. */
export interface ResetPasswordModalProps {
  /** the user whose password is set; null = closed */
  user: { username: string; realname: string } | null;
  onClose(): void;
}

/**
 * 重置密码 (issue 5 users; PUT /sys/user/changePassword): an administrator sets another user's
 * password (the server's rule: 8-32 characters with a letter and a digit; confirmation equal).
 * The user's other sessions end on the server.
 */
export function ResetPasswordModal({ user, onClose }: ResetPasswordModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string; confirmpassword: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!user) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const answer = await resetPassword(user.username, values.password, values.confirmpassword);
      if (answer.success) {
        message.success(answer.message);
        onClose();
      } else message.warning(answer.message);
    } catch {
      // reported by the HTTP layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={user ? T.resetFor(user.realname || user.username) : T.resetPassword} open={Boolean(user)} okText={T.save} cancelText={T.close} confirmLoading={saving} onOk={submit} onCancel={onClose} destroyOnHidden>
      <Form form={form} name="resetPassword" labelCol={{ span: 6 }} wrapperCol={{ span: 16 }} preserve={false}>
        <Form.Item label={T.username}><Input value={user?.username} disabled /></Form.Item>
        <Form.Item label={T.newPassword} name="password" rules={[{ required: true, message: T.inputPassword }, { pattern: PASSWORD_PATTERN, message: T.passwordRule }]}>
          <Input.Password autoComplete="new-password" placeholder={T.inputPassword} />
        </Form.Item>
        <Form.Item
          label={T.confirmPassword} name="confirmpassword" dependencies={['password']}
          rules={[{ required: true, message: T.inputConfirm }, ({ getFieldValue }) => ({
            validator: (_r, v) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(T.passwordMismatch))),
          })]}
        >
          <Input.Password autoComplete="new-password" placeholder={T.inputConfirm} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
