import { sql } from 'kysely';
import { insertPositions, supportsBinaryArrays, upsertStates, UNIQUE_VIOLATION } from '../../src/gateway/position-sql.js';
import type { PositionInput } from '../../src/gateway/position-rows.js';
import type { Location } from '../../src/jt808/index.js';
import { DATABASES, openTestDatabase, type TestDatabase } from '../helpers/databases.js';

const T0 = Date.UTC(2026, 10, 21, 8, 0, 0);
const row = (vehicleId: string, i: number, over: Partial<Location> = {}): PositionInput => ({
  vehicleId,
  location: {
    alarmFlags: i === 2 ? 0xffffffff : i, statusFlags: 0x000c0003 + i, lat: 31.2304 + i * 1e-6, lon: -121.4737 - i * 1e-6, altitude: i === 3 ? -52 : 12 + i,
    speed: 60.5 + i / 10, direction: (i * 37) % 360, gpsTime: T0 + i * 1000,
    extras: i % 2 ? { mileageKm: 1234.5 + i, fuelL: 40.2, signalStrength: 25, satellites: 12 } : { unknown: { '0xe1': 'ab"\\中' } },
    ...over,
  } as Location,
});
const rows = (vehicleId: string) => [row(vehicleId, 0), row(vehicleId, 1), row(vehicleId, 2), row(vehicleId, 3, { extras: {} } as Partial<Location>), row(vehicleId, 4)];
const cols = 'gps_time, recv_time, lat, lon, altitude, speed, direction, alarm_flags, status_flags, mileage, fuel, extras';

describe.each(DATABASES)('position SQL on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind, { seed: false });
  }, 60_000);
  afterAll(() => t?.close());

  it('binary column arrays store exactly what the text path stores', async () => {
    const binary = await supportsBinaryArrays(t.db);
    // node-postgres binds a Buffer in binary format; so does PGlite (else the text path is used)
    expect(binary).toBe(true);
    const recv = new Date(T0 + 5000).toISOString();
    expect(await insertPositions(t.db, rows('veh_text'), recv, { binary: false, skipDuplicates: false })).toBe(5);
    expect(await insertPositions(t.db, rows('veh_bin'), recv, { binary, skipDuplicates: false })).toBe(5);
    const read = (v: string) => sql.raw(`SELECT ${cols} FROM fleet_position WHERE vehicle_id = '${v}' ORDER BY gps_time`).execute(t.db).then((r) => r.rows);
    const text = await read('veh_text');
    expect(text).toHaveLength(5);
    expect(await read('veh_bin')).toEqual(text);
    expect(text[2]).toMatchObject({ alarm_flags: 0xffffffff, lon: row('x', 2).location.lon });
    expect(text[3]).toMatchObject({ altitude: -52, mileage: null, fuel: null, extras: null });
    expect(text[0]).toMatchObject({ extras: { unknown: { '0xe1': 'ab"\\中' } } });
  });

  it('a plain INSERT meeting a stored row fails with unique_violation; skipping duplicates inserts the rest', async () => {
    const again = [row('veh_text', 4), row('veh_text', 5)];
    await expect(t.db.transaction().execute((trx) => insertPositions(trx, again, new Date().toISOString(), { skipDuplicates: false })))
      .rejects.toMatchObject({ code: UNIQUE_VIOLATION });
    expect(await insertPositions(t.db, again, new Date().toISOString(), { skipDuplicates: true })).toBe(1);
  });

  it('vehicle states are upserted the same way from binary arrays', async () => {
    const binary = await supportsBinaryArrays(t.db);
    await t.db.insertInto('sys_tenant').values({ id: 1, name: 't' }).execute();
    await t.db.insertInto('sys_depart').values({ id: 'd', tenant_id: 1, parent_id: null, depart_name: 'd', org_code: 'A01' }).execute();
    await t.db.insertInto('fleet_vehicle').values([{ id: 'veh_text', tenant_id: 1, depart_id: 'd', car_num: 'A1' }, { id: 'veh_bin', tenant_id: 1, depart_id: 'd', car_num: 'A2' }]).execute();
    await upsertStates(t.db, [row('veh_text', 1)], new Date(T0).toISOString(), false);
    await upsertStates(t.db, [row('veh_bin', 1)], new Date(T0).toISOString(), binary);
    const read = (v: string) => sql.raw(`SELECT gps_time, recv_time, lat, lon, altitude, speed, direction, alarm_flags, status_flags, mileage, fuel, online FROM fleet_vehicle_state WHERE vehicle_id = '${v}'`).execute(t.db).then((r) => r.rows);
    expect(await read('veh_bin')).toEqual(await read('veh_text'));
    expect((await read('veh_bin'))[0]).toMatchObject({ mileage: 1235.5, fuel: 40.2 });
  });
});
