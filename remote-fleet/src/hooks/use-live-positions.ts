import { useEffect, useState } from 'react';
import { openSocket } from 'shared-session';
import { useMoveStatus } from '../api/query-move-status';
import { normalizeVehicles, parsePositionMessage } from '../domain/live-state';
import { useMapStore } from '../stores/map-store';

/** Loads the vehicle states once, then follows the positions socket while `enabled`; returns the load query and socket state. */
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
        const msg = parsePositionMessage(raw);
        if (msg) applyLive(msg);
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
