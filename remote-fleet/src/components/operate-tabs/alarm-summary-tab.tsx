import { useEffect, useMemo, useState } from 'react';
import { useAlarmSummary, useAlarmTypes } from '../../api/alarm-calls';
import type { AlarmSummaryRow } from '../../domain/alarm';
import { useMapStore } from '../../stores/map-store';
import { todayFilter } from './alarm-detail-tab';
import { summaryColumns } from './columns';
import { locateCarLive } from './locate';
import OperateTable from './operate-table';
import PlateQueryBar, { type PlateFilter } from './plate-query-bar';

/**
 * 报警汇总 (console-spec §2.3): per-vehicle alarm counts of POST /api/map/getAlarmSummary for a
 * plate and time range (default today); the total goes to the store's reportListNum. A row click
 * selects the car and locates its live position.
 */
export default function AlarmSummaryTab({ paneHeight }: { paneHeight: number }) {
  const initial = useMemo<PlateFilter>(() => todayFilter(), []);
  const [filter, setFilter] = useState<PlateFilter>(initial);
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const result = useAlarmSummary({ ...filter, ...page });
  const types = useAlarmTypes();
  const typeNames = useMemo(() => new Map((types.data ?? []).map((t) => [t.code, t.name])), [types.data]);
  const columns = useMemo(() => summaryColumns(typeNames), [typeNames]);
  const setOperateData = useMapStore((s) => s.setOperateData);
  useEffect(() => {
    if (result.data) setOperateData({ reportListNum: result.data.total });
  }, [result.data, setOperateData]);

  return (
    <OperateTable<AlarmSummaryRow>
      tabKey="alarmSummary"
      exportTitle="报警汇总"
      columns={columns}
      rows={result.data?.records ?? []}
      rowKey={(r) => r.carId}
      rowTestId={(r) => `summary-row-${r.carId}`}
      total={result.data?.total ?? 0}
      pageNo={page.pageNo}
      pageSize={page.pageSize}
      loading={result.isFetching}
      error={result.error ? `报警汇总查询失败：${result.error.message}` : null}
      paneHeight={paneHeight}
      onPage={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
      onRowClick={(r) => locateCarLive(r.carId, r.carNum)}
      query={
        <PlateQueryBar
          initial={initial}
          withRange
          onSearch={(f) => {
            setFilter(f);
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        />
      }
    />
  );
}
