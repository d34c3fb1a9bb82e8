import { createInProcessBus } from '../../src/bus/in-process.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { marksVehicleAlarm } from '../../src/alarm/alarm-types.js';
import { toVehicleState } from '../../src/routes/fleet/vehicle-state.js';
import { escapeLike } from '../../src/routes/fleet/vehicles-repo.js';
import { makeSeedVehicle, makeVin } from '../../src/seed/index.js';

describe('loadConfig', () => {
  it('applies the contract defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000, host: '0.0.0.0', apiBase: '/jeecg-boot', jt808Port: 6808, simVehicles: 50, simIntervalMs: 5000,
      simulator: true, seedVehicles: 56, tileUrl: null, tileDatum: 'gcj02', tokenTtlMs: 604800000, offlineTimeoutMs: 600000, loginRateMax: 10,
    });
    expect(c.remotes.map((r) => [r.name, r.port, r.prefix])).toEqual([
      ['remote_fleet', 3001, 'fleet'], ['remote_system', 3002, 'system'], ['remote_office', 3003, 'office'], ['remote_workflow', 3004, 'workflow'],
    ]);
    expect(c.shellDist).toMatch(/shell[\\/]dist$/);
    expect(c.pgliteDir).toMatch(/server[\\/]\.data[\\/]pglite$/);
  });

  it('reads overrides and lists every invalid variable', () => {
    const c = loadConfig({ PORT: '8080', SIMULATOR: '0', REMOTE_FLEET_URL: 'https://cdn.example/fleet/remoteEntry.js', TILE_URL: 'https://wprd0{1-4}.is.autonavi.com/{z}/{x}/{y}', TILE_DATUM: 'wgs84' });
    expect(c).toMatchObject({ port: 8080, simulator: false, tileDatum: 'wgs84' });
    expect(c.remotes[0].url).toBe('https://cdn.example/fleet/remoteEntry.js');
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', TILE_DATUM: 'bd09' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toHaveLength(3);
    expect((error as Error).message).toContain('PORT must be an integer');
  });
});

describe('toVehicleState', () => {
  const base = { vehicleId: 'v1', carNum: '浙A12345', departId: 'd1', gpsTime: 1_000_000, lat: 30, lon: 120, altitude: 5, speed: 0, direction: 0, alarmFlags: 0, statusFlags: 0, mileage: null, fuel: null };
  it('applies the status rule of the contract in order offline, alarm, moving, parked', () => {
    expect(toVehicleState({ ...base, speed: 50, alarmFlags: 1 }, 1_000_000 + 600_001, 600_000).status).toBe('offline');
    expect(toVehicleState({ ...base, speed: 50, alarmFlags: 1 }, 1_000_000 + 600_000, 600_000).status).toBe('alarm');
    expect(toVehicleState({ ...base, speed: 1 }, 1_000_000, 600_000).status).toBe('moving');
    expect(toVehicleState({ ...base, speed: 0.9 }, 1_000_000, 600_000).status).toBe('parked');
  });

  it('marks a vehicle with an open platform alarm (speeding, fatigue) as alarm, unless it is offline', () => {
    expect(toVehicleState({ ...base, speed: 90, openAlarm: true }, 1_000_000, 600_000).status).toBe('alarm');
    expect(toVehicleState({ ...base, speed: 90, openAlarm: true }, 1_000_000 + 600_001, 600_000).status).toBe('offline');
    expect(marksVehicleAlarm('p_overspeed', 3, 'platform')).toBe(true);
    expect(marksVehicleAlarm('p_offline', 2, 'platform')).toBe(false);
    expect(marksVehicleAlarm('p_parking_timeout', 1, 'platform')).toBe(false);
    expect(marksVehicleAlarm('t1', 3, 'terminal')).toBe(false);
  });
  it('uses the receive time when known, reads ACC from status bit 0 and keeps DWORD flags unsigned', () => {
    const s = toVehicleState({ ...base, gpsTime: new Date(0), recvTime: new Date(1_000_000), statusFlags: 3, alarmFlags: -2147483648 }, 1_000_000, 600_000);
    expect(s).toMatchObject({ gpsTime: 0, acc: true, alarmFlags: 2147483648, status: 'alarm', carId: 'v1' });
  });
});

describe('helpers', () => {
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
  it('makes deterministic demo vehicles with valid VIN check digits and unique plates', () => {
    expect(makeSeedVehicle(0)).toEqual(makeSeedVehicle(0));
    expect(makeSeedVehicle(0).terminal.phone).toBe('013800000001');
    const plates = new Set(Array.from({ length: 2000 }, (_, i) => makeSeedVehicle(i).vehicle.car_num));
    expect(plates.size).toBe(2000);
    expect(makeVin(1)).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
  });
  it('delivers in-process bus messages asynchronously', async () => {
    const bus = createInProcessBus();
    const got: unknown[] = [];
    bus.subscribe('notices', (p) => got.push(p));
    bus.publish('notices', { msgId: '1' });
    expect(got).toEqual([]);
    await Promise.resolve();
    expect(got).toEqual([{ msgId: '1' }]);
    await bus.close();
  });
});
