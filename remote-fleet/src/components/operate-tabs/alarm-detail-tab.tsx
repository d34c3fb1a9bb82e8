import { Button, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { usePermission } from 'shared-session';
import { useAlarmDetail, type AlarmQuery } from '../../api/alarm-calls';
import type { AlarmFilter, AlarmRecord } from '../../domain/alarm';
import { useMapStore } from '../../stores/map-store';
import { alarmColumns } from './columns';
import AlarmQueryBar from './alarm-query-bar';
import HandleAlarmDialog from './handle-alarm-dialog';
import { alarmLocatePoint, locateRow } from './locate';
import OperateTable from './operate-table';

/** Button code of 处理 (fleet contract "Alarm calls"). */
export const HANDLE_PERMISSION = 'fleet:alarm:handle';

/** 报警明细 defaults: alarms that started today (China day of the browser), open ones first. */
export function todayFilter(now = Date.now()): AlarmFilter {
  return { startTime: dayjs(now).startOf('day').valueOf(), endTime: dayjs(now).endOf('day').valueOf() };
}

/** 全部报警 defaults: the last 7 days. */
export function lastWeekFilter(now = Date.now()): AlarmFilter {
  return { startTime: dayjs(now).subtract(6, 'day').startOf('day').valueOf(), endTime: dayjs(now).endOf('day').valueOf() };
}

/** Sort of 全部报警: newest start first (报警明细 uses the open-first order of queryAlarmDetailOpenFirst). */
export const ALL_SORT = { column: 'startTime', order: 'desc' } as const;

interface AlarmDetailTabProps {
  /** 'detail' = 报警明细 (open first, live rows, store lists); 'all' = 全部报警 (incl. closed, source/state filters). */
  mode: 'detail' | 'all';
  paneHeight: number;
}

/**
 * 报警明细 / 全部报警 (console-spec §2.3): POST /api/map/queryAlarmDetail with the query bar's
 * filters and paging; a row click selects the car and locates the alarm's start position; 处理
 * (button fleet:alarm:handle) opens the handling dialog. In 'detail' mode the page is mirrored in
 * the map store (alarmDetailList, reportDetailNum, alarmDetailView) so live alarms merge into it.
 */
export default function AlarmDetailTab({ mode, paneHeight }: AlarmDetailTabProps) {
  const initial = useMemo(() => (mode === 'detail' ? todayFilter() : lastWeekFilter()), [mode]);
  const [filter, setFilter] = useState<AlarmFilter>(initial);
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [handling, setHandling] = useState<AlarmRecord | null>(null);
  const can = usePermission();
  const query: AlarmQuery = mode === 'all' ? { ...filter, ...page, ...ALL_SORT } : { ...filter, ...page };
  const result = useAlarmDetail(query, mode === 'detail');
  const setOperateData = useMapStore((s) => s.setOperateData);
  const storeRows = useMapStore((s) => s.alarmDetailList);
  const storeTotal = useMapStore((s) => s.reportDetailNum);
  const live = mode === 'detail';

  useEffect(() => {
    if (!live) return;
    setOperateData({ alarmDetailView: { ...filter, ...page } });
  }, [live, filter, page, setOperateData]);
  useEffect(() => {
    if (!live) return;
    return () => setOperateData({ alarmDetailView: null });
  }, [live, setOperateData]);
  useEffect(() => {
    if (live && result.data) setOperateData({ alarmDetailList: result.data.records, reportDetailNum: result.data.total });
  }, [live, result.data, setOperateData]);

  const rows = live ? storeRows : result.data?.records ?? [];
  const total = live ? storeTotal : result.data?.total ?? 0;
  const canHandle = can(HANDLE_PERMISSION);

  const actions = useMemo<TableColumnsType<AlarmRecord>>(
    () =>
      canHandle
        ? [
            {
              key: 'action',
              title: '操作',
              width: 70,
              fixed: 'right',
              render: (_: unknown, a: AlarmRecord) =>
                a.handleState === 0 ? (
                  <Button
                    type="link"
                    size="small"
                    data-testid="alarm-handle"
                    onClick={(e) => {
                      e.stopPropagation();
                      setHandling(a);
                    }}
                  >
                    处理
                  </Button>
                ) : (
                  <span style={{ color: '#8c8c8c' }}>已处理</span>
                ),
            },
          ]
        : [],
    [canHandle],
  );

  return (
    <>
      <OperateTable<AlarmRecord>
        tabKey={mode === 'detail' ? 'alarmDetail' : 'allAlarm'}
        exportTitle={mode === 'detail' ? '报警明细' : '全部报警'}
        columns={alarmColumns()}
        actionColumns={actions}
        rows={rows}
        rowKey={(a) => a.id}
        rowTestId={(a) => `alarm-row-${a.id}`}
        total={total}
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        loading={result.isFetching}
        error={result.error ? `报警查询失败：${result.error.message}` : null}
        paneHeight={paneHeight}
        onPage={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
        onRowClick={(a) => locateRow({ carId: a.carId, carNum: a.carNum }, alarmLocatePoint(a))}
        query={
          <AlarmQueryBar
            initial={initial}
            extended={mode === 'all'}
            onSearch={(f) => {
              setFilter(f);
              setPage((p) => ({ ...p, pageNo: 1 }));
            }}
          />
        }
      />
      <HandleAlarmDialog
        alarm={handling}
        onClose={() => setHandling(null)}
        onHandled={(a, note) => {
          if (!live) return;
          const list = useMapStore.getState().alarmDetailList;
          setOperateData({ alarmDetailList: list.map((r) => (r.id === a.id ? { ...r, handleState: 1, handleNote: note } : r)) });
        }}
      />
    </>
  );
}
