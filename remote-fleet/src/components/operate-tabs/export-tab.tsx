import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, DatePicker, List, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { exportXlsx } from 'shared-widgets';
import { getAlarmSummary, getOfflineNotification, queryAlarmDetail, queryAlarmDetailOpenFirst, queryWarnTired, useAlarmTypes } from '../../api/alarm-calls';
import { useOrgTree } from '../../api/query-org-tree';
import { departNames } from '../../domain/car-filter';
import { useMapStore } from '../../stores/map-store';
import type { Page } from '../../types';
import { alarmColumns, exportFileName, fatigueColumns, offlineColumns, summaryColumns, toXlsxColumns, vehicleStatusColumns, type OperateColumn } from './columns';
import { vehicleStatusRows } from './vehicle-rows';

/** Most rows exported per list (pages of 1000, the contract's largest pageSize). */
export const EXPORT_MAX_ROWS = 10_000;
const PAGE = 1000;

/**
 * Reads every page of a list call (pageSize 1000) until `total` or `max` rows; returns the rows and
 * the server's total. Errors of the call are thrown.
 */
export async function fetchAllPages<T>(fetchPage: (pageNo: number, pageSize: number) => Promise<Page<T>>, max = EXPORT_MAX_ROWS): Promise<{ rows: T[]; total: number }> {
  const rows: T[] = [];
  let total = 0;
  for (let pageNo = 1; rows.length < max; pageNo += 1) {
    const page = await fetchPage(pageNo, PAGE);
    total = page.total;
    rows.push(...page.records);
    if (!page.records.length || rows.length >= total) break;
  }
  return { rows: rows.slice(0, max), total };
}

/** The lists the 导出 tab can export. */
export const EXPORT_LISTS = [
  { key: 'alarmDetail', title: '报警明细' },
  { key: 'alarmSummary', title: '报警汇总' },
  { key: 'vehicleStatus', title: '车辆状态' },
  { key: 'fatigue', title: '疲劳预警' },
  { key: 'offline', title: '离线通知' },
  { key: 'allAlarm', title: '全部报警' },
] as const;

/** Key of an exportable list. */
export type ExportListKey = (typeof EXPORT_LISTS)[number]['key'];

interface ExportResult {
  key: ExportListKey;
  title: string;
  rows: number;
  total: number;
  error?: string;
}

/**
 * 导出 (console-spec §2.3): ticks of the lists and a time range (default today, ≤ 31 days); 导出
 * writes one xlsx per list (`{标题}_YYYYMMDDHHmmss.xlsx`, same columns as the tabs) with up to
 * 10,000 rows each, read from the server page by page (车辆状态 from the live store), and reports
 * the row counts.
 */
export default function ExportTab() {
  const { message } = App.useApp();
  const [checked, setChecked] = useState<ExportListKey[]>(['alarmDetail', 'alarmSummary', 'vehicleStatus']);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().startOf('day'), dayjs().endOf('day')]);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<ExportResult[]>([]);
  const types = useAlarmTypes();
  const tree = useOrgTree();
  const typeNames = useMemo(() => new Map((types.data ?? []).map((t) => [t.code, t.name])), [types.data]);
  const names = useMemo(() => departNames(tree.data ?? []), [tree.data]);
  const tooLong = range[1].diff(range[0], 'day', true) > 31;

  const collect = async (key: ExportListKey): Promise<{ columns: OperateColumn<never>[]; rows: unknown[]; total: number }> => {
    const startTime = range[0].valueOf();
    const endTime = range[1].valueOf();
    const now = Date.now();
    const as = <R,>(columns: OperateColumn<R>[], r: { rows: R[]; total: number }) => ({ columns: columns as unknown as OperateColumn<never>[], ...r });
    switch (key) {
      case 'alarmDetail':
        return as(alarmColumns(now), await fetchAllPages((pageNo, pageSize) => queryAlarmDetailOpenFirst({ pageNo, pageSize, startTime, endTime })));
      case 'allAlarm':
        return as(alarmColumns(now), await fetchAllPages((pageNo, pageSize) => queryAlarmDetail({ pageNo, pageSize, startTime, endTime, column: 'startTime', order: 'desc' })));
      case 'alarmSummary':
        return as(summaryColumns(typeNames), await fetchAllPages((pageNo, pageSize) => getAlarmSummary({ pageNo, pageSize, startTime, endTime })));
      case 'fatigue':
        return as(fatigueColumns(now), await fetchAllPages((pageNo, pageSize) => queryWarnTired({ pageNo, pageSize, startTime, endTime })));
      case 'offline':
        return as(offlineColumns(), await fetchAllPages((pageNo, pageSize) => getOfflineNotification({ pageNo, pageSize })));
      case 'vehicleStatus': {
        const rows = vehicleStatusRows(useMapStore.getState().vehicleStatusList, {});
        return as(vehicleStatusColumns(names), { rows, total: rows.length });
      }
    }
  };

  const run = async () => {
    setBusy(true);
    const out: ExportResult[] = [];
    for (const list of EXPORT_LISTS.filter((l) => checked.includes(l.key))) {
      try {
        const { columns, rows, total } = await collect(list.key);
        const n = await exportXlsx(exportFileName(list.title), toXlsxColumns(columns), rows as never[], list.title);
        out.push({ key: list.key, title: list.title, rows: n, total });
      } catch (e) {
        out.push({ key: list.key, title: list.title, rows: 0, total: 0, error: (e as Error).message });
      }
    }
    setResults(out);
    setBusy(false);
    const failed = out.filter((r) => r.error).length;
    if (failed) message.warning(`${failed} 个列表导出失败`);
    else message.success(`已导出 ${out.length} 个文件`);
  };

  return (
    <div data-testid="operate-tab-export" style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: '4px 0' }}>
      <Space wrap>
        <span>导出列表：</span>
        <Checkbox.Group
          value={checked}
          onChange={(v) => setChecked(v as ExportListKey[])}
          options={EXPORT_LISTS.map((l) => ({ value: l.key, label: l.title }))}
        />
      </Space>
      <Space wrap>
        <span>报警时间：</span>
        <DatePicker.RangePicker
          showTime
          allowClear={false}
          value={range}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
          style={{ width: 340 }}
        />
        <Button type="primary" data-testid="operate-export" icon={<DownloadOutlined />} loading={busy} disabled={!checked.length || tooLong} onClick={run}>
          导出
        </Button>
        <Typography.Text type="secondary">每个列表一个 xlsx 文件，每个最多 {EXPORT_MAX_ROWS} 条；车辆状态与离线通知为当前状态。</Typography.Text>
      </Space>
      {tooLong && <Alert type="warning" showIcon message="查询时间范围不能超过31天" />}
      {results.length > 0 && (
        <List
          size="small"
          bordered
          dataSource={results}
          renderItem={(r) => (
            <List.Item data-testid={`export-result-${r.key}`}>
              {r.error ? (
                <Typography.Text type="danger">
                  {r.title}：导出失败（{r.error}）
                </Typography.Text>
              ) : (
                <span>
                  {r.title}：已导出 {r.rows} 条{r.total > r.rows ? `（共 ${r.total} 条，仅导出前 ${r.rows} 条）` : ''}
                </span>
              )}
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
