import { useEffect, useState } from 'react';
import { useOfflineNotification } from '../../api/alarm-calls';
import type { OfflineRow } from '../../domain/alarm';
import { useMapStore } from '../../stores/map-store';
import { offlineColumns } from './columns';
import { locateRow, offlineLocatePoint } from './locate';
import OperateTable from './operate-table';
import PlateQueryBar, { type PlateFilter } from './plate-query-bar';

const COLUMNS = offlineColumns();

/**
 * 离线通知 (console-spec §2.3): the vehicles offline now (no report within the offline timeout,
 * default 10 min) from POST /api/map/getOfflineNotification; the page goes to the store's
 * OfflineNotificationList. A row click selects the car and locates its last position.
 */
export default function OfflineTab({ paneHeight }: { paneHeight: number }) {
  const [filter, setFilter] = useState<PlateFilter>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const result = useOfflineNotification({ ...filter, ...page });
  const setOperateData = useMapStore((s) => s.setOperateData);
  useEffect(() => {
    if (result.data) setOperateData({ OfflineNotificationList: result.data.records });
  }, [result.data, setOperateData]);

  return (
    <OperateTable<OfflineRow>
      tabKey="offline"
      exportTitle="离线通知"
      columns={COLUMNS}
      rows={result.data?.records ?? []}
      rowKey={(r) => r.carId}
      rowTestId={(r) => `offline-row-${r.carId}`}
      total={result.data?.total ?? 0}
      pageNo={page.pageNo}
      pageSize={page.pageSize}
      loading={result.isFetching}
      error={result.error ? `离线通知查询失败：${result.error.message}` : null}
      paneHeight={paneHeight}
      onPage={(pageNo, pageSize) => setPage({ pageNo, pageSize })}
      onRowClick={(r) => locateRow({ carId: r.carId, carNum: r.carNum }, offlineLocatePoint(r))}
      query={
        <PlateQueryBar
          initial={{}}
          onSearch={(f) => {
            setFilter(f);
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        />
      }
    />
  );
}
