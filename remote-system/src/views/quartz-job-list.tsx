import { App, Card, Form, Select, Table } from 'antd';
import { useState } from 'react';
import { http, usePermission } from 'shared-session';
import { ListQueryBar, listTableProps, ListToolbar, useListPage } from 'shared-widgets';
import { quartzColumns } from '../features/quartz/quartz-columns';
import { QuartzHistoryDrawer } from '../features/quartz/quartz-history-drawer';
import { QuartzJobForm } from '../features/quartz/quartz-job-form';
import { JOB_STATUS, QUARTZ_BUTTONS, type QuartzJob } from '../features/quartz/quartz-types';
import { useJobTypes } from '../features/quartz/use-job-types';

/**
 * 定时任务 (issue 5, docs/admin-contract.md "Scheduled jobs"): the tenant's jobs with job type /
 * status filters, paging and sort; add / edit (type select, shared cron editor, next-times check),
 * 启动 (resume), 停止 (pause), 立即执行 (execute once), delete / batch delete and a history drawer per
 * job. Buttons are hidden without their permission; the server checks again.
 */
export default function QuartzJobList() {
  const { message } = App.useApp();
  const has = usePermission();
  const jobTypes = useJobTypes();
  const list = useListPage<QuartzJob>({
    url: { list: '/sys/quartzJob/list', delete: '/sys/quartzJob/delete', deleteBatch: '/sys/quartzJob/deleteBatch' },
    defaultSort: null,
  });
  const [editing, setEditing] = useState<{ open: boolean; record: QuartzJob | null }>({ open: false, record: null });
  const [historyOf, setHistoryOf] = useState<QuartzJob | null>(null);

  const act = async (path: string, row: QuartzJob) => {
    const answer = await http.get<{ finished?: boolean; success?: boolean; message?: string }>(path, { params: { id: row.id } }).catch(() => null);
    if (!answer) return;
    const run = answer.result;
    if (!answer.success) message.warning(answer.message);
    else if (run && run.finished && run.success === false) message.error(run.message ?? answer.message);
    else message.success(answer.message);
    await list.reload();
  };
  const columns = quartzColumns({
    canEdit: has(QUARTZ_BUTTONS.edit), canDelete: has(QUARTZ_BUTTONS.delete), canPause: has(QUARTZ_BUTTONS.pause),
    canResume: has(QUARTZ_BUTTONS.resume), canExecute: has(QUARTZ_BUTTONS.execute),
    edit: (record) => setEditing({ open: true, record }),
    remove: (row) => void list.handleDelete(row.id),
    start: (row) => void act('/sys/quartzJob/resume', row),
    stop: (row) => void act('/sys/quartzJob/pause', row),
    execute: (row) => void act('/sys/quartzJob/execute', row),
    history: (row) => setHistoryOf(row),
  });

  return (
    <Card variant="borderless">
      <ListQueryBar list={list}>
        <Form.Item name="jobType" label="任务类型">
          <Select allowClear placeholder="请选择" style={{ width: 160 }} options={jobTypes.map((t) => ({ value: t.value, label: t.text }))} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select allowClear placeholder="请选择" style={{ width: 120 }} options={[0, -1].map((v) => ({ value: v, label: JOB_STATUS[v].text }))} />
        </Form.Item>
      </ListQueryBar>
      <ListToolbar
        onAdd={has(QUARTZ_BUTTONS.add) ? () => setEditing({ open: true, record: null }) : undefined}
        onBatchDelete={has(QUARTZ_BUTTONS.delete) ? list.batchDel : undefined}
      />
      <Table<QuartzJob> data-testid="quartz-job-table" {...listTableProps(list)} size="middle" columns={columns} scroll={{ x: 1100 }} />
      <QuartzJobForm
        open={editing.open}
        record={editing.record}
        jobTypes={jobTypes}
        onClose={(saved) => {
          setEditing({ open: false, record: null });
          if (saved) void list.reload();
        }}
      />
      <QuartzHistoryDrawer job={historyOf} onClose={() => setHistoryOf(null)} />
    </Card>
  );
}
