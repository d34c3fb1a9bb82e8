import { Popconfirm, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { JOB_STATUS, QUARTZ_TEXTS, type QuartzJob } from './quartz-types';

/** Row actions of 定时任务; each is shown only when its button is granted. */
export interface QuartzActions {
  canEdit: boolean;
  canDelete: boolean;
  canPause: boolean;
  canResume: boolean;
  canExecute: boolean;
  edit(row: QuartzJob): void;
  remove(row: QuartzJob): void;
  start(row: QuartzJob): void;
  stop(row: QuartzJob): void;
  execute(row: QuartzJob): void;
  history(row: QuartzJob): void;
}

/**
 * Columns of 定时任务: type, cron, parameter, description, status, next firing, actions (启动 for a
 * stopped job / 停止 for a running one, 立即执行, 执行历史, 编辑, 删除 with confirmation).
 */
export function quartzColumns(a: QuartzActions): ColumnsType<QuartzJob> {
  return [
    { title: '任务类型', dataIndex: 'jobClassName_dictText', width: 120 },
    { title: 'Cron表达式', dataIndex: 'cronExpression', width: 150, sorter: true },
    { title: '参数', dataIndex: 'parameter', ellipsis: true, render: (v: string | null) => v ?? '-' },
    { title: '描述', dataIndex: 'description', ellipsis: true, sorter: true },
    { title: '状态', dataIndex: 'status', width: 80, sorter: true, render: (v: number) => <Tag color={JOB_STATUS[v]?.color}>{JOB_STATUS[v]?.text ?? v}</Tag> },
    { title: '下次执行时间', dataIndex: 'nextFireTime', width: 170, render: (v: string | null) => v ?? '-' },
    {
      title: '操作', key: 'action', width: 280, fixed: 'right',
      render: (_: unknown, row) => (
        <Space size="small" data-testid={`job-actions-${row.id}`}>
          {a.canResume && row.status === -1 && (
            <Popconfirm title={QUARTZ_TEXTS.confirmStart} onConfirm={() => a.start(row)}><Typography.Link>{QUARTZ_TEXTS.start}</Typography.Link></Popconfirm>
          )}
          {a.canPause && row.status === 0 && (
            <Popconfirm title={QUARTZ_TEXTS.confirmStop} onConfirm={() => a.stop(row)}><Typography.Link>{QUARTZ_TEXTS.stop}</Typography.Link></Popconfirm>
          )}
          {a.canExecute && (
            <Popconfirm title={QUARTZ_TEXTS.confirmExecute} onConfirm={() => a.execute(row)}><Typography.Link>{QUARTZ_TEXTS.execute}</Typography.Link></Popconfirm>
          )}
          <Typography.Link onClick={() => a.history(row)}>{QUARTZ_TEXTS.history}</Typography.Link>
          {a.canEdit && <Typography.Link onClick={() => a.edit(row)}>编辑</Typography.Link>}
          {a.canDelete && (
            <Popconfirm title={QUARTZ_TEXTS.confirmDelete} onConfirm={() => a.remove(row)}><Typography.Link type="danger">删除</Typography.Link></Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
