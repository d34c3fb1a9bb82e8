import { Card, Row } from 'antd';
import { useState } from 'react';
import { AreaSelect, AutoNumberInput, DictTransfer, MultiSelect, SwitchField, areaText, useAreaTree } from 'shared-widgets';
import { DemoField } from './demo-field';

/** 地区、开关与其他: area picker, switch, auto-number, multi-select, transfer. */
export function AreaMiscDemo() {
  const tree = useAreaTree();
  const [area, setArea] = useState('330106');
  const [area2, setArea2] = useState('');
  const [yn, setYn] = useState('');
  const [serial, setSerial] = useState('');
  const [redOrange, setRedOrange] = useState('');
  const [colors, setColors] = useState('');
  const [types, setTypes] = useState('');
  return (
    <Card size="small" title="地区、开关与其他">
      <Row gutter={16}>
        <DemoField label="省市区（级联）" value={`${area} ${tree ? areaText(tree, area) : ''}`}><AreaSelect value={area} onChange={setArea} /></DemoField>
        <DemoField label="省市区（三个下拉）" value={area2}><AreaSelect type="select" value={area2} onChange={setArea2} /></DemoField>
        <DemoField label="开关（Y/N）" value={yn}><SwitchField value={yn} onChange={setYn} /></DemoField>
        <DemoField label="自动编号（填值规则 demo_order_num）" value={serial}><AutoNumberInput ruleCode="demo_order_num" value={serial} onChange={setSerial} /></DemoField>
        <DemoField label="自动编号（前缀 WX）" value={redOrange}><AutoNumberInput prefix="WX" value={redOrange} onChange={setRedOrange} /></DemoField>
        <DemoField label="多选（plate_color）" value={colors}><MultiSelect dictCode="plate_color" value={colors} onChange={setColors} /></DemoField>
        <DemoField label="穿梭框（vehicle_type）" value={types} span={24}><DictTransfer dictCode="vehicle_type" value={types} onChange={setTypes} titles={['可选', '已选']} /></DemoField>
      </Row>
    </Card>
  );
}
