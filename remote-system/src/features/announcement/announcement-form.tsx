import { App, DatePicker, Form, Input, Modal, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { http } from 'shared-session';
import { RichTextEditor, UserSelectInput } from 'shared-widgets';
import type { Announcement } from './announcement-types';

interface Props {
  open: boolean;
  /** null: a new draft */
  record: Announcement | null;
  onClose(saved: boolean): void;
}

interface Values {
  titile: string;
  msgCategory: '1' | '2';
  priority: 'L' | 'M' | 'H';
  msgType: 'ALL' | 'USER';
  userIds?: string;
  range?: [Dayjs, Dayjs];
  openType?: 'url' | 'component';
  openPage?: string;
  msgAbstract?: string;
  msgContent: string;
}

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * Add / edit an announcement draft (issue 5 announcements): title, category, priority, addressees
 * (all users, or chosen users through the user picker storing ids), validity window, open type and
 * page, abstract and rich-text content (sanitised on the server).
 */
export function AnnouncementForm({ open, record, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const msgType = Form.useWatch('msgType', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record) {
      form.setFieldsValue({
        ...record, userIds: record.userIds ?? undefined, openType: record.openType ?? undefined, openPage: record.openPage ?? undefined,
        msgAbstract: record.msgAbstract ?? undefined,
        range: record.startTime && record.endTime ? [dayjs(record.startTime), dayjs(record.endTime)] : undefined,
      });
    }
  }, [open, record, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { range, ...rest } = values;
    const body = { ...rest, id: record?.id, startTime: range?.[0]?.format(FORMAT) ?? null, endTime: range?.[1]?.format(FORMAT) ?? null };
    setSaving(true);
    try {
      const answer = record ? await http.put('/sys/annountCement/edit', body) : await http.post('/sys/annountCement/add', body);
      if (answer.success) {
        message.success(answer.message);
        onClose(true);
      } else {
        message.warning(answer.message);
      }
    } catch {
      // reported by the HTTP layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={record ? '编辑通告' : '新增通告'} open={open} width={900} okText="保存" cancelText="关闭" confirmLoading={saving} onOk={submit} onCancel={() => onClose(false)} destroyOnHidden>
      <Form form={form} labelCol={{ span: 4 }} wrapperCol={{ span: 19 }} initialValues={{ msgCategory: '1', priority: 'L', msgType: 'ALL', msgContent: '' }}>
        <Form.Item label="标题" name="titile" rules={[{ required: true, message: '请输入标题' }, { max: 100, message: '最大长度100位字符' }]}>
          <Input placeholder="请输入标题" />
        </Form.Item>
        <Form.Item label="消息类型" name="msgCategory">
          <Radio.Group options={[{ value: '1', label: '通知公告' }, { value: '2', label: '系统消息' }]} />
        </Form.Item>
        <Form.Item label="优先级" name="priority">
          <Radio.Group options={[{ value: 'L', label: '一般消息' }, { value: 'M', label: '重要消息' }, { value: 'H', label: '紧急消息' }]} />
        </Form.Item>
        <Form.Item label="通告对象" name="msgType">
          <Radio.Group options={[{ value: 'ALL', label: '全体用户' }, { value: 'USER', label: '指定用户' }]} />
        </Form.Item>
        {msgType === 'USER' && (
          <Form.Item label="指定用户" name="userIds" rules={[{ required: true, message: '请选择指定用户' }]}>
            <UserSelectInput store="id" />
          </Form.Item>
        )}
        <Form.Item label="有效期" name="range">
          <DatePicker.RangePicker showTime format={FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="打开方式" name="openType">
          <Select allowClear placeholder="无" options={[{ value: 'url', label: '跳转页面 (url)' }, { value: 'component', label: '弹窗组件 (component)' }]} />
        </Form.Item>
        <Form.Item label="打开页面" name="openPage" rules={[{ pattern: /^\/?[\w\-/]*$/, message: '请输入站内路径或组件名' }]}>
          <Input placeholder="如 /fleet/map 或 system/WidgetDemo" />
        </Form.Item>
        <Form.Item label="摘要" name="msgAbstract">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item label="内容" name="msgContent">
          <RichTextEditor />
        </Form.Item>
      </Form>
    </Modal>
  );
}
