import { Modal, Switch, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { http } from 'shared-session';
import { diffVersions, type DataLogRecord, type DiffRow } from './data-diff';

/** Props of {@link CompareModal}. */
export interface CompareModalProps {
  /** the two log ids to compare; null: closed */
  ids: [string, string] | null;
  onClose(): void;
}

/**
 * 数据比较: loads the two versions (GET /sys/dataLog/queryCompareList) and shows 字段 / 旧值 (vN) /
 * 新值 (vM), changed fields highlighted; 只看变化 hides the unchanged ones.
 */
export function CompareModal({ ids, onClose }: CompareModalProps) {
  const [pair, setPair] = useState<DataLogRecord[]>([]);
  const [onlyChanged, setOnlyChanged] = useState(true);
  useEffect(() => {
    setPair([]);
    if (!ids) return;
    void http.get<DataLogRecord[]>('/sys/dataLog/queryCompareList', { params: { dataId1: ids[0], dataId2: ids[1] } })
      .then((a) => { if (a.success) setPair(a.result ?? []); })
      .catch(() => undefined);
  }, [ids]);
  const rows: DiffRow[] = pair.length === 2 ? diffVersions(pair[0].dataContent, pair[1].dataContent) : [];
  const shown = onlyChanged ? rows.filter((r) => r.changed) : rows;
  return (
    <Modal title="数据比较" open={ids !== null} width={860} footer={null} onCancel={onClose} destroyOnHidden>
      <div style={{ marginBottom: 12 }}>
        <Switch size="small" checked={onlyChanged} onChange={setOnlyChanged} /> <Typography.Text>只看变化</Typography.Text>
      </div>
      <Table<DiffRow> rowKey="field" size="small" pagination={false} dataSource={shown}
        columns={[
          { title: '字段', dataIndex: 'field', width: 160 },
          { title: `旧值${pair[0] ? ` (版本${pair[0].dataVersion})` : ''}`, dataIndex: 'old', render: (v: string, r) => <span style={r.changed ? { color: '#cf1322' } : undefined}>{v}</span> },
          { title: `新值${pair[1] ? ` (版本${pair[1].dataVersion})` : ''}`, dataIndex: 'new', render: (v: string, r) => <span style={r.changed ? { color: '#389e0d' } : undefined}>{v}</span> },
        ]}
      />
    </Modal>
  );
}
