import { Button, Card, Col, Descriptions, Form, Input, Row, message } from 'antd';
import { useState } from 'react';
import { http } from 'shared-session';
import { AreaSelect, AutoNumberInput, CategorySelect, DepartSelectInput, PopupSelect, SwitchField, UserSelectInput } from 'shared-widgets';

/** The stored demo record fields this form writes (A2's /test/jeecgDemo wire shape). */
export interface SavedDemo {
  id: string;
  name: string;
  phone: string | null;
  userNames: string | null;
  departIds: string | null;
  areaCode: string | null;
  enabled: string;
  orderNumCode: string | null;
  category: string | null;
}

const SHOWN: (keyof SavedDemo)[] = ['id', 'name', 'phone', 'userNames', 'departIds', 'areaCode', 'enabled', 'orderNumCode', 'category'];

/**
 * 选择器保存: a form of pickers saved as a demo record (POST /test/jeecgDemo/add) and read back
 * from the server (GET /test/jeecgDemo/queryById), so the stored values can be checked.
 */
export function PickerSaveDemo() {
  const [form] = Form.useForm();
  const [saved, setSaved] = useState<SavedDemo | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      const added = await http.post<SavedDemo>('/test/jeecgDemo/add', values);
      if (!added.success) throw new Error(added.message);
      const read = await http.get<SavedDemo>('/test/jeecgDemo/queryById', { params: { id: added.result.id } });
      if (!read.success) throw new Error(read.message);
      setSaved(read.result);
      void message.success(added.message);
    } catch (e) {
      void message.warning(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title="选择器保存（示例记录）" data-testid="picker-save-demo">
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)}>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="name" label="名称（Popup 选择报表用户：姓名、手机）" rules={[{ required: true, message: '请选择名称' }]}>
              <PopupSelect code="report_user" field="name" orgFields="realname,phone" destFields="name,phone" onPopupOk={(v) => form.setFieldsValue({ phone: v.phone })} />
            </Form.Item>
          </Col>
          <Col span={8}><Form.Item name="phone" label="手机"><Input readOnly /></Form.Item></Col>
          <Col span={8}><Form.Item name="userNames" label="负责人"><UserSelectInput /></Form.Item></Col>
          <Col span={8}><Form.Item name="departIds" label="所属部门"><DepartSelectInput /></Form.Item></Col>
          <Col span={8}><Form.Item name="areaCode" label="所在地区"><AreaSelect /></Form.Item></Col>
          <Col span={8}><Form.Item name="category" label="分类"><CategorySelect pcode="B01" /></Form.Item></Col>
          <Col span={8}><Form.Item name="enabled" label="启用"><SwitchField /></Form.Item></Col>
          <Col span={8}><Form.Item name="orderNumCode" label="订单编号"><AutoNumberInput ruleCode="demo_order_num" /></Form.Item></Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={busy}>保存</Button>
      </Form>
      {saved && (
        <Descriptions size="small" bordered column={3} style={{ marginTop: 16 }} data-testid="picker-saved" title="服务器中保存的值">
          {SHOWN.map((k) => <Descriptions.Item key={k} label={k}><span data-testid={`picker-saved-${k}`}>{saved[k] ?? ''}</span></Descriptions.Item>)}
        </Descriptions>
      )}
    </Card>
  );
}
