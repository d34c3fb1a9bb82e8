import { Space } from 'antd';
import { AreaMiscDemo } from './picker/area-misc-demo';
import { DictDemo } from './picker/dict-demo';
import { PickerSaveDemo } from './picker/picker-save-demo';
import { PopupBizDemo } from './picker/popup-biz-demo';
import { SelectDemo } from './picker/select-demo';
import { UserDepartDemo } from './picker/user-depart-demo';

/**
 * 选择器 tab of the widget demo: every dictionary tag, picker and select of shared-widgets working
 * against the real server, and a form of pickers saved as a demo record and read back.
 */
export default function PickerSection() {
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="picker-section">
      <PickerSaveDemo />
      <UserDepartDemo />
      <PopupBizDemo />
      <SelectDemo />
      <AreaMiscDemo />
      <DictDemo />
    </Space>
  );
}
