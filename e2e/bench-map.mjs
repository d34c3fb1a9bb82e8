/* global window, document, requestAnimationFrame */
// Live-map benchmark: 10,000 vehicles updating every second on 地图监控 in headless chromium.
//
// Set-up (chosen so the browser, not the server, is measured on this 2-core machine):
// - the stack is started with scripts/lib.mjs startStack on --port (default 4600) with SIMULATOR=0
//   and SEED_VEHICLES=<vehicles>: the database holds the vehicles, so the organisation tree, plate
//   search and car details are the real ones;
// - the positions socket is a real WebSocket server in this process (port --port + 5, the `ws`
//   package of the server): the page's `new WebSocket('.../jeecg-boot/ws/positions')` is pointed
//   at it by an init script. On connect it sends a snapshot of every vehicle, then once a second a
//   `positions` message moving ALL vehicles (the contract's worst case: every vehicle reported in
//   the last second; ~1.8 MB of JSON). Vehicle ids, plates and departments come from
//   /api/car/queryList of the stack, so the message shapes are those of docs/contracts.md.
// Measured inside the page (remote-fleet/src/map/live-perf.ts, on with localStorage FLEET_PERF=1):
// per tick `apply` (message → store, layer and React updated), `render` (main-thread time of the map
// frames until the update is drawn), `tick` = apply + render, `latency` (message → drawn frame).
// Responsiveness: long tasks (PerformanceObserver 'longtask'), frames per second (rAF), input delay
// of clicks on the map during the ticks (event.timeStamp → handler), and a click on a known vehicle
// selecting it (time until its info card shows).
// Usage: pnpm bench:map [-- --vehicles 10000 --ticks 30 --port 4600 --renderer auto|webgl|canvas --profile]
// (--profile: CPU profile of the page over the measured ticks, top functions by self time;
//  --trace: Chrome trace of the ticks, top main-thread events by total time)
// Needs the built apps (pnpm run build, or at least shell and remote-fleet).
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { startStack } from '../scripts/lib.mjs';

const argv = process.argv.slice(2);
const arg = (name, def) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : def;
};
const VEHICLES = Number(arg('vehicles', '10000'));
const TICKS = Number(arg('ticks', '30'));
const PORT = Number(arg('port', '4600'));
const RENDERER = arg('renderer', 'auto');
const PROFILE = argv.includes('--profile');
const TRACE = argv.includes('--trace');
const TARGET_MS = 50;
/**
 * The fleet spans lon 98-122, lat 22-42 (four vehicles sit on the corners). The map frames the
 * fleet's extent on its first data (fleet-map.tsx), so the view centre is the extent's centre in
 * Web Mercator: there the probe vehicle parks and the bench clicks.
 */
const BOUNDS = { west: 98, east: 122, south: 22, north: 42 };
const mercY = (lat) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const latOfMercY = (y) => (360 / Math.PI) * Math.atan(Math.exp(y)) - 90;
const CENTER = [(BOUNDS.west + BOUNDS.east) / 2, latOfMercY((mercY(BOUNDS.south) + mercY(BOUNDS.north)) / 2)];
const CORNERS = [[BOUNDS.west, BOUNDS.south], [BOUNDS.east, BOUNDS.south], [BOUNDS.west, BOUNDS.north], [BOUNDS.east, BOUNDS.north]];

process.chdir(new URL('..', import.meta.url).pathname);
const { WebSocketServer } = createRequire(new URL('../server/package.json', import.meta.url))('ws');

/** Deterministic pseudo-random numbers (mulberry32) so runs are comparable. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const stats = (values) => {
  const xs = [...values].sort((a, b) => a - b);
  if (!xs.length) return { n: 0, median: NaN, p95: NaN, max: NaN, mean: NaN };
  const q = (p) => xs[Math.min(xs.length - 1, Math.ceil(p * xs.length) - 1)];
  return { n: xs.length, median: q(0.5), p95: q(0.95), max: xs[xs.length - 1], mean: xs.reduce((a, b) => a + b, 0) / xs.length };
};
const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : '-');
const line = (label, s) => console.log(`${label.padEnd(34)} median ${ms(s.median).padStart(9)}  p95 ${ms(s.p95).padStart(9)}  max ${ms(s.max).padStart(9)}  (n=${s.n})`);

async function fetchJson(url, body, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'X-Access-Token': token } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${url}: ${json.message}`);
  return json.result;
}

/** The vehicles of the database (id, plate, department), paging /api/car/queryList by 1000. */
async function loadFleet(baseUrl, token, count) {
  const cars = [];
  for (let pageNo = 1; cars.length < count; pageNo += 1) {
    const page = await fetchJson(`${baseUrl}/jeecg-boot/api/car/queryList`, { pageNo, pageSize: 1000 }, token);
    cars.push(...page.records);
    if (pageNo >= page.pages) break;
  }
  return cars.slice(0, count);
}

/** Live states of the fleet spread over mainland China; vehicle 0 (the probe) parks at the view centre. */
function makeFleet(cars) {
  const rand = rng(808);
  const now = Date.now();
  return cars.map((c, i) => {
    let lon;
    let lat;
    if (i === 0) {
      [lon, lat] = CENTER;
    } else if (i <= CORNERS.length) {
      [lon, lat] = CORNERS[i - 1];
    } else {
      do {
        lon = BOUNDS.west + rand() * (BOUNDS.east - BOUNDS.west);
        lat = BOUNDS.south + rand() * (BOUNDS.north - BOUNDS.south);
      } while (Math.abs(lon - CENTER[0]) < 3 && Math.abs(lat - CENTER[1]) < 3);
    }
    const r = rand();
    const status = i === 0 ? 'alarm' : r < 0.6 ? 'moving' : r < 0.85 ? 'parked' : r < 0.95 ? 'offline' : 'alarm';
    return {
      carId: String(c.id), carNum: c.carNum, departId: String(c.departId ?? ''), lon, lat,
      speed: status === 'moving' ? 20 + rand() * 80 : 0, direction: Math.floor(rand() * 360), altitude: 50,
      gpsTime: now, mileage: Math.round(rand() * 100000) / 10, fuel: null, alarmFlags: status === 'alarm' ? 2 : 0,
      statusFlags: 3, acc: status !== 'offline', status,
    };
  });
}

/** Advances every vehicle one second (1 Hz reports): moving ones along their heading, some turn or change status. */
function step(fleet, rand) {
  const now = Date.now();
  for (let i = 1; i < fleet.length; i += 1) {
    const v = fleet[i];
    if (rand() < 0.01) {
      const r = rand();
      v.status = r < 0.6 ? 'moving' : r < 0.85 ? 'parked' : r < 0.95 ? 'offline' : 'alarm';
      v.speed = v.status === 'moving' ? 20 + rand() * 80 : 0;
    }
    if (v.status === 'moving') {
      if (rand() < 0.1) v.direction = (v.direction + Math.floor(rand() * 90) - 45 + 360) % 360;
      const km = v.speed / 3600;
      const rad = (v.direction * Math.PI) / 180;
      v.lat = Math.min(42, Math.max(22, v.lat + (km * Math.cos(rad)) / 111));
      v.lon = Math.min(122, Math.max(98, v.lon + (km * Math.sin(rad)) / (111 * Math.cos((v.lat * Math.PI) / 180))));
    }
    v.gpsTime = now;
  }
  fleet[0].gpsTime = now;
}

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const stack = await startStack({ port: PORT, extraEnv: { SIMULATOR: '0', SEED_VEHICLES: String(VEHICLES), LOG_LEVEL: 'warn' } });
let browser = null;
let feedServer = null;
const feedSockets = new Set();
try {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const login = await fetchJson(`${stack.baseUrl}/jeecg-boot/sys/login`, { username: 'admin', password: '123456' });
  const cars = await loadFleet(stack.baseUrl, login.token, VEHICLES);
  if (cars.length < VEHICLES) console.warn(`warning: the database holds ${cars.length} vehicles, fewer than ${VEHICLES}`);
  const fleet = makeFleet(cars);
  const rand = rng(4600);
  console.log(`fleet: ${fleet.length} vehicles (database ${cars.length}), probe vehicle ${fleet[0].carNum} at ${CENTER.map((d) => d.toFixed(3)).join(', ')}`);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await context.addInitScript(({ renderer, feedUrl }) => {
    const NativeWebSocket = window.WebSocket;
    window.WebSocket = class extends NativeWebSocket {
      constructor(url, protocols) {
        super(String(url).includes('/ws/positions') ? feedUrl : url, protocols);
      }
    };
    localStorage.setItem('FLEET_PERF', '1');
    if (renderer !== 'auto') localStorage.setItem('FLEET_RENDERER', renderer);
    else localStorage.removeItem('FLEET_RENDERER');
    const w = window;
    w.__bench = { longTasks: [], inputDelays: [], frames: 0 };
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    } catch { /* not supported */ }
    document.addEventListener('pointerdown', (e) => w.__bench.inputDelays.push(performance.now() - e.timeStamp), true);
    const count = () => {
      w.__bench.frames += 1;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
  }, { renderer: RENDERER, feedUrl: `ws://127.0.0.1:${PORT + 5}/positions` });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error('page error:', err.message));

  const sockets = new Set();
  feedServer = new WebSocketServer({ port: PORT + 5, handleProtocols: (protocols) => [...protocols][0] ?? false });
  feedServer.on('connection', (ws) => {
    sockets.add(ws);
    feedSockets.add(ws);
    ws.on('message', (m) => {
      if (String(m) === 'ping') ws.send('pong');
    });
    ws.on('close', () => sockets.delete(ws));
    ws.send(JSON.stringify({ type: 'snapshot', vehicles: fleet }));
  });
  const send = (text) => {
    for (const ws of sockets) ws.send(text);
  };

  await page.goto(`${stack.baseUrl}/user/login`);
  await page.getByPlaceholder(/帐户名|用户名|账号/).fill('admin');
  await page.getByPlaceholder(/密码/).fill('123456');
  await page.keyboard.press('Enter');
  await page.waitForURL(/dashboard/);
  await page.goto(`${stack.baseUrl}/fleet/map`);
  await page.getByTestId('fleet-map').waitFor({ timeout: 60_000 });
  await page.getByTestId('legend-total').filter({ hasText: String(fleet.length) }).waitFor({ timeout: 60_000 });
  const gl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!ctx) return null;
    const info = ctx.getExtension('WEBGL_debug_renderer_info');
    return { version: ctx.getParameter(ctx.VERSION), renderer: info ? ctx.getParameter(info.UNMASKED_RENDERER_WEBGL) : ctx.getParameter(ctx.RENDERER) };
  });
  // warm-up: a few ticks (shader compile, texture upload, JIT), then reset the counters
  for (let i = 0; i < 3; i += 1) {
    step(fleet, rand);
    send(JSON.stringify({ type: 'positions', items: fleet }));
    await page.waitForTimeout(1000);
  }
  const used = await page.evaluate(() => window.__fleetLivePerf?.renderer ?? 'unknown');
  console.log(`renderer: ${used === 'webgl' ? 'WebGL points layer' : 'canvas layer (WebGL unavailable or turned off)'}; WebGL in this chromium: ${gl ? `${gl.version}, ${gl.renderer}` : 'unavailable'}`);
  await page.evaluate(() => {
    window.__fleetLivePerf.ticks.length = 0;
    window.__fleetLivePerf.superseded = 0;
    window.__fleetLivePerf.frames = 0;
    window.__fleetLivePerf.frameMs = 0;
    window.__bench.longTasks.length = 0;
    window.__bench.inputDelays.length = 0;
    window.__bench.frames = 0;
    window.__bench.t0 = performance.now();
  });

  const tracePath = 'test-results/bench-map-trace.json';
  if (TRACE) {
    mkdirSync('test-results', { recursive: true });
    await browser.startTracing(page, { path: tracePath, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'gpu', 'blink'] });
  }
  const cdp = PROFILE ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const box = await page.getByTestId('fleet-map').boundingBox();
  let sendMs = 0;
  for (let i = 0; i < TICKS; i += 1) {
    const began = Date.now();
    step(fleet, rand);
    const text = JSON.stringify({ type: 'positions', items: fleet });
    send(text);
    sendMs += Date.now() - began;
    // a click on an empty spot (far west of the fleet, left of the initial view) while the page handles the tick: input delay
    await page.waitForTimeout(20 + ((i * 37) % 60));
    await page.mouse.click(box.x + 60, box.y + box.height * 0.3);
    await page.waitForTimeout(Math.max(0, 1000 - (Date.now() - began)));
  }
  await page.waitForTimeout(300);
  if (TRACE) {
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const events = Array.isArray(trace) ? trace : trace.traceEvents;
    const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
    const total = new Map();
    for (const e of events) {
      if (e.ph !== 'X' || !main.has(`${e.pid}:${e.tid}`)) continue;
      const t = total.get(e.name) ?? { ms: 0, n: 0 };
      t.ms += (e.dur ?? 0) / 1000;
      t.n += 1;
      total.set(e.name, t);
    }
    console.log(`Chrome trace (${tracePath}), main-thread events by total time (nested events overlap):`);
    for (const [name, t] of [...total].sort((a, b) => b[1].ms - a[1].ms).slice(0, 20)) console.log(`  ${t.ms.toFixed(0).padStart(7)} ms ${String(t.n).padStart(6)}×  ${name}`);
  }
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map();
    const dt = profile.timeDeltas;
    profile.samples.forEach((id, i) => {
      const n = byId.get(id);
      const f = n.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    });
    console.log('CPU profile, top self time over the measured ticks:');
    for (const [key, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${t.toFixed(0).padStart(7)} ms  ${key}`);
  }
  const result = await page.evaluate(() => ({
    ticks: window.__fleetLivePerf.ticks,
    superseded: window.__fleetLivePerf.superseded,
    mapFrames: window.__fleetLivePerf.frames,
    mapFrameMs: window.__fleetLivePerf.frameMs,
    longTasks: window.__bench.longTasks,
    inputDelays: window.__bench.inputDelays,
    fps: (window.__bench.frames * 1000) / (performance.now() - window.__bench.t0),
  }));

  const ticks = result.ticks.filter((x) => x.items >= fleet.length);
  console.log(`\n${fleet.length} vehicles, ${ticks.length} ticks of ${fleet.length} updates each (1 per second), headless chromium --disable-gpu`);
  line('apply (message → store+layer+React)', stats(ticks.map((x) => x.apply)));
  line('render (map frames until drawn)', stats(ticks.map((x) => x.render)));
  line('tick = apply + render', stats(ticks.map((x) => x.tick)));
  line('latency (message → drawn frame)', stats(ticks.map((x) => x.latency)));
  const lt = result.longTasks;
  const seconds = TICKS;
  console.log(`long tasks (> 50 ms): ${lt.length} in ${seconds} s, total ${ms(lt.reduce((a, x) => a + x.duration, 0))}, longest ${ms(Math.max(0, ...lt.map((x) => x.duration)))}`);
  line('input delay of clicks during ticks', stats(result.inputDelays));
  console.log(`frames per second while updating: ${result.fps.toFixed(1)}; map renders: ${result.mapFrames} (${(result.mapFrames / TICKS).toFixed(1)} per tick, ${ms(result.mapFrameMs / Math.max(1, result.mapFrames))} each); ticks superseded before drawn: ${result.superseded}`);
  console.log(`bench side: building + sending one message of ${fleet.length} vehicles took ${(sendMs / TICKS).toFixed(1)} ms on average (node process)`);
  mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: 'test-results/bench-map.png' });
  // select the probe vehicle by clicking its point (centre of the initial view)
  const t = Date.now();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const selected = await page.getByTestId('car-info').filter({ hasText: fleet[0].carNum }).waitFor({ timeout: 10_000 }).then(() => true, () => false);
  const selectMs = Date.now() - t;
  await page.screenshot({ path: 'test-results/bench-map-selected.png' });
  console.log(selected ? `click on a vehicle → its info card: ${selectMs} ms (${fleet[0].carNum})` : `click on the probe vehicle ${fleet[0].carNum} did NOT select it within 10 s`);
  const p95 = stats(ticks.map((x) => x.tick)).p95;
  console.log(`target: tick under ${TARGET_MS} ms → ${p95 < TARGET_MS ? 'met' : 'NOT met'} (p95 ${ms(p95)})`);
  if (!(p95 < TARGET_MS) || ticks.length < TICKS * 0.8 || !selected) process.exitCode = 1;
} finally {
  for (const ws of feedSockets) ws.terminate();
  feedServer?.close();
  await browser?.close();
  await stack.stop();
}
