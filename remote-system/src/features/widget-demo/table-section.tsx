import { Alert, Select, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { fetchDemoRecords, type DemoRecord } from './table/items-api';
import { ItemsTable } from './table/items-table';
import { PerfTable } from './table/perf-table';

/**
 * 可编辑表格 demo (widgets-spec §2-§6): the items of a demo record edited and saved against the
 * server, every column type, toolbar with permission prefix test:jeecgDemo:item:, realtime sync
 * between tabs, statistics, disabled rows (已完成), drag sort, expanded rows, and the
 * 10,000 行 × 20 列 performance mode.
 */
export default function TableSection() {
  const [records, setRecords] = useState<DemoRecord[]>([]);
  const [demoId, setDemoId] = useState<string>();
  const [perf, setPerf] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    fetchDemoRecords()
      .then((list) => {
        setRecords(list);
        setDemoId((id) => id ?? list[0]?.id);
      })
      .catch((err: Error) => setError(err.message));
  }, []);

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="table-section">
      <Space wrap>
        <Typography.Text>示例记录</Typography.Text>
        <Select
          data-testid="demo-record"
          style={{ width: 260 }}
          value={demoId}
          onChange={setDemoId}
          disabled={perf}
          options={records.map((r) => ({ value: r.id, label: r.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
        <Switch checked={perf} onChange={setPerf} data-testid="perf-mode" /> <span>10,000 行 × 20 列</span>
      </Space>
      <Typography.Text type="secondary">右键行可插入、上移、下移、删除；拖动行首手柄排序；双击单元格或点击图标编辑；在两个标签页打开本页，编辑会实时同步。</Typography.Text>
      {error && <Alert type="warning" showIcon title={error} />}
      {perf ? <PerfTable /> : demoId ? <ItemsTable key={demoId} demoId={demoId} /> : null}
    </Space>
  );
}
