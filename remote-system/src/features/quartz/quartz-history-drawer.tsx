import { Button, Drawer, Space, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useListPage } from 'shared-widgets';
import { QUARTZ_TEXTS, type JobRun, type QuartzJob } from './quartz-types';

/** Refresh period of the history drawer while 自动刷新 is on (ms). */
export const HISTORY_REFRESH_MS = 3000;

const RESULT_COLOR: Record<string, string> = { 1: 'green', 0: 'red' };

const columns: ColumnsType<JobRun> = [
  { title: '触发方式', dataIndex: 'triggerType_dictText', width: 90 },
  { title: '计划时间', dataIndex: 'fireTime', width: 170, render: (v: string | null) => v ?? '-' },
  { title: '开始时间', dataIndex: 'startTime', width: 170, sorter: true },
  { title: '耗时(ms)', dataIndex: 'durationMs', width: 100, sorter: true, render: (v: number | null) => v ?? '-' },
  { title: '结果', dataIndex: 'success', width: 90, render: (v: number | null, row) => <Tag color={v === null ? 'processing' : RESULT_COLOR[v]}>{row.success_dictText}</Tag> },
  { title: '信息', dataIndex: 'message', ellipsis: true },
];

/** Props of {@link QuartzHistoryDrawer}. */
export interface QuartzHistoryDrawerProps {
  /** the job whose runs are shown; null closes the drawer */
  job: QuartzJob | null;
  onClose(): void;
}

function HistoryTable({ job }: { job: QuartzJob }) {
  const [auto, setAuto] = useState(true);
  const list = useListPage<JobRun>({ url: { list: '/sys/quartzJob/log/list' }, baseParams: { jobId: job.id }, defaultSort: null });
  const { reload } = list;
  useEffect(() => {
    if (!auto) return undefined;
    const timer = setInterval(() => void reload(), HISTORY_REFRESH_MS);
    return () => clearInterval(timer);
  }, [auto, reload]);
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button onClick={() => void list.reload()}>{QUARTZ_TEXTS.refresh}</Button>
        <Switch checked={auto} onChange={setAuto} /> {QUARTZ_TEXTS.autoRefresh}
      </Space>
      <Table<JobRun>
        data-testid="job-history-table"
        rowKey="id"
        size="small"
        loading={list.loading && !list.dataSource.length}
        dataSource={list.dataSource}
        columns={columns}
        pagination={list.pagination}
        onChange={list.onTableChange}
      />
    </>
  );
}

/**
 * The run history of one job (issue 5 "定时任务": GET /sys/quartzJob/log/list?jobId=, newest first,
 * paged), refreshed every {@link HISTORY_REFRESH_MS} ms while 自动刷新 is on, and by 刷新.
 */
export function QuartzHistoryDrawer({ job, onClose }: QuartzHistoryDrawerProps) {
  return (
    <Drawer title={job ? QUARTZ_TEXTS.historyTitle(job.description || job.jobClassName_dictText) : ''} open={!!job} size={900} destroyOnHidden onClose={onClose}>
      {job && <HistoryTable key={job.id} job={job} />}
    </Drawer>
  );
}
