import { Space } from 'antd';
import { DialogsDemo } from './misc/dialogs-demo';
import { InteractionDemo } from './misc/interaction-demo';
import { TreeTableDemo } from './misc/tree-table-demo';

/**
 * 其他组件 tab of the widget demo: password change and prompt dialogs, drag slider verification,
 * right-click menu, pagination and the lazily loaded tree table over the department tree.
 */
export default function MiscSection() {
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="misc-section">
      <DialogsDemo />
      <InteractionDemo />
      <TreeTableDemo />
    </Space>
  );
}
