import { Card, Col, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { CronInput, CronPreview, effectiveDateText, EffectiveDatePicker } from 'shared-widgets';

/**
 * Cron与日期 tab of the widget demo: the cron field (text input + 选择 → Cron表达式 dialog with the
 * 秒 分 时 日 月 年 tabs) with the next 10 run times, and the effective-date picker with the JSON
 * value it stores.
 */
export default function CronSection() {
  const [cron, setCron] = useState('0 0 12 ? * 2-6 *');
  const [effective, setEffective] = useState<string | undefined>('{"date":"","forever":"1","notice":""}');
  return (
    <Row gutter={16} data-testid="cron-section">
      <Col span={14}>
        <Card size="small" title="Cron表达式">
          <Space orientation="vertical" style={{ width: '100%' }}>
            <CronInput value={cron} onChange={setCron} placeholder="请输入或选择Cron表达式" />
            <Typography.Text type="secondary" data-testid="cron-value">
              值：{cron || '（空）'}
            </Typography.Text>
            <CronPreview expression={cron} />
          </Space>
        </Card>
      </Col>
      <Col span={10}>
        <Card size="small" title="生效日期">
          <Space orientation="vertical">
            <EffectiveDatePicker value={effective} onChange={setEffective} />
            <Typography.Text type="secondary" data-testid="effective-value">
              值：{effective ?? '（空）'}
            </Typography.Text>
            <Typography.Text>显示：{effectiveDateText(effective) || '（空）'}</Typography.Text>
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
