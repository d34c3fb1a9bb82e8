import { Button, Card, Row, message } from 'antd';
import { useState } from 'react';
import { refreshDictCache } from 'shared-session';
import { DictCheckbox, DictRadio, DictSelect, DictText, clearDictMemo } from 'shared-widgets';
import { DemoField } from './demo-field';

/** 字典: the dictionary tags over the server's dictionaries, and the cache refresh. */
export function DictDemo() {
  const [sex, setSex] = useState<string>();
  const [color, setColor] = useState('1');
  const [yn, setYn] = useState('');
  const refresh = async () => {
    const answer = await refreshDictCache();
    clearDictMemo();
    if (answer.ok) void message.success(answer.message);
    else void message.error(answer.message);
  };
  return (
    <Card size="small" title="字典" extra={<Button onClick={() => void refresh()}>刷新缓存</Button>}>
      <Row gutter={16}>
        <DemoField label="字典下拉 (sex)" value={sex} testId="demo-dict-select"><DictSelect dictCode="sex" value={sex} onChange={setSex} style={{ width: 200 }} /></DemoField>
        <DemoField label="字典单选 (plate_color)" value={color}><DictRadio dictCode="plate_color" value={color} onChange={setColor} /></DemoField>
        <DemoField label="字典多选 (position_rank)" value={yn}><DictCheckbox dictCode="position_rank" value={yn} onChange={setYn} /></DemoField>
        <DemoField label="字典文本 (plate_color: 1,2)"><DictText dictCode="plate_color" value="1,2" /></DemoField>
      </Row>
    </Card>
  );
}
