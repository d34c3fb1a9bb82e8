import { sql } from 'kysely';
import { DAY_MS, PartitionManager, dayStartUtc, ensurePositionPartition, partitionName } from '../../src/gateway/partitions.js';
import { openFixtureDb } from './fixtures.js';
import type { OpenDatabase } from '../../src/db/index.js';

jest.setTimeout(20_000);

const partOf = async (open: OpenDatabase, t: number) =>
  (await sql<{ part: string }>`SELECT tableoid::regclass::text AS part FROM fleet_position WHERE gps_time = ${new Date(t).toISOString()}::timestamptz`.execute(open.db)).rows.map((r) => r.part);

describe('daily partitions of fleet_position', () => {
  let open: OpenDatabase;
  beforeAll(async () => {
    open = await openFixtureDb(1);
  }, 60_000);
  afterAll(async () => {
    await open?.close();
  });

  it('names partitions by UTC day', () => {
    expect(partitionName(Date.UTC(2024, 1, 29, 23, 59))).toBe('fleet_position_p20240229');
    expect(dayStartUtc(Date.UTC(2024, 1, 29, 23, 59))).toBe(Date.UTC(2024, 1, 29));
  });

  it('creates a partition once and moves rows the DEFAULT partition already holds for that day', async () => {
    const day = Date.UTC(2023, 4, 10);
    const t = day + 3600_000;
    await open.db.insertInto('fleet_position').values({ vehicle_id: 'veh_t1', gps_time: new Date(t).toISOString(), lat: 31, lon: 121 }).execute();
    expect(await partOf(open, t)).toEqual(['fleet_position_default']);
    expect(await ensurePositionPartition(open.db, t)).toBe(true);
    expect(await partOf(open, t)).toEqual(['fleet_position_p20230510']);
    expect(await ensurePositionPartition(open.db, t)).toBe(false);
    const after = day + DAY_MS;
    await open.db.insertInto('fleet_position').values({ vehicle_id: 'veh_t1', gps_time: new Date(after).toISOString(), lat: 31, lon: 121 }).execute();
    expect(await partOf(open, after)).toEqual(['fleet_position_default']);
  });

  it('the manager prepares yesterday/today/tomorrow and only days within ±2 days on demand', async () => {
    const errors: unknown[] = [];
    const m = new PartitionManager(open.db, (e) => errors.push(e));
    const now = Date.UTC(2023, 6, 15, 12);
    await m.prepareAround(now);
    await m.ensureFor([now + 2 * DAY_MS, now + 3 * DAY_MS, now - 5 * DAY_MS], now);
    const names = (await sql<{ relname: string }>`SELECT relname FROM pg_class WHERE relname LIKE 'fleet_position_p202307%' AND relkind = 'r' ORDER BY 1`.execute(open.db)).rows.map((r) => r.relname);
    expect(names).toEqual(['fleet_position_p20230714', 'fleet_position_p20230715', 'fleet_position_p20230716', 'fleet_position_p20230717']);
    expect(errors).toEqual([]);
  });
});
