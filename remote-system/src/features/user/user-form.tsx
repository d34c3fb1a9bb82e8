import { Alert, App, Button, DatePicker, Drawer, Form, Input, Radio, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { http } from 'shared-session';
import { DepartSelectInput, DictSelect, PositionSelect, rules } from 'shared-widgets';
import { checkOnlyUser, loadRoleOptions, loadUserRelations, type RoleOption } from './user-api';
import { PASSWORD_PATTERN, USER_TEXTS as T } from './user-texts';
import { USER_URLS, type UserRecord } from './user-types';

/** Props of {@link UserForm}. */
export interface UserFormProps {
  open: boolean;
  /** null: a new user */
  record: UserRecord | null;
  /** the record is a member whose home is another tenant: only roles and departments change */
  guest?: boolean;
  onClose(saved: boolean): void;
}

interface Values {
  username: string;
  password?: string;
  confirmPassword?: string;
  realname: string;
  workNo?: string;
  post?: string;
  roleIds?: string[];
  selecteddeparts?: string;
  userIdentity: 1 | 2;
  departIds?: string;
  birthday?: Dayjs | null;
  sex?: string;
  email?: string;
  phone?: string;
  telephone?: string;
  status: 1 | 2;
}

/**
 * Add / edit drawer of 用户管理 (issue 5 users): username (console-spec §5 rule and the
 * checkOnlyUser check, add only), password and confirmation (add only, the server's rule), name,
 * work number, positions (PositionSelect), roles (the tenant's roles), departments
 * (DepartSelectInput), identity and 负责部门, birthday, sex, e-mail, mobile (rules.mobile),
 * landline, status. Saves through POST /sys/user/add or PUT /sys/user/edit; the server checks every
 * rule again (roles the editor holds, departments in scope, unique values).
 */
export function UserForm({ open, record, guest = false, onClose }: UserFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const [saving, setSaving] = useState(false);
  const identity = Form.useWatch('userIdentity', form);
  const locked = guest;

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    form.resetFields();
    void loadRoleOptions().then((r) => live && setRoles(r)).catch(() => undefined);
    if (record) {
      form.setFieldsValue({
        username: record.username, realname: record.realname, workNo: record.workNo ?? undefined, post: record.post ?? undefined,
        birthday: record.birthday ? dayjs(record.birthday) : null, sex: record.sex === null ? undefined : String(record.sex),
        email: record.email ?? undefined, phone: record.phone ?? undefined, telephone: record.telephone ?? undefined, status: record.status === 2 ? 2 : 1,
      });
      void loadUserRelations(record.id).then((rel) => {
        if (live) form.setFieldsValue({ roleIds: rel.roleIds, selecteddeparts: rel.departIds.join(',') });
      }).catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [open, record, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { roleIds, birthday, sex, ...rest } = values;
    const relations = { selectedroles: (roleIds ?? []).join(','), selecteddeparts: values.selecteddeparts ?? '' };
    const body = guest && record
      ? { id: record.id, ...relations }
      : { ...rest, ...relations, id: record?.id, birthday: birthday ? birthday.format('YYYY-MM-DD') : null, sex: sex ? Number(sex) : null, departIds: values.userIdentity === 2 ? values.departIds ?? '' : '' };
    setSaving(true);
    try {
      const answer = record ? await http.put(USER_URLS.edit, body) : await http.post(USER_URLS.add, body);
      if (answer.success) {
        message.success(answer.message);
        onClose(true);
      } else message.warning(answer.message);
    } catch {
      // reported by the HTTP layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      title={record ? T.editTitle : T.addTitle} open={open} size={720} destroyOnHidden onClose={() => onClose(false)}
      footer={<Space style={{ float: 'right' }}><Button onClick={() => onClose(false)}>{T.close}</Button><Button type="primary" loading={saving} onClick={submit}>{T.save}</Button></Space>}
    >
      {guest && <Alert type="info" showIcon title={T.guestTip} style={{ marginBottom: 16 }} />}
      <Form form={form} name="userForm" labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} initialValues={{ userIdentity: 1, status: 1 }} disabled={saving}>
        <Form.Item label={T.username} name="username" rules={record ? [] : [...rules.username, { validator: checkOnlyUser, validateTrigger: 'onBlur' }]} validateTrigger={['onChange', 'onBlur']}>
          <Input placeholder={T.inputUsername} disabled={Boolean(record)} autoComplete="off" />
        </Form.Item>
        {!record && (
          <>
            <Form.Item label={T.password} name="password" rules={[{ required: true, message: T.inputPassword }, { pattern: PASSWORD_PATTERN, message: T.passwordRule }]}>
              <Input.Password placeholder={T.inputPassword} autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              label={T.confirmPassword} name="confirmPassword" dependencies={['password']}
              rules={[{ required: true, message: T.inputConfirm }, ({ getFieldValue }) => ({
                validator: (_r, v) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(T.passwordMismatch))),
              })]}
            >
              <Input.Password placeholder={T.inputConfirm} autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Form.Item label={T.realname} name="realname" rules={[{ required: true, message: T.inputRealname }, { max: 100 }]}>
          <Input placeholder={T.inputRealname} disabled={locked} />
        </Form.Item>
        <Form.Item label={T.workNo} name="workNo" rules={[{ max: 100 }]}><Input disabled={locked} /></Form.Item>
        <Form.Item label={T.post} name="post"><PositionSelect disabled={locked} /></Form.Item>
        <Form.Item label={T.roles} name="roleIds">
          <Select mode="multiple" allowClear placeholder={T.chooseRoles} options={roles} optionFilterProp="label" />
        </Form.Item>
        <Form.Item label={T.departs} name="selecteddeparts"><DepartSelectInput multi store="id" /></Form.Item>
        <Form.Item label={T.identity} name="userIdentity">
          <Radio.Group disabled={locked} options={[{ value: 1, label: T.identityNormal }, { value: 2, label: T.identityLeader }]} />
        </Form.Item>
        {identity === 2 && <Form.Item label={T.manageDeparts} name="departIds"><DepartSelectInput multi store="id" disabled={locked} /></Form.Item>}
        <Form.Item label={T.birthday} name="birthday"><DatePicker style={{ width: '100%' }} disabled={locked} /></Form.Item>
        <Form.Item label={T.sex} name="sex"><DictSelect dictCode="sex" placeholder={T.chooseSex} disabled={locked} /></Form.Item>
        <Form.Item label={T.email} name="email" rules={rules.email}><Input disabled={locked} /></Form.Item>
        <Form.Item label={T.phone} name="phone" rules={locked ? [] : rules.mobile}><Input disabled={locked} /></Form.Item>
        <Form.Item label={T.telephone} name="telephone" rules={rules.landline}><Input disabled={locked} /></Form.Item>
        {record && (
          <Form.Item label={T.status} name="status">
            <Radio.Group disabled={locked} options={[{ value: 1, label: T.statusNormal }, { value: 2, label: T.statusFrozen }]} />
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}
