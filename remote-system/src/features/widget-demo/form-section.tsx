import { Space } from 'antd';
import { DemoList } from './form/demo-list';
import { RulesDemo } from './form/rules-demo';

/**
 * 表单与选择器 tab of the widget demo: the demo records (list with query form, range mode, 高级查询,
 * paging, sorting, delete / batch delete) edited through the dynamic form of every widget type,
 * and the field rules of widgets-spec §5 on a form of their own.
 */
export default function FormSection() {
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="form-section">
      <DemoList title="示例记录（动态表单）" saveCode="widget-demo-form" editable testId="demo-list" />
      <RulesDemo />
    </Space>
  );
}
