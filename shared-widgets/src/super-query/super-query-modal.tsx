import { Button, Col, Empty, Modal, Row, Select, Space, Typography } from 'antd';
import { ConditionRow } from './condition-row';
import { emptyCondition } from './super-query-logic';
import { SavedQueryPanel } from './saved-query-panel';
import { SUPER_QUERY_TEXTS as T } from './super-query-texts';
import type { MatchType, SavedQuery, SuperQueryCondition, SuperQueryField } from './super-query-types';

/** Width of the advanced query dialog in px (widgets-spec §9 "Advanced query width 1000"). */
export const SUPER_QUERY_WIDTH = 1000;

export interface SuperQueryModalProps {
  open: boolean;
  fields: SuperQueryField[];
  matchType: MatchType;
  rows: SuperQueryCondition[];
  saved: SavedQuery[];
  onMatchType(matchType: MatchType): void;
  onRows(rows: SuperQueryCondition[]): void;
  onPickSaved(query: SavedQuery): void;
  onDeleteSaved(title: string): void;
  onReset(): void;
  onSave(): void;
  onSearch(): void;
  onClose(): void;
}

/**
 * The 高级查询构造器 dialog (widgets-spec §2, width 1000): match type select, condition rows (or
 * 没有任何查询条件 with 点击新增), the 保存的查询 panel, buttons 重置 保存查询条件 关闭 查询. State lives
 * in the caller (`SuperQuery`).
 */
export function SuperQueryModal(props: SuperQueryModalProps) {
  const { open, fields, matchType, rows, saved } = props;
  const update = (i: number, row: SuperQueryCondition) => props.onRows(rows.map((r, j) => (j === i ? row : r)));
  const insertAfter = (i: number) => props.onRows([...rows.slice(0, i + 1), emptyCondition(), ...rows.slice(i + 1)]);
  const remove = (i: number) => props.onRows(rows.filter((_r, j) => j !== i));
  return (
    <Modal
      title={T.title}
      open={open}
      width={SUPER_QUERY_WIDTH}
      onCancel={props.onClose}
      footer={
        <Space>
          <Button onClick={props.onReset}>{T.reset}</Button>
          <Button onClick={props.onSave}>{T.save}</Button>
          <Button onClick={props.onClose}>{T.close}</Button>
          <Button type="primary" onClick={props.onSearch}>
            {T.search}
          </Button>
        </Space>
      }
    >
      <Row gutter={16}>
        <Col span={18}>
          <Space style={{ marginBottom: 12 }}>
            <span>{T.matchTypeLabel}</span>
            <Select<MatchType>
              aria-label="匹配方式"
              style={{ width: 260 }}
              value={matchType}
              onChange={props.onMatchType}
              options={[
                { value: 'and', label: T.matchTypes.and },
                { value: 'or', label: T.matchTypes.or },
              ]}
            />
          </Space>
          {rows.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                <span>
                  {T.noCondition}，<Typography.Link onClick={() => props.onRows([emptyCondition()])}>{T.addLink}</Typography.Link>
                </span>
              }
            />
          ) : (
            rows.map((row, i) => <ConditionRow key={row.key ?? i} row={row} fields={fields} onChange={(r) => update(i, r)} onAdd={() => insertAfter(i)} onRemove={() => remove(i)} />)
          )}
        </Col>
        <Col span={6}>
          <SavedQueryPanel list={saved} onPick={props.onPickSaved} onDelete={props.onDeleteSaved} />
        </Col>
      </Row>
    </Modal>
  );
}
