import { App, Button, DatePicker, Form, Input, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { http, usePermission } from 'shared-session';
import { ListQueryBar, listTableProps, ListToolbar, useListPage } from 'shared-widgets';
import { logColumns } from './log-columns';
import { LogDetail } from './log-detail';
import { LOG_BUTTONS, LOG_TEXTS, LOG_TIME_FORMAT, type SysLog } from './log-types';

interface LogQuery {
  keyWord?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The list query of the form: keyWord and createTime_begin / createTime_end (China time text). */
export function logQueryParams(values: LogQuery): Record<string, unknown> {
  const [begin, end] = values.range ?? [];
  return {
    keyWord: values.keyWord?.trim() || undefined,
    createTime_begin: begin ? begin.format(LOG_TIME_FORMAT) : undefined,
    createTime_end: end ? end.format(LOG_TIME_FORMAT) : undefined,
  };
}

/** Props of {@link LogTable}. */
export interface LogTableProps {
  /** 1 登录日志, 2 操作日志 */
  logType: 1 | 2;
}

/**
 * One tab of 日志管理 (issue 5, docs/admin-contract.md "Logs"): GET /sys/log/list?logType= with
 * keyword and time range query, paging (10/20/30, 共 N 条), sort (default newest first), delete,
 * batch delete and 清空日志 (deleteBatch?ids=allclear&logType=) with confirmation; operation logs
 * expand to their request details.
 */
export function LogTable({ logType }: LogTableProps) {
  const { message, modal } = App.useApp();
  const has = usePermission();
  const canDelete = has(LOG_BUTTONS.delete);
  const list = useListPage<SysLog>({
    url: { list: '/sys/log/list', delete: '/sys/log/delete', deleteBatch: '/sys/log/deleteBatch' },
    baseParams: { logType },
  });
  const tab = logType === 1 ? LOG_TEXTS.loginTab : LOG_TEXTS.operateTab;

  const clearAll = () => modal.confirm({
    title: LOG_TEXTS.clearTitle,
    content: LOG_TEXTS.clearContent(tab),
    okText: '确定',
    cancelText: '取消',
    onOk: async () => {
      const answer = await http.delete('/sys/log/deleteBatch', { params: { ids: 'allclear', logType } }).catch(() => null);
      if (!answer) return;
      if (answer.success) message.success(answer.message);
      else message.warning(answer.message);
      await list.searchReset();
    },
  });

  return (
    <div data-testid={`log-table-${logType}`}>
      <ListQueryBar<LogQuery> list={list} toQuery={logQueryParams}>
        <Form.Item name="keyWord" label={LOG_TEXTS.keyWord}><Input allowClear placeholder={LOG_TEXTS.keyWordPlaceholder} /></Form.Item>
        <Form.Item name="range" label={LOG_TEXTS.createTime}>
          <DatePicker.RangePicker showTime format={LOG_TIME_FORMAT} placeholder={['开始时间', '结束时间']} />
        </Form.Item>
      </ListQueryBar>
      {canDelete && <ListToolbar onBatchDelete={list.batchDel}><Button danger onClick={clearAll}>{LOG_TEXTS.clear}</Button></ListToolbar>}
      <Table<SysLog>
        {...listTableProps(list, canDelete)}
        size="middle"
        columns={logColumns(logType, canDelete ? (row) => void list.handleDelete(row.id) : undefined)}
        expandable={logType === 2 ? { expandedRowRender: (row) => <LogDetail row={row} /> } : undefined}
        scroll={{ x: 1100 }}
      />
    </div>
  );
}
