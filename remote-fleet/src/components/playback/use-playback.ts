import { useCallback, useEffect, useState } from 'react';
import { useMapStore } from '../../stores/map-store';
import { indexOfPercent, percentOf, stepSize } from './playback-model';

/** What {@link usePlayback} answers. */
export interface Playback {
  /** current point index (0..n-1) */
  index: number;
  playing: boolean;
  /** ms per step (map store playSpeed) */
  playSpeed: number;
  /** 0–100 (map store playPercent) */
  playPercent: number;
  play(): void;
  pause(): void;
  /** jumps to a point index (clamped) */
  seek(index: number): void;
  /** jumps to a percentage 0–100 */
  seekPercent(percent: number): void;
  /** sets the ms per step */
  setSpeed(ms: number): void;
}

/**
 * Playback state of a track of `n` points, kept in the map store (spec §3: playSpeed ms per
 * step, default 1000; playPercent 0–100, the single source of the playhead). While playing, a
 * timer advances {@link stepSize}(n) points every playSpeed ms and stops at the last point; play
 * at the end starts over. A new track (`n` or the `track` identity changes) rewinds and pauses.
 */
export function usePlayback(n: number, track?: unknown): Playback {
  const playSpeed = useMapStore((s) => s.playSpeed);
  const playPercent = useMapStore((s) => s.playPercent);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    useMapStore.setState({ playPercent: 0 });
    setPlaying(false);
  }, [n, track]);

  useEffect(() => {
    if (!playing || n <= 1) return undefined;
    const step = stepSize(n);
    const timer = setInterval(() => {
      const current = indexOfPercent(useMapStore.getState().playPercent, n);
      const next = Math.min(n - 1, current + step);
      useMapStore.setState({ playPercent: percentOf(next, n) });
      if (next >= n - 1) setPlaying(false);
    }, playSpeed);
    return () => clearInterval(timer);
  }, [playing, playSpeed, n]);

  const play = useCallback(() => {
    if (n <= 1) return;
    if (indexOfPercent(useMapStore.getState().playPercent, n) >= n - 1) useMapStore.setState({ playPercent: 0 });
    setPlaying(true);
  }, [n]);
  const pause = useCallback(() => setPlaying(false), []);
  const seek = useCallback((index: number) => {
    useMapStore.setState({ playPercent: percentOf(Math.min(Math.max(0, index), Math.max(0, n - 1)), n) });
  }, [n]);
  const seekPercent = useCallback((percent: number) => {
    useMapStore.setState({ playPercent: Math.min(100, Math.max(0, percent)) });
  }, []);
  const setSpeed = useCallback((ms: number) => useMapStore.setState({ playSpeed: ms }), []);

  return { index: indexOfPercent(playPercent, n), playing, playSpeed, playPercent, play, pause, seek, seekPercent, setSpeed };
}
