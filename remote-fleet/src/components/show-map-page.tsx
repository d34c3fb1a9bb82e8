import { Button, Card, Spin } from 'antd';
import { useMemo } from 'react';
import { sessionInstanceId, useSessionStore } from 'shared-session';
import { useAppConfig } from '../api/get-app-config';
import { displayDatum } from '../domain/datum';
import { emptyCounts } from '../domain/status';
import { useLivePositions } from '../hooks/use-live-positions';
import { useMapStore } from '../stores/map-store';
import CarInfoCard from './car-info-card';
import FleetMap from './fleet-map';
import StatusLegend from './status-legend';
import StatusSummaryBar from './status-summary-bar';

/** Whether a failed call means "not signed in": HTTP 401, or the JeecgBoot 'Token失效' message (spec §8). */
export function isAuthError(error: unknown): boolean {
  const e = error as { response?: { status?: number }; message?: string } | null;
  return Boolean(e && (e.response?.status === 401 || /Token失效|未登录|401/.test(e.message ?? '')));
}

/**
 * /show-map (spec §2.1, opened in a new tab by the fixed menu entry 地图展示, §2.3): full-screen live
 * map of every vehicle the user may see, with the title bar (车辆定位监控系统, counts in total, online
 * and per status, clock), the legend and the selected vehicle's card. Open in the route guard, but
 * without a valid token it loads no fleet data: no vehicles, zero counts, and a prompt to sign in.
 */
export default function ShowMapPage() {
  const token = useSessionStore((s) => s.token);
  const config = useAppConfig();
  const { moveStatus, connected } = useLivePositions(Boolean(token));
  const live = useMapStore((s) => s.live);
  const singleId = useMapStore((s) => s.singleId);
  const carInfo = useMapStore((s) => s.carInfo);
  const selectCar = useMapStore((s) => s.selectCar);
  const signedOut = !token || isAuthError(moveStatus.error);
  const counts = useMemo(() => (signedOut ? emptyCounts() : live.counts), [signedOut, live.counts]);
  const total = signedOut ? 0 : live.total;
  const systemName = config.data?.systemName ?? '车辆定位监控系统';

  return (
    <div data-session-instance={sessionInstanceId} data-testid="show-map" style={{ position: 'fixed', inset: 0, display: 'flex', flexDirection: 'column', background: '#0b2239' }}>
      <StatusSummaryBar title={systemName} subtitle="地图展示" counts={counts} total={total} />
      <div style={{ position: 'relative', flex: 1, minHeight: 0 }}>
        {config.isPending ? (
          <Spin style={{ position: 'absolute', top: '45%', left: '50%' }} />
        ) : (
          <FleetMap datum={displayDatum(config.data)} tileUrl={config.data?.tileUrl} live={!signedOut}>
            {signedOut ? (
              <Card data-testid="show-map-login" style={{ position: 'absolute', top: '38%', left: '50%', transform: 'translate(-50%, -50%)', zIndex: 8, textAlign: 'center' }}>
                <p style={{ fontSize: 16, marginBottom: 16 }}>登录后可查看车辆实时位置，请先登录</p>
                <Button type="primary" href={`/user/login?redirect=${encodeURIComponent('/show-map')}`}>
                  前往登录
                </Button>
              </Card>
            ) : (
              <>
                <StatusLegend counts={counts} total={total} connected={connected} />
                {singleId && <CarInfoCard vehicle={carInfo} onClose={() => selectCar(null)} />}
              </>
            )}
          </FleetMap>
        )}
      </div>
    </div>
  );
}
