import BaseObject from 'ol/Object';
import type OlMap from 'ol/Map';
import type Layer from 'ol/layer/Layer';
import { attachLiveFrameMeter, liveTickApplied, liveTickStart, MAX_TICKS, setLivePerfEnabled, type LiveTick } from '../src/map/live-perf';

type Sink = { ticks: LiveTick[]; superseded: number; renderer?: string };
const sink = () => (globalThis as unknown as { __fleetLivePerf: Sink }).__fleetLivePerf;

/** A map stand-in that dispatches precompose/postcompose, and a layer whose renderer readiness we set. */
function fixture(rendererName = 'webgl') {
  const map = new BaseObject();
  const renderer = { ready: true };
  const layer = new BaseObject({ renderer: rendererName }) as BaseObject & { getRenderer: () => typeof renderer };
  layer.getRenderer = () => renderer;
  const frame = () => {
    map.dispatchEvent('precompose');
    map.dispatchEvent('postcompose');
  };
  const detach = attachLiveFrameMeter(map as unknown as OlMap, layer as unknown as Layer);
  return { renderer, frame, detach };
}

const flush = () => new Promise<void>((r) => queueMicrotask(r));

describe('live update meter', () => {
  const measured: string[] = [];
  beforeEach(() => {
    setLivePerfEnabled(true);
    measured.length = 0;
    (performance as unknown as { measure: (name: string) => void }).measure = (name: string) => void measured.push(name);
  });
  afterEach(() => setLivePerfEnabled(null));

  it('is off without localStorage FLEET_PERF=1 and then records nothing', () => {
    setLivePerfEnabled(null);
    localStorage.removeItem('FLEET_PERF');
    expect(liveTickStart()).toBeNull();
    setLivePerfEnabled(null);
    localStorage.setItem('FLEET_PERF', '1');
    expect(typeof liveTickStart()).toBe('number');
    localStorage.removeItem('FLEET_PERF');
  });

  it('closes a WebGL tick on the first frame whose buffers are ready, adding the frames before it', async () => {
    const { renderer, frame, detach } = fixture();
    const before = sink().ticks.length;
    const start = liveTickStart();
    liveTickApplied(start, 10_000);
    frame(); // before the apply microtask ran: not counted
    await flush();
    renderer.ready = false; // the frame that started the worker
    frame();
    expect(sink().ticks.length).toBe(before);
    renderer.ready = true; // buffers back from the worker
    frame();
    const tick = sink().ticks.at(-1)!;
    expect(sink().ticks.length).toBe(before + 1);
    expect(tick.items).toBe(10_000);
    expect(tick.frames).toBe(2);
    expect(tick.apply).toBeGreaterThanOrEqual(0);
    expect(tick.tick).toBeCloseTo(tick.apply + tick.render, 9);
    expect(tick.latency!).toBeGreaterThanOrEqual(tick.apply);
    expect(sink().renderer).toBe('webgl');
    expect(measured).toEqual(['fleet-live-apply', 'fleet-live-drawn']);
    frame(); // no pending tick: nothing recorded
    expect(sink().ticks.length).toBe(before + 1);
    detach();
  });

  it('counts a tick replaced by the next message before it was drawn, and keeps at most MAX_TICKS', async () => {
    const { frame, detach } = fixture('canvas');
    const superseded = sink().superseded;
    liveTickApplied(liveTickStart(), 5);
    liveTickApplied(liveTickStart(), 6);
    await flush();
    frame();
    expect(sink().superseded).toBe(superseded + 1);
    expect(sink().ticks.at(-1)!.items).toBe(6);
    for (let i = 0; i < MAX_TICKS + 5; i += 1) sink().ticks.push(sink().ticks[0]);
    liveTickApplied(liveTickStart(), 7);
    await flush();
    frame();
    expect(sink().ticks.length).toBe(MAX_TICKS);
    expect(sink().ticks.at(-1)!.items).toBe(7);
    detach();
    liveTickApplied(liveTickStart(), 8);
    await flush();
    frame(); // detached: not recorded
    expect(sink().ticks.at(-1)!.items).toBe(7);
  });
});
