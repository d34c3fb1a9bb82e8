import { useEffect } from 'react';
import { openSocket, SESSION_CONSTANTS, useSessionStore } from 'shared-session';
import { useNoticeStore } from './notice-store';

/** A push on /websocket/{userId} that reloads the lists (console-spec §3: cmd topic or user). */
export function isReloadPush(data: unknown): boolean {
  const cmd = (data as { cmd?: unknown } | null)?.cmd;
  return cmd === 'topic' || cmd === 'user';
}

/**
 * Keeps the bell's lists current (console-spec §4, §9): loads on mount and every 6000 ms until a
 * load fails (then stops); listens on /websocket/{userId} (token sub-protocol, heartbeat text after
 * 20000 ms, reconnect 5000 ms after error or close) and reloads on a push of cmd topic or user —
 * a push also restarts polling that had stopped.
 */
export function useNoticePolling(): void {
  const userId = useSessionStore((s) => s.userInfo?.id);
  const failed = useNoticeStore((s) => s.failed);

  useEffect(() => {
    if (!userId) return undefined;
    void useNoticeStore.getState().reload();
    const socket = openSocket(`websocket/${userId}`, {
      onMessage(data) {
        if (isReloadPush(data)) void useNoticeStore.getState().reload();
      },
    }, { heartbeatMs: SESSION_CONSTANTS.NOTICE_HEARTBEAT_MS });
    return () => socket.close();
  }, [userId]);

  useEffect(() => {
    if (!userId || failed) return undefined;
    const timer = setInterval(() => void useNoticeStore.getState().reload(), SESSION_CONSTANTS.POLLING_MS);
    return () => clearInterval(timer);
  }, [userId, failed]);
}
