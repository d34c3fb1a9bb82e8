import { Form, Input, InputNumber, Select } from 'antd';
import { ORG_CATEGORY_OPTIONS } from './depart-types';

const PHONE = /^[0-9+\-() ]{3,32}$/;

/** The editable fields of a department (JeecgBoot 部门管理 基本信息); the server checks again. */
export function DepartFormFields() {
  return (
    <>
      <Form.Item label="机构名称" name="departName" rules={[{ required: true, message: '请输入机构/部门名称' }, { max: 100, message: '最大长度100位字符' }]}>
        <Input placeholder="请输入机构/部门名称" />
      </Form.Item>
      <Form.Item label="机构类型" name="orgCategory">
        <Select options={ORG_CATEGORY_OPTIONS} />
      </Form.Item>
      <Form.Item label="排序" name="departOrder">
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="电话" name="mobile" rules={[{ pattern: PHONE, message: '请输入正确的电话号码' }]}>
        <Input placeholder="请输入电话" />
      </Form.Item>
      <Form.Item label="传真" name="fax" rules={[{ pattern: PHONE, message: '请输入正确的传真号码' }]}>
        <Input placeholder="请输入传真" />
      </Form.Item>
      <Form.Item label="地址" name="address" rules={[{ max: 255, message: '最大长度255位字符' }]}>
        <Input placeholder="请输入地址" />
      </Form.Item>
      <Form.Item label="备注" name="memo" rules={[{ max: 500, message: '最大长度500位字符' }]}>
        <Input.TextArea rows={3} placeholder="请输入备注" />
      </Form.Item>
    </>
  );
}
