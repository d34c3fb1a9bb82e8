import { Alert, App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { http } from 'shared-session';
import { RECEIVER_HINT, type TemplateRecord } from './message-types';

/** Props of {@link SendTestModal}. */
export interface SendTestModalProps {
  /** the template to send; null: closed */
  template: TemplateRecord | null;
  onClose(): void;
}

/**
 * 发送测试 (JeecgBoot SendTestMsgModal): the template's test data (JSON, editable) and the
 * receivers; POST /sys/message/sysMessageTemplate/sendMsg. A system message is delivered to the
 * users' bells; SMS / e-mail are recorded as failed (no gateway) and the reason is shown.
 */
export function SendTestModal({ template, onClose }: SendTestModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ testData: string; receiver: string }>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!template) return;
    form.setFieldsValue({ testData: template.templateTestJson ?? '{}', receiver: '' });
    setFailure(null);
  }, [template, form]);

  const send = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !template) return;
    setBusy(true);
    const answer = await http.post('/sys/message/sysMessageTemplate/sendMsg', { templateCode: template.templateCode, ...values }).catch(() => null);
    setBusy(false);
    if (!answer) return;
    if (answer.success) {
      message.success(answer.message);
      onClose();
    } else {
      setFailure(answer.message);
    }
  };

  return (
    <Modal title="发送测试" open={template !== null} okText="发送" cancelText="关闭" confirmLoading={busy} onOk={send} onCancel={onClose} destroyOnHidden forceRender>
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 18 }}>
        <Form.Item label="模板标题">{template?.templateName}</Form.Item>
        <Form.Item label="模板内容">{template?.templateContent}</Form.Item>
        <Form.Item label="测试数据" name="testData" rules={[{ validator: async (_, v: string) => { if (v) JSON.parse(v); } , message: '请输入json格式测试数据' }]}>
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item label="消息接收方" name="receiver" rules={[{ required: true, message: '请输入消息接收方' }]}>
          <Input placeholder={template ? RECEIVER_HINT[template.templateType] : ''} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon message={failure} />}
    </Modal>
  );
}
