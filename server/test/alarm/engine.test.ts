import pino from 'pino';
import { AlarmEngine } from '../../src/alarm/engine.js';
import type { AlarmBusMessage } from '../../src/alarm/records.js';
import { isNight } from '../../src/alarm/rules.js';
import { createInProcessBus } from '../../src/bus/in-process.js';
import type { EventBus, StoredPosition } from '../../src/bus/types.js';
import { DATABASES, openTestDatabase, type TestDatabase } from '../helpers/databases.js';

jest.setTimeout(60000);

const VEH = 'veh_000001';
const log = pino({ level: 'silent' });

/** Stores positions as the gateway does (fleet_position + fleet_vehicle_state) and publishes them. */
async function store(db: TestDatabase, bus: EventBus | null, items: StoredPosition[]): Promise<void> {
  await db.db.insertInto('fleet_position').values(items.map((p) => ({
    vehicle_id: p.vehicleId, gps_time: new Date(p.gpsTime), lat: p.lat, lon: p.lon, altitude: p.altitude, speed: p.speed,
    direction: p.direction, alarm_flags: p.alarmFlags, status_flags: p.statusFlags, mileage: p.mileage, fuel: p.fuel,
  }))).execute();
  const last = items[items.length - 1];
  await db.db.insertInto('fleet_vehicle_state').values({
    vehicle_id: last.vehicleId, gps_time: new Date(last.gpsTime), recv_time: new Date(), lat: last.lat, lon: last.lon, speed: last.speed,
  }).onConflict((oc) => oc.column('vehicle_id').doUpdateSet({ gps_time: new Date(last.gpsTime), recv_time: new Date(), speed: last.speed })).execute();
  bus?.publish('positions', items);
}

const pos = (t: number, speed: number, alarmFlags = 0): StoredPosition => ({
  vehicleId: VEH, gpsTime: t, lat: 31.2 + t / 1e12, lon: 121.4, altitude: 5, speed, direction: 90, alarmFlags, statusFlags: 3, mileage: null, fuel: null,
});
const run = (from: number, n: number, speed: number, flags = 0) => Array.from({ length: n }, (_, i) => pos(from + i * 1000, speed, flags));
const tick = () => new Promise((r) => setTimeout(r, 20));

describe.each(DATABASES)('alarm engine on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(kind, { vehicles: 4 });
    await db.db.updateTable('fleet_vehicle').set({ speed_limit: 80 }).where('id', '=', VEH).execute();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('writes transitions in batches, publishes them, and survives a crash mid-episode', async () => {
    const T0 = Math.floor(Date.now() / 1000) * 1000 - 30 * 60_000;
    const bus1 = createInProcessBus();
    const events: AlarmBusMessage[] = [];
    bus1.subscribe('alarms', (m) => events.push(m as AlarmBusMessage));
    const a = new AlarmEngine({ db: db.db, bus: bus1, log, flushMs: 3_600_000, checkpointMs: 3_600_000, sweepMs: 3_600_000 });
    await a.start();
    await store(db, bus1, run(T0, 5, 60));
    await store(db, bus1, run(T0 + 5000, 20, 120, 1)); // speeding for 20 s with SOS bit set
    await tick();
    await a.flush();
    const open = await db.db.selectFrom('fleet_alarm').selectAll().where('vehicle_id', '=', VEH).orderBy('alarm_type').execute();
    expect(open.map((r) => [r.alarm_type, r.end_time])).toEqual([['p_overspeed', null], ['t0', null]]);
    // the limit is 80 km/h, 64 km/h (80 %) between 22:00 and 06:00 China time
    expect(open[0]).toMatchObject({ source: 'platform', alarm_level: 3, start_speed: 120, limit_value: isNight(T0 + 5000, 22, 6) ? 64 : 80, tenant_id: 1 });
    expect(new Date(open[0].start_time).getTime()).toBe(T0 + 5000);
    expect(events.map((e) => [e.event, e.alarm.alarmType])).toEqual(expect.arrayContaining([['open', 'p_overspeed'], ['open', 't0']]));
    expect(events[0].alarm).toMatchObject({ carId: VEH, departId: expect.any(String), carNum: expect.any(String), id: expect.stringMatching(/^\d+$/) });

    // more speeding reaches the engine (peak 135) and the database, then the process dies before writing
    await store(db, bus1, [...run(T0 + 25_000, 10, 135, 1)]);
    await tick();
    a.halt();
    // stored while no engine runs
    await store(db, null, run(T0 + 35_000, 10, 125, 1));

    const bus2 = createInProcessBus();
    const events2: AlarmBusMessage[] = [];
    bus2.subscribe('alarms', (m) => events2.push(m as AlarmBusMessage));
    const b = new AlarmEngine({ db: db.db, bus: bus2, log, flushMs: 3_600_000, checkpointMs: 3_600_000, sweepMs: 3_600_000 });
    await b.start();
    expect(b.stats.replayed).toBe(20);
    expect(b.openKeys().sort()).toEqual([`${VEH}|p_overspeed`, `${VEH}|t0`]);
    // the condition ends: speed back to 50 (below the night limit too), SOS cleared
    await store(db, bus2, run(T0 + 45_000, 3, 50, 0));
    await tick();
    await b.flush();
    const rows = await db.db.selectFrom('fleet_alarm').selectAll().where('vehicle_id', '=', VEH).orderBy('alarm_type').execute();
    expect(rows).toHaveLength(2);
    const over = rows[0];
    expect(over.alarm_type).toBe('p_overspeed');
    expect(new Date(over.end_time!).getTime()).toBe(T0 + 45_000);
    expect(over.peak_speed).toBe(135);
    expect(over.duration_s).toBe(40);
    expect(rows[1].end_time).not.toBeNull();
    expect(events2.map((e) => [e.event, e.alarm.alarmType]).sort()).toEqual([['close', 'p_overspeed'], ['close', 't0']]);
    expect(events2.find((e) => e.alarm.alarmType === 'p_overspeed')!.alarm).toMatchObject({ id: String(over.id), peakSpeed: 135, durationS: 40 });
    await b.stop();
    const cp = await db.db.selectFrom('fleet_alarm_state').select(['last_time']).where('vehicle_id', '=', VEH).executeTakeFirstOrThrow();
    expect(new Date(cp.last_time).getTime()).toBe(T0 + 47_000);
    await bus1.close();
    await bus2.close();
  });

  it('opens offline from the sweep, an episode that opens and closes within one flush is one closed row', async () => {
    const VEH2 = 'veh_000002';
    let now = Date.now();
    const bus = createInProcessBus();
    const e = new AlarmEngine({ db: db.db, bus, log, flushMs: 3_600_000, checkpointMs: 3_600_000, sweepMs: 3_600_000, now: () => now });
    await e.start();
    const T = Math.floor(now / 1000) * 1000 - 60_000;
    const p = (t: number, speed: number, flags = 0): StoredPosition => ({ ...pos(t, speed, flags), vehicleId: VEH2 });
    await store(db, bus, [p(T, 10), p(T + 1000, 10, 1 << 29), p(T + 2000, 10, 0)]);
    await tick();
    now += 601_000;
    e.sweep();
    await e.flush();
    const rows = await db.db.selectFrom('fleet_alarm').selectAll().where('vehicle_id', '=', VEH2).orderBy('alarm_type').execute();
    expect(rows.map((r) => [r.alarm_type, r.end_time === null, r.duration_s])).toEqual([['p_offline', true, null], ['t29', false, 1]]);
    await store(db, bus, [p(T + 700_000, 20)]);
    await tick();
    await e.stop();
    const off = await db.db.selectFrom('fleet_alarm').selectAll().where('vehicle_id', '=', VEH2).where('alarm_type', '=', 'p_offline').executeTakeFirstOrThrow();
    expect(off.duration_s).toBe(698);
    await bus.close();
  });
});
