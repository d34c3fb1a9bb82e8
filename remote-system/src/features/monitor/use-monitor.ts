import { useCallback, useEffect, useRef, useState } from 'react';
import { http } from 'shared-session';
import { MONITOR_REFRESH_MS } from './monitor-types';

/** What {@link useMonitor} answers. */
export interface MonitorState<T> {
  data: T | null;
  /** the server's message when the last reading failed */
  error: string | null;
  loading: boolean;
  /** time (epoch ms) of the last successful reading */
  updatedAt: number | null;
  reload(): Promise<void>;
}

/**
 * Reads a monitoring call (GET /sys/monitor/*) now and every `intervalMs` (default
 * {@link MONITOR_REFRESH_MS}; 0 = only on reload) while mounted; `onData` sees every successful reading
 * (for the time charts). Readings do not overlap: a tick while one is running is skipped.
 */
export function useMonitor<T>(url: string, intervalMs: number = MONITOR_REFRESH_MS, onData?: (data: T, at: number) => void): MonitorState<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const busy = useRef(false);
  const alive = useRef(true);
  const onDataRef = useRef(onData);
  onDataRef.current = onData;

  const reload = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    try {
      const answer = await http.get<T>(url).catch(() => null);
      if (!alive.current) return;
      if (answer?.success && answer.result) {
        const at = Date.now();
        setData(answer.result);
        setError(null);
        setUpdatedAt(at);
        onDataRef.current?.(answer.result, at);
      } else {
        setError(answer?.message || '加载失败');
      }
    } finally {
      busy.current = false;
      if (alive.current) setLoading(false);
    }
  }, [url]);

  useEffect(() => {
    alive.current = true;
    void reload();
    const timer = intervalMs > 0 ? setInterval(() => void reload(), intervalMs) : null;
    return () => {
      alive.current = false;
      if (timer) clearInterval(timer);
    };
  }, [reload, intervalMs]);

  return { data, error, loading, updatedAt, reload };
}
