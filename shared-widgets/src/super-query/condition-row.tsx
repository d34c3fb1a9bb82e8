import { MinusCircleOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { Button, Col, Row, Select } from 'antd';
import { ConditionValueInput } from './condition-value-input';
import { changeRule, selectField } from './super-query-logic';
import { RULE_LABELS, SUPER_QUERY_TEXTS as T } from './super-query-texts';
import { SUPER_QUERY_RULES, type SuperQueryCondition, type SuperQueryField, type SuperQueryRule } from './super-query-types';

export interface ConditionRowProps {
  row: SuperQueryCondition;
  fields: SuperQueryField[];
  onChange(row: SuperQueryCondition): void;
  onAdd(): void;
  onRemove(): void;
}

const RULE_OPTIONS = SUPER_QUERY_RULES.map((r) => ({ value: r, label: RULE_LABELS[r] }));

/**
 * One condition row (widgets-spec §2, §4 "Advanced query"): field select (choosing a field
 * resets the value and copies its type info), rule select (leaving `in` keeps the first chosen
 * value of a dictionary field), the value widget, and add / remove buttons.
 */
export function ConditionRow({ row, fields, onChange, onAdd, onRemove }: ConditionRowProps) {
  return (
    <Row gutter={8} align="middle" style={{ marginBottom: 8 }} data-testid="super-query-row">
      <Col span={8}>
        <Select
          style={{ width: '100%' }}
          aria-label="查询字段"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={T.fieldPlaceholder}
          value={row.field}
          options={fields.map((f) => ({ value: f.value, label: f.text }))}
          onChange={(v: string) => onChange(selectField(row, fields.find((f) => f.value === v)))}
        />
      </Col>
      <Col span={5}>
        <Select style={{ width: '100%' }} aria-label="匹配规则" placeholder={T.rulePlaceholder} value={row.rule} options={RULE_OPTIONS} onChange={(v: SuperQueryRule) => onChange(changeRule(row, v))} />
      </Col>
      <Col span={8}>
        <ConditionValueInput row={row} onChange={(val) => onChange({ ...row, val })} />
      </Col>
      <Col span={3}>
        <Button type="text" aria-label="新增条件" icon={<PlusCircleOutlined />} onClick={onAdd} />
        <Button type="text" aria-label="删除条件" icon={<MinusCircleOutlined />} onClick={onRemove} />
      </Col>
    </Row>
  );
}
