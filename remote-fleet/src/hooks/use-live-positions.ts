import { useEffect, useState } from 'react';
import { openSocket } from 'shared-session';
import { useMoveStatus } from '../api/query-move-status';
import { parseAlarmMessage } from '../domain/alarm';
import { normalizeVehicles, parsePositionMessage } from '../domain/live-state';
import { liveTickApplied, liveTickStart } from '../map/live-perf';
import { useMapStore } from '../stores/map-store';

/**
 * Loads the vehicle states once, then follows the positions socket while `enabled` (positions into
 * the live state, `{type:'alarm'}` events into the store's applyAlarmEvent); returns the load query and socket state.
 */
export function useLivePositions(enabled: boolean) {
  const moveStatus = useMoveStatus(enabled);
  const applyLive = useMapStore((s) => s.applyLive);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (moveStatus.data) applyLive({ type: 'snapshot', vehicles: normalizeVehicles(moveStatus.data), source: 'http' });
  }, [moveStatus.data, applyLive]);

  useEffect(() => {
    if (!enabled) return;
    const socket = openSocket('ws/positions', {
      onMessage: (raw: unknown) => {
        const started = liveTickStart();
        const alarm = parseAlarmMessage(raw);
        if (alarm) {
          useMapStore.getState().applyAlarmEvent(alarm);
          return;
        }
        const msg = parsePositionMessage(raw);
        if (msg) applyLive(msg);
        if (msg) liveTickApplied(started, msg.type === 'snapshot' ? msg.vehicles.length : msg.items.length);
      },
      onOpen: () => setConnected(true),
      onClose: () => setConnected(false),
    }, { heartbeatMs: 30_000 });
    return () => {
      socket.close();
      setConnected(false);
    };
  }, [enabled, applyLive]);

  return { moveStatus, connected };
}
