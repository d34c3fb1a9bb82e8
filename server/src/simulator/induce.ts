/**
 * Induces a speeding run on an existing vehicle over real JT/T 808 (for the e2e test "an induced
 * speeding vehicle raises an alarm that appears in 报警明细 within seconds", and for demos).
 *
 * It plays the vehicle's terminal with the simulator's TerminalClient: 0x0100 register (the
 * gateway answers the auth code), 0x0102 authenticate, then 0x0200 reports at 1 Hz (default):
 * a few at cruise speed, `seconds` at `speedKmh` (default 130 km/h for 20 s, above every demo
 * speed limit of 80-100 km/h and longer than the 10 s minimum duration), then `slowSeconds` at
 * `slowKmh` so the platform alarm closes again. GNSS times are the wall clock.
 *
 * Which vehicle: the demo simulator drives the first SIM_VEHICLES terminals (by phone) and would
 * interleave its own reports with ours, so pick a vehicle it does not drive. `pickIdleVehicle`
 * asks the API for the vehicles and their live states and takes the last vehicle (by phone) that
 * has no report in the offline timeout; start the stack with SEED_VEHICLES > SIM_VEHICLES (e.g.
 * SEED_VEHICLES=60 SIM_VEHICLES=50 on a fresh database) so that one exists.
 *
 * CLI: `pnpm --filter server induce -- [--gateway 127.0.0.1:6808] [--api http://127.0.0.1:3000/jeecg-boot]
 *   [--user admin] [--password 123456] [--plate 浙A1234 | --phone 013800000051] [--speed 130]
 *   [--seconds 20] [--slow 30] [--slow-seconds 5] [--interval 1000]`.
 */
import { PlatformResult, RegisterResult, Status } from '../jt808/index.js';
import { TerminalClient } from './terminal-client.js';

/** Options of {@link induceSpeeding}. Speeds km/h, durations s, interval ms, WGS-84 degrees. */
export interface InduceOptions {
  host: string;
  port: number;
  /** 12-digit terminal phone of the vehicle (fleet_terminal.phone) */
  phone: string;
  /** plate sent in the registration (the gateway identifies the terminal by phone) */
  plate?: string;
  plateColor?: number;
  speedKmh?: number;
  seconds?: number;
  slowKmh?: number;
  slowSeconds?: number;
  /** reports before the run at cruise speed (default 3) */
  leadReports?: number;
  intervalMs?: number;
  /** start point, default Hangzhou West Lake */
  lat?: number;
  lon?: number;
  /** progress lines (default: none) */
  onReport?: (info: { n: number; speedKmh: number; acked: boolean }) => void;
}

/** What {@link induceSpeeding} did. Times ms epoch. */
export interface InduceResult {
  phone: string;
  sent: number;
  acked: number;
  /** gps time of the first report above the cruise speed */
  speedingStart: number;
  /** gps time of the first slow report after the run */
  speedingEnd: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Connects as the terminal `phone`, registers, authenticates and reports the speeding run (see
 * module comment). Resolves when every report was answered; rejects when registration or
 * authentication is refused or the connection fails.
 */
export async function induceSpeeding(o: InduceOptions): Promise<InduceResult> {
  const interval = o.intervalMs ?? 1000;
  const speed = o.speedKmh ?? 130;
  const seconds = o.seconds ?? 20;
  const slow = o.slowKmh ?? 30;
  const slowSeconds = o.slowSeconds ?? 5;
  const lead = o.leadReports ?? 3;
  const client = new TerminalClient({ host: o.host, port: o.port, phone: o.phone, timeoutMs: 15_000 });
  await client.connect();
  try {
    const reg = await client.register({ province: 33, city: 100, maker: 'INDUC', model: 'SPEED-RUN', terminalId: o.phone.slice(-7), plateColor: o.plateColor ?? 2, plate: o.plate ?? '' });
    if (reg.result !== RegisterResult.OK || !reg.authCode) throw new Error(`register refused (result ${reg.result}) for phone ${o.phone}`);
    const auth = await client.authenticate(reg.authCode);
    if (auth.result !== PlatformResult.OK) throw new Error(`authentication refused (result ${auth.result}) for phone ${o.phone}`);
    const plan = [
      ...Array<number>(lead).fill(40),
      ...Array<number>(Math.ceil((seconds * 1000) / interval) + 1).fill(speed),
      ...Array<number>(Math.max(1, Math.ceil((slowSeconds * 1000) / interval))).fill(slow),
    ];
    let lat = o.lat ?? 30.2590;
    let lon = o.lon ?? 120.1300;
    let acked = 0;
    let speedingStart = 0;
    let speedingEnd = 0;
    let lastGps = 0;
    const pending: Promise<void>[] = [];
    for (let n = 0; n < plan.length; n++) {
      const v = plan[n];
      let gpsTime = Math.floor(Date.now() / 1000) * 1000;
      if (gpsTime <= lastGps) gpsTime = lastGps + 1000;
      lastGps = gpsTime;
      if (v === speed && !speedingStart) speedingStart = gpsTime;
      if (v === slow && speedingStart && !speedingEnd) speedingEnd = gpsTime;
      // eastward at v km/h: degrees of longitude per step at this latitude
      lon += ((v / 3.6) * (interval / 1000)) / (111_320 * Math.cos((lat * Math.PI) / 180));
      lat += 0;
      const status = Status.ACC_ON | Status.POSITIONED | Status.GPS | Status.BEIDOU | (v >= 1 ? Status.DRIVING : 0);
      pending.push(client.sendLocation({ alarmFlags: 0, statusFlags: status, lat, lon, altitude: 12, speed: v, direction: 90, gpsTime, extras: {} }).then((r) => {
        const ok = r.result === PlatformResult.OK;
        if (ok) acked++;
        o.onReport?.({ n, speedKmh: v, acked: ok });
      }));
      if (n < plan.length - 1) await sleep(interval);
    }
    await Promise.all(pending);
    return { phone: o.phone, sent: plan.length, acked, speedingStart, speedingEnd };
  } finally {
    await client.close();
  }
}

/** A vehicle as the induce tool needs it. */
export interface InduceTarget {
  carId: string;
  carNum: string;
  phone: string;
  plateColor: number;
}

interface ApiAnswer<T> {
  success: boolean;
  message: string;
  result: T;
}

async function api<T>(base: string, path: string, token: string | null, body: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as ApiAnswer<T>;
  if (!answer.success) throw new Error(`${path}: ${answer.message}`);
  return answer.result;
}

/**
 * Finds the vehicle to drive through the API (`apiBase` e.g. http://127.0.0.1:3000/jeecg-boot,
 * logged in as `username`): by plate when `carNum` is given (exact match), else the last vehicle
 * by phone without a report within `idleMs` (default 600000 ms) — one the simulator does not drive.
 * Throws when none fits.
 */
export async function pickIdleVehicle(o: { apiBase: string; username?: string; password?: string; carNum?: string; idleMs?: number }): Promise<InduceTarget> {
  const login = await api<{ token: string }>(o.apiBase, '/sys/login', null, { username: o.username ?? 'admin', password: o.password ?? '123456' });
  const token = login.token;
  const cars = await api<{ records: { id: string; carNum: string; phone: string | null; plateColor: number }[] }>(o.apiBase, '/api/car/queryList', token, { pageNo: 1, pageSize: 1000, carNum: o.carNum });
  const withPhone = cars.records.filter((c) => c.phone);
  if (o.carNum) {
    const hit = withPhone.find((c) => c.carNum === o.carNum);
    if (!hit) throw new Error(`no vehicle with plate ${o.carNum} and a terminal is visible to ${o.username ?? 'admin'}`);
    return { carId: hit.id, carNum: hit.carNum, phone: hit.phone!, plateColor: hit.plateColor };
  }
  const states = await api<{ carId: string; gpsTime: number }[]>(o.apiBase, '/api/map/queryMoveStatus', token, {});
  const last = new Map(states.map((s) => [s.carId, s.gpsTime]));
  const idleSince = Date.now() - (o.idleMs ?? 600_000);
  const idle = withPhone.filter((c) => (last.get(c.id) ?? 0) < idleSince).sort((a, b) => (a.phone! < b.phone! ? 1 : -1));
  if (!idle.length) throw new Error('every vehicle reports already (the simulator drives them all): start with SEED_VEHICLES > SIM_VEHICLES or pass --plate');
  const c = idle[0];
  return { carId: c.id, carNum: c.carNum, phone: c.phone!, plateColor: c.plateColor };
}

function arg(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function cli(): Promise<void> {
  const args = process.argv.slice(2);
  const [host, portText] = (arg(args, 'gateway') ?? `127.0.0.1:${process.env.JT808_PORT ?? 6808}`).split(':');
  const apiBase = arg(args, 'api') ?? `http://127.0.0.1:${process.env.PORT ?? 3000}${process.env.API_BASE ?? '/jeecg-boot'}`;
  let phone = arg(args, 'phone');
  let plate = arg(args, 'plate');
  let plateColor = 2;
  if (!phone) {
    const target = await pickIdleVehicle({ apiBase, username: arg(args, 'user'), password: arg(args, 'password'), carNum: plate });
    phone = target.phone;
    plate = target.carNum;
    plateColor = target.plateColor;
  }
  const num = (name: string) => (arg(args, name) === undefined ? undefined : Number(arg(args, name)));
  process.stdout.write(`induce: ${plate ?? ''} terminal ${phone} → ${host}:${portText}\n`);
  const r = await induceSpeeding({
    host, port: Number(portText), phone, plate, plateColor,
    speedKmh: num('speed'), seconds: num('seconds'), slowKmh: num('slow'), slowSeconds: num('slow-seconds'), intervalMs: num('interval'),
    onReport: ({ n, speedKmh, acked }) => process.stdout.write(`  #${n} ${speedKmh} km/h ${acked ? 'ack' : 'NOT ACKED'}\n`),
  });
  process.stdout.write(`${JSON.stringify({ plate, ...r })}\n`);
}

if (require.main === module) {
  cli().catch((err: unknown) => {
    process.stderr.write(`induce failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
