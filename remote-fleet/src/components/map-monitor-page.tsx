import { Alert, Spin } from 'antd';
import { useMemo, useRef } from 'react';
import { sessionInstanceId } from 'shared-session';
import { useAppConfig } from '../api/get-app-config';
import { useOrgTree } from '../api/query-org-tree';
import { departNames } from '../domain/car-filter';
import { displayDatum } from '../domain/datum';
import { useFillHeight } from '../hooks/use-fill-height';
import { useLivePositions } from '../hooks/use-live-positions';
import { useMapStore } from '../stores/map-store';
import CarInfoCard from './car-info-card';
import FleetMap from './fleet-map';
import FleetSidePanel from './fleet-side-panel';
import OperatePanel from './operate-tabs/operate-panel';
import StatusLegend from './status-legend';

/** The legend subscribes to the live counts itself, so a position tick does not re-render the whole page (panel, tabs, map). */
function LiveStatusLegend({ connected }: { connected: boolean }) {
  const counts = useMapStore((s) => s.live.counts);
  const total = useMapStore((s) => s.live.total);
  return <StatusLegend counts={counts} total={total} connected={connected} />;
}

/** The selected car's card, subscribed on its own for the same reason (its state changes every tick). */
function LiveCarInfo({ names }: { names: Map<string, string> }) {
  const singleId = useMapStore((s) => s.singleId);
  const carInfo = useMapStore((s) => s.carInfo);
  const currentCarNum = useMapStore((s) => s.currentCarNum);
  const selectCar = useMapStore((s) => s.selectCar);
  if (!singleId) return null;
  return <CarInfoCard vehicle={carInfo} carNum={currentCarNum} departName={carInfo ? names.get(carInfo.departId) : null} onClose={() => selectCar(null)} />;
}

export default function MapMonitorPage() {
  const config = useAppConfig();
  const orgTree = useOrgTree();
  const { moveStatus, connected } = useLivePositions(true);
  const names = useMemo(() => departNames(orgTree.data ?? []), [orgTree.data]);
  const rootRef = useRef<HTMLDivElement>(null);
  const height = useFillHeight(rootRef);

  return (
    <div
      data-session-instance={sessionInstanceId}
      ref={rootRef}
      data-testid="map-monitor"
      style={{ display: 'flex', height, background: '#fff', border: '1px solid #f0f0f0' }}
    >
      <aside style={{ width: 300, flex: 'none', borderRight: '1px solid #f0f0f0', background: '#fff' }}>
        <FleetSidePanel tree={orgTree.data ?? []} loading={orgTree.isPending} error={orgTree.error ? orgTree.error.message : null} />
      </aside>
      <main style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <div style={{ flex: 1, minHeight: 0, position: 'relative' }}>
          {config.isPending ? (
            <Spin style={{ position: 'absolute', top: '45%', left: '50%' }} />
          ) : (
            <FleetMap datum={displayDatum(config.data)} tileUrl={config.data?.tileUrl}>
              {moveStatus.error && (
                <Alert
                  type="error"
                  showIcon
                  message={`车辆数据加载失败：${moveStatus.error.message}`}
                  style={{ position: 'absolute', top: 12, left: 56, zIndex: 7 }}
                />
              )}
              <LiveStatusLegend connected={connected} />
              <LiveCarInfo names={names} />
            </FleetMap>
          )}
        </div>
        <OperatePanel totalHeight={height} />
      </main>
    </div>
  );
}
