/**
 * Timing of the live-map update path, for the browser benchmark (e2e/bench-map.mjs) and DevTools.
 * Off unless `localStorage.FLEET_PERF === '1'` (no cost in normal use). Per positions message:
 *
 * - `apply` (ms): from receipt of the socket message to the end of its synchronous work: parse,
 *   store update, vehicle layer update and the React re-render it triggers (measured in a microtask
 *   queued after the store update, which runs after React's own render microtask);
 * - `render` (ms): main-thread time of the map frames (precompose → postcompose) from the update
 *   until the frame that shows it (WebGL builds its buffers in a worker, so that is usually the
 *   second frame);
 * - `tick` = apply + render (main-thread cost of one update), `latency` = message → drawn (wall).
 *
 * Each is also a User Timing measure (`fleet-live-apply`, `fleet-live-drawn`); the records are kept
 * in `window.__fleetLivePerf.ticks` (at most MAX_TICKS, oldest dropped).
 */
import type OlMap from 'ol/Map';
import type Layer from 'ol/layer/Layer';

/** localStorage key that turns the meter on ('1'). */
export const LIVE_PERF_FLAG = 'FLEET_PERF';

/** Most tick records kept. */
export const MAX_TICKS = 10_000;

/** One measured update tick (times in ms, `start` on the performance.now() clock). */
export interface LiveTick {
  start: number;
  items: number;
  apply: number;
  render: number;
  frames: number;
  tick: number;
  latency: number | null;
}

interface PerfSink {
  renderer?: string;
  ticks: LiveTick[];
  superseded: number;
  /** Map frames rendered and their main-thread time (ms), whatever triggered them. */
  frames?: number;
  frameMs?: number;
}

let enabled: boolean | null = null;

/** Whether the meter is on (read once from localStorage). */
export function livePerfEnabled(): boolean {
  if (enabled === null) {
    try {
      enabled = typeof localStorage !== 'undefined' && localStorage.getItem(LIVE_PERF_FLAG) === '1';
    } catch {
      enabled = false;
    }
  }
  return enabled;
}

/** Test hook: forces the meter on or off (null re-reads localStorage). */
export function setLivePerfEnabled(value: boolean | null): void {
  enabled = value;
}

function sink(): PerfSink {
  const w = globalThis as unknown as { __fleetLivePerf?: PerfSink };
  w.__fleetLivePerf ??= { ticks: [], superseded: 0 };
  return w.__fleetLivePerf;
}

interface Pending {
  start: number;
  items: number;
  apply: number | null;
  render: number;
  frames: number;
}

let pending: Pending | null = null;

function measure(name: string, options: PerformanceMeasureOptions): void {
  if (typeof performance.measure !== 'function') return;
  try {
    performance.measure(name, options);
  } catch {
    /* older User Timing without options: the tick record still holds the figures */
  }
}

/** Call when a positions message arrives; returns its start time (performance.now(), ms) or null when off. */
export function liveTickStart(): number | null {
  if (!livePerfEnabled()) return null;
  return performance.now();
}

/** Call right after the message was applied to the store (`items` vehicles); ends `apply` after React's flush. */
export function liveTickApplied(start: number | null, items: number): void {
  if (start === null) return;
  if (pending) sink().superseded += 1;
  const tick: Pending = { start, items, apply: null, render: 0, frames: 0 };
  pending = tick;
  queueMicrotask(() => {
    tick.apply = performance.now() - start;
    measure('fleet-live-apply', { start, duration: tick.apply, detail: { items } });
  });
}

/**
 * Follows the frames of `map` and closes the pending tick on the first frame after the update in
 * which `layer`'s renderer is ready (its buffers hold the update). Returns the detach function.
 */
export function attachLiveFrameMeter(map: OlMap, layer: Layer): () => void {
  if (!livePerfEnabled()) return () => undefined;
  sink().renderer = String(layer.get('renderer') ?? 'canvas');
  let frameStart = 0;
  const pre = () => {
    frameStart = performance.now();
  };
  const post = () => {
    const now = performance.now();
    const all = sink();
    all.frames = (all.frames ?? 0) + 1;
    all.frameMs = (all.frameMs ?? 0) + (now - frameStart);
    const tick = pending;
    if (!tick || tick.apply === null) return;
    tick.render += now - frameStart;
    tick.frames += 1;
    const renderer = layer.getRenderer() as { ready?: boolean } | null;
    if (renderer && renderer.ready === false) return;
    pending = null;
    const record: LiveTick = {
      start: tick.start,
      items: tick.items,
      apply: tick.apply,
      render: tick.render,
      frames: tick.frames,
      tick: tick.apply + tick.render,
      latency: now - tick.start,
    };
    measure('fleet-live-drawn', { start: tick.start, end: now, detail: record });
    const ticks = sink().ticks;
    ticks.push(record);
    if (ticks.length > MAX_TICKS) ticks.splice(0, ticks.length - MAX_TICKS);
  };
  map.on('precompose', pre);
  map.on('postcompose', post);
  return () => {
    map.un('precompose', pre);
    map.un('postcompose', post);
  };
}
