import { Card, Row } from 'antd';
import { useState } from 'react';
import { PopupSelect, PositionSelect, RoleSelect } from 'shared-widgets';
import { DemoField } from './demo-field';

/** 弹出选择与业务组件: the popup over an online report, positions and roles. */
export function PopupBizDemo() {
  const [popup, setPopup] = useState<Record<string, string>>({ userName: '', realName: '' });
  const [vehicle, setVehicle] = useState('');
  const [positions, setPositions] = useState('');
  const [roles, setRoles] = useState('');
  return (
    <Card size="small" title="弹出选择与业务组件">
      <Row gutter={16}>
        <DemoField label="Popup（report_user：账号、姓名 → 两个字段）" value={popup} testId="demo-popup">
          <PopupSelect code="report_user" field="userName" orgFields="username,realname" destFields="userName,realName" multi value={popup.userName} onPopupOk={(v) => setPopup((p) => ({ ...p, ...v }))} />
        </DemoField>
        <DemoField label="Popup（report_vehicle，单选）" value={vehicle}>
          <PopupSelect code="report_vehicle" field="carNum" orgFields="carNum" destFields="carNum" value={vehicle} onChange={setVehicle} />
        </DemoField>
        <DemoField label="Popup（配置错误示例）">
          <PopupSelect code="report_user" orgFields="username,realname" destFields="userName" />
        </DemoField>
        <DemoField label="职务选择" value={positions}><PositionSelect value={positions} onChange={setPositions} /></DemoField>
        <DemoField label="角色选择" value={roles}><RoleSelect value={roles} onChange={setRoles} /></DemoField>
      </Row>
    </Card>
  );
}
