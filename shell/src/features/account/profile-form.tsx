import { App, Button, DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSessionStore } from 'shared-session';
import { fetchProfile, saveProfile } from './account-api';

// the upload widget (and shared-widgets with it) loads only on this page
const ImageUpload = lazy(() => import('shared-widgets').then((m) => ({ default: m.ImageUpload })));

interface FormValues {
  realname: string;
  sex?: number;
  birthday?: Dayjs | null;
  phone?: string;
  email?: string;
  avatar?: string;
}

/**
 * 基本设置: the signed-in user edits their own name, sex, birthday, phone (请输入正确手机号),
 * e-mail (邮箱格式不正确) and avatar (single-image upload); saving refreshes the header.
 */
export function ProfileForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const setUserInfo = useSessionStore((s) => s.setUserInfo);

  useEffect(() => {
    fetchProfile()
      .then((p) => form.setFieldsValue({
        realname: p.realname, sex: p.sex ?? undefined, phone: p.phone ?? undefined, email: p.email ?? undefined,
        avatar: p.avatar ?? undefined, birthday: p.birthday ? dayjs(p.birthday) : null,
      }))
      .catch((e: Error) => message.warning(e.message));
  }, [form, message]);

  const submit = async (v: FormValues) => {
    setSaving(true);
    try {
      const { info, message: text } = await saveProfile({
        realname: v.realname, sex: v.sex ?? null, phone: v.phone || null, email: v.email || null,
        avatar: v.avatar || '', birthday: v.birthday ? v.birthday.format('YYYY-MM-DD') : null,
      });
      setUserInfo(info);
      message.success(text);
    } catch (e) {
      message.warning((e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 480 }} onFinish={(v) => void submit(v)}>
      <Form.Item label="头像" name="avatar">
        <AvatarInput />
      </Form.Item>
      <Form.Item label="姓名" name="realname" rules={[{ required: true, whitespace: true, message: '请输入姓名' }, { max: 50, message: '最大长度50位字符' }]}>
        <Input placeholder="请输入姓名" />
      </Form.Item>
      <Form.Item label="性别" name="sex">
        <Radio.Group options={[{ value: 1, label: '男' }, { value: 2, label: '女' }]} />
      </Form.Item>
      <Form.Item label="生日" name="birthday">
        <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs())} />
      </Form.Item>
      <Form.Item label="手机" name="phone" rules={[{ pattern: /^1[3-9]\d{9}$/, message: '请输入正确手机号' }]}>
        <Input placeholder="请输入手机号" />
      </Form.Item>
      <Form.Item label="邮箱" name="email" rules={[{ type: 'email', message: '邮箱格式不正确' }]}>
        <Input placeholder="请输入邮箱" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>更新基本信息</Button>
    </Form>
  );
}

/** The avatar as a form control: one image, stored path as the value. */
function AvatarInput({ value, onChange }: { value?: string; onChange?(value: string): void }) {
  return (
    <Suspense fallback={null}>
      <ImageUpload value={value} multiple={false} text="上传头像" onChange={(path) => onChange?.(path)} />
    </Suspense>
  );
}
