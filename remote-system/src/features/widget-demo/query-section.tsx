import { Card, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { encodeQueryValue, RULE_LABELS, SUPER_QUERY_RULES, type SuperQueryOutput, type SuperQueryRule } from 'shared-widgets';
import { DemoList } from './form/demo-list';

/**
 * 高级查询 tab of the widget demo: the advanced query builder on the demo list (its query runs on
 * the server; saved queries stay in local storage), what it sends, and the value encoding of
 * simple query inputs (widgets-spec §5).
 */
export default function QuerySection() {
  const [output, setOutput] = useState<SuperQueryOutput>();
  const [rule, setRule] = useState<SuperQueryRule>('like');
  const [text, setText] = useState('张');
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="query-section">
      <DemoList title="示例记录（高级查询）" saveCode="widget-demo-query" onSuperQuery={setOutput} testId="query-list" />
      <Card size="small" title="发送的查询">
        <Typography.Paragraph data-testid="super-query-output" copyable={Boolean(output)}>
          {output ? JSON.stringify({ matchType: output.matchType, params: output.params }) : '（尚未执行高级查询）'}
        </Typography.Paragraph>
        {output?.superQueryParams && (
          <Typography.Paragraph type="secondary" style={{ wordBreak: 'break-all' }}>
            superQueryParams={output.superQueryParams}&amp;superQueryMatchType={output.superQueryMatchType}
          </Typography.Paragraph>
        )}
      </Card>
      <Card size="small" title="查询值编码">
        <Space>
          <Select<SuperQueryRule> style={{ width: 140 }} value={rule} onChange={setRule} options={SUPER_QUERY_RULES.map((r) => ({ value: r, label: RULE_LABELS[r] }))} />
          <Input style={{ width: 200 }} value={text} onChange={(e) => setText(e.target.value)} />
          <Typography.Text code data-testid="encoded-value">
            {encodeQueryValue(rule, text)}
          </Typography.Text>
        </Space>
      </Card>
    </Space>
  );
}
