import { App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { http } from 'shared-session';
import { PASSWORD_MODAL_WIDTH, PASSWORD_TEXTS as T } from './dialog-texts';

interface PasswordValues {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export interface PasswordDialogProps {
  open: boolean;
  /** The signed-in user's name; without it the dialog warns 当前系统无登录用户! and closes. */
  username?: string | null;
  onClose(): void;
  /** Called after the server accepted the change. */
  onSuccess?(): void;
}

function serverMessage(error: unknown): string | undefined {
  return (error as { response?: { data?: { message?: string } } })?.response?.data?.message;
}

/**
 * The password change dialog (widgets-spec §2, §5, §7, §9): width 800, title 修改密码, fields
 * oldpassword / password / confirmpassword, all required, a mismatch gives 两次输入的密码不一样！.
 * It runs only with a logged-in user name (else the warning 当前系统无登录用户!); OK posts
 * `{username, oldpassword, password, confirmpassword}` to sys/user/updatePassword and shows the
 * server's answer (success closes the dialog). Needs antd's `<App>`.
 */
export function PasswordDialog({ open, username, onClose, onSuccess }: PasswordDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);
  const missingUser = open && !username;

  useEffect(() => {
    if (missingUser) {
      message.warning(T.noUser);
      onClose();
    }
  }, [missingUser, message, onClose]);

  const submit = async (values: PasswordValues) => {
    if (!username) {
      message.warning(T.noUser);
      return;
    }
    setSaving(true);
    try {
      const answer = await http.post('sys/user/updatePassword', { username, ...values }, { skipErrorHandler: true });
      if (answer.success) {
        message.success(answer.message || T.done);
        form.resetFields();
        onClose();
        onSuccess?.();
      } else {
        message.warning(answer.message || T.failed);
      }
    } catch (error) {
      message.warning(serverMessage(error) ?? T.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={T.title} open={open && !missingUser} width={PASSWORD_MODAL_WIDTH} confirmLoading={saving} forceRender onOk={() => form.submit()} onCancel={onClose}>
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 16 }} style={{ marginTop: 24 }} onFinish={(v) => void submit(v)}>
        <Form.Item label={T.oldLabel} name="oldpassword" rules={[{ required: true, message: T.oldRequired }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label={T.newLabel} name="password" rules={[{ required: true, message: T.newRequired }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={T.confirmLabel}
          name="confirmpassword"
          dependencies={['password']}
          rules={[
            { required: true, message: T.confirmRequired },
            ({ getFieldValue }) => ({
              validator: (_rule, value) => (!value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(T.mismatch))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
