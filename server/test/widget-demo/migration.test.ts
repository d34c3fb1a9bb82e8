import { sql, type Kysely } from 'kysely';
import * as m007 from '../../src/db/migrations/007-widget-demo.js';
import { DATABASES, openTestDatabase } from '../helpers/databases.js';
import { SEED_DEMO_COUNT, SEED_REPORTS } from '../../src/seed/widget-demo.js';

jest.setTimeout(90000);

const count = async (db: Kysely<any>, table: string) =>
  Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db)).rows[0].n);

describe.each(DATABASES)('migration 007-widget-demo on %s', (kind) => {
  it('writes the report definitions on an empty database and no demo records', async () => {
    const t = await openTestDatabase(kind, { seed: false });
    try {
      expect(await count(t.db, 'onl_cgreport_head')).toBe(SEED_REPORTS.length);
      expect(await count(t.db, 'onl_cgreport_item')).toBe(SEED_REPORTS.reduce((n, r) => n + r.items.length, 0));
      expect(await count(t.db, 'demo')).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('gives a database seeded before it the demo records too, and goes down cleanly', async () => {
    const t = await openTestDatabase(kind);
    try {
      await m007.down(t.db as Kysely<any>);
      await m007.up(t.db as Kysely<any>);
      expect(await count(t.db, 'demo')).toBe(SEED_DEMO_COUNT);
      expect(await count(t.db, 'demo_item')).toBeGreaterThan(SEED_DEMO_COUNT);
      expect(await count(t.db, 'onl_cgreport_head')).toBe(SEED_REPORTS.length);
    } finally {
      await t.close();
    }
  });
});
