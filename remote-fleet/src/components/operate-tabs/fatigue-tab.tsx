import { useEffect, useMemo, useState } from 'react';
import { useWarnTired } from '../../api/alarm-calls';
import type { AlarmRecord } from '../../domain/alarm';
import { useMapStore } from '../../stores/map-store';
import { todayFilter } from './alarm-detail-tab';
import { fatigueColumns } from './columns';
import { alarmLocatePoint, locateRow } from './locate';
import OperateTable from './operate-table';
import PlateQueryBar, { type PlateFilter } from './plate-query-bar';

/**
 * 疲劳预警 (console-spec §2.3): fatigue alarms and pre-warnings of POST /api/warnTired/queryList
 * (rules: > 4 h continuous driving without a 20 min rest, > 8 h in 24 h, > 2 h at night — issue 3);
 * the total goes to the store's warnTiredListNum. A row click locates the episode's start.
 */
export default function FatigueTab({ paneHeight }: { paneHeight: number }) {
  const initial = useMemo<PlateFilter>(() => todayFilter(), []);
  const [filter, setFilter] = useState<PlateFilter>(initial);
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const result = useWarnTired({ ...filter, ...page });
  const setOperateData = useMapStore((s) => s.setOperateData);
  useEffect(() => {
    if (result.data) setOperateData({ warnTiredListNum: result.data.total });
  }, [result.data, setOperateData]);

  return (
    <OperateTable<AlarmRecord>
      tabKey="fatigue"
      exportTitle="疲劳预警"
      columns={fatigueColumns()}
      rows={result.data?.records ?? []}
      rowKey={(a) => a.id}
      rowTestId={(a) => `fatigue-row-${a.id}`}
      total={result.data?.total ?? 0}
      pageNo={page.pageNo}
      pageSize={page.pageSize}
      loading={result.isFetching}
      error={result.error ? `疲劳预警查询失败：${result.error.message}` : null}
      paneHeight={paneHeight}
      onPage={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
      onRowClick={(a) => locateRow({ carId: a.carId, carNum: a.carNum }, alarmLocatePoint(a))}
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
