import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/** The Node process (JeecgBoot's JVM / Tomcat pages). Sizes in bytes, delays in ms. */
export interface RuntimeInfo {
  node: string;
  v8: string;
  pid: number;
  platform: string;
  /** seconds */
  uptime: number;
  memory: { heapUsed: number; heapTotal: number; rss: number; external: number; arrayBuffers: number };
  /** CPU time used by the process since it started, ms */
  cpu: { user: number; system: number };
  /** event-loop delay since the previous reading (at most the last minute) */
  eventLoopDelay: { min: number; mean: number; p50: number; p99: number; max: number; windowS: number };
  /** active handles by kind (timers, sockets, …) and their total */
  activeHandles: { total: number; byType: Record<string, number> };
}

/** A reader of the runtime figures with its own event-loop delay histogram. */
export interface RuntimeSampler {
  read(): RuntimeInfo;
  close(): void;
}

/** Histogram resolution (ms). */
const RESOLUTION_MS = 10;
/** The delay window is restarted after a reading older than this (ms). */
const MAX_WINDOW_MS = 60_000;

/** A histogram value (ns between timer ticks) as delay in ms: the tick interval minus the resolution, never below 0. */
const delayMs = (ns: number) => (Number.isFinite(ns) ? Math.max(0, Math.round(ns / 1e4) / 100 - RESOLUTION_MS) : 0);

/**
 * Starts an event-loop delay histogram (perf_hooks.monitorEventLoopDelay, 10 ms resolution: it
 * records the interval between timer ticks, so the delay is that minus the resolution) and
 * answers a reader: each read reports the delay percentiles since the previous read, then starts
 * a new window (a window is at most a minute old).
 */
export function createRuntimeSampler(): RuntimeSampler {
  const histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let windowStart = Date.now();
  let closed = false;
  const reset = setInterval(() => {
    if (Date.now() - windowStart > MAX_WINDOW_MS) {
      histogram.reset();
      windowStart = Date.now();
    }
  }, MAX_WINDOW_MS);
  reset.unref();
  return {
    read() {
      const mem = process.memoryUsage();
      const cpu = process.cpuUsage();
      const byType: Record<string, number> = {};
      for (const kind of process.getActiveResourcesInfo()) byType[kind] = (byType[kind] ?? 0) + 1;
      const hasSamples = histogram.count > 0;
      const info: RuntimeInfo = {
        node: process.version,
        v8: process.versions.v8,
        pid: process.pid,
        platform: `${process.platform}-${process.arch}`,
        uptime: Math.round(process.uptime()),
        memory: { heapUsed: mem.heapUsed, heapTotal: mem.heapTotal, rss: mem.rss, external: mem.external, arrayBuffers: mem.arrayBuffers },
        cpu: { user: Math.round(cpu.user / 1000), system: Math.round(cpu.system / 1000) },
        eventLoopDelay: {
          min: hasSamples ? delayMs(histogram.min) : 0,
          mean: hasSamples ? delayMs(histogram.mean) : 0,
          p50: hasSamples ? delayMs(histogram.percentile(50)) : 0,
          p99: hasSamples ? delayMs(histogram.percentile(99)) : 0,
          max: hasSamples ? delayMs(histogram.max) : 0,
          windowS: Math.round((Date.now() - windowStart) / 100) / 10,
        },
        activeHandles: { total: Object.values(byType).reduce((a, b) => a + b, 0), byType },
      };
      if (!closed) {
        histogram.reset();
        windowStart = Date.now();
      }
      return info;
    },
    close() {
      closed = true;
      clearInterval(reset);
      histogram.disable();
    },
  };
}
