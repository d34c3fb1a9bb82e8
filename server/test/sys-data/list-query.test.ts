import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { DATABASES, openTestDatabase, type TestDatabase } from '../helpers/databases.js';
import {
  applyListFilters, applySort, pageOf, parseListQuery, parseSuperQuery, ruleOfValue, type FieldMap, type ListQueryInput,
} from '../../src/query/list-query.js';

jest.setTimeout(90000);

const FIELDS: FieldMap = {
  id: { column: 't.id', type: 'string' },
  name: { column: 't.name', type: 'string' },
  age: { column: 't.age', type: 'number' },
  birthday: { column: 't.birthday', type: 'date' },
  createTime: { column: 't.create_time', type: 'datetime' },
  active: { column: 't.active', type: 'boolean' },
  sex: { column: 't.sex', type: 'number', dictCode: 'sex' },
};

const compiler = new Kysely<any>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** SQL and parameters of the filtered, sorted select for a query string object. */
function compile(query: Record<string, unknown>) {
  const input = parseListQuery(query, FIELDS);
  const q = applySort(applyListFilters(compiler.selectFrom('demo as t').selectAll(), input, FIELDS), input, FIELDS, 't.id');
  return q.compile();
}

const sq = (list: unknown) => encodeURIComponent(JSON.stringify(list));

function expect400(fn: () => unknown, message: string | RegExp) {
  try {
    fn();
  } catch (err) {
    expect((err as { statusCode: number }).statusCode).toBe(400);
    expect((err as Error).message).toMatch(message);
    return;
  }
  throw new Error('expected a 400');
}

describe('list query parsing (pure)', () => {
  it('reads the value rules of plain filters', () => {
    expect(ruleOfValue('*ab*')).toEqual({ rule: 'like', value: 'ab' });
    expect(ruleOfValue('ab*')).toEqual({ rule: 'right_like', value: 'ab' });
    expect(ruleOfValue('*ab')).toEqual({ rule: 'left_like', value: 'ab' });
    expect(ruleOfValue('!ab')).toEqual({ rule: 'ne', value: 'ab' });
    expect(ruleOfValue('>=3')).toEqual({ rule: 'ge', value: '3' });
    expect(ruleOfValue('<=3')).toEqual({ rule: 'le', value: '3' });
    expect(ruleOfValue('>3')).toEqual({ rule: 'gt', value: '3' });
    expect(ruleOfValue('<3')).toEqual({ rule: 'lt', value: '3' });
    expect(ruleOfValue('a,b')).toEqual({ rule: 'in', value: 'a,b' });
    expect(ruleOfValue(' ab ')).toEqual({ rule: 'eq', value: 'ab' });
    expect(ruleOfValue('*')).toBeNull();
    expect(ruleOfValue('**')).toBeNull();
  });

  it('defaults and caps the page, takes the default sort', () => {
    const input = parseListQuery({}, FIELDS, { defaultSort: { column: 'createTime', order: 'desc' } });
    expect(input).toMatchObject({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc', filters: {} });
    expect(parseListQuery({ pageNo: '3', pageSize: '100000' }, FIELDS)).toMatchObject({ pageNo: 3, pageSize: 1000 });
    expect(parseListQuery({ pageSize: '500' }, FIELDS, { maxPageSize: 100 }).pageSize).toBe(100);
    expect(parseListQuery({ column: 'age' }, FIELDS)).toMatchObject({ column: 'age', order: 'desc' });
    expect(parseListQuery({ column: 'sex_dictText', order: 'ascend' }, FIELDS)).toMatchObject({ column: 'sex', order: 'asc' });
  });

  it('refuses bad pages, sort columns and orders with 400', () => {
    for (const pageNo of ['0', '-1', 'abc', '1.5', '10000000', '1e3']) expect400(() => parseListQuery({ pageNo }, FIELDS), '页码');
    for (const pageSize of ['0', '-1', 'x', '99999999999']) expect400(() => parseListQuery({ pageSize }, FIELDS), '每页条数');
    for (const column of ['id;drop table demo', 'create_time', '1=1', 'constructor', '__proto__', 't.id', 'name desc', 'toString']) {
      expect400(() => parseListQuery({ column }, FIELDS), '排序字段不合法');
    }
    for (const order of ['desc;drop table x', 'up', '1']) expect400(() => parseListQuery({ column: 'age', order }, FIELDS), '排序方式');
  });

  it('keeps only known filter keys and range keys', () => {
    const input = parseListQuery({ name: 'x', 'age_begin': '1', 'age_end': '9', '1=1': 'x', 'drop table': 'y', constructor: 'z', other_begin: '1', pageNo: '2', _t: '1' }, FIELDS);
    expect(input.filters).toEqual({ name: 'x', age_begin: '1', age_end: '9' });
    expect(parseListQuery({ sex: ['1', '2'] }, FIELDS).filters).toEqual({ sex: '1,2' });
  });

  it('compiles every rule to bound parameters only', () => {
    const c = compile({ name: "*o'; drop table t;--*", age: '>=30', sex: '1,2', id: '!x', column: 'age', order: 'asc' });
    expect(c.sql).not.toMatch(/drop table/i);
    expect(c.sql).toContain('CAST("t"."name" AS text) ILIKE $1');
    expect(c.sql).toContain('"t"."age" >= $2::bigint');
    expect(c.sql).toContain('"t"."sex" IN ($3::bigint, $4::bigint)');
    expect(c.sql).toContain('("t"."id" IS NULL OR NOT "t"."id" = $5)');
    expect(c.sql).toMatch(/order by "t"\."age" asc nulls last, "t"\."id" asc$/);
    expect(c.parameters).toEqual(["%o'; drop table t;--%", '30', '1', '2', 'x']);
  });

  it('escapes LIKE wildcards in values', () => {
    expect(compile({ name: '*50%_a\\b*' }).parameters).toEqual(['%50\\%\\_a\\\\b%']);
    expect(compile({ name: 'ab*' }).parameters).toEqual(['ab%']);
    expect(compile({ name: '*ab' }).parameters).toEqual(['%ab']);
  });

  it('spans a whole day for a bare day on a datetime field, China time', () => {
    const c = compile({ createTime_begin: '2025-01-02', createTime_end: '2025-01-03' });
    expect(c.parameters).toEqual(['2025-01-02T00:00:00+08:00', '2025-01-03T23:59:59.999+08:00']);
    expect(compile({ createTime: '2025-01-02' }).sql).toContain('("t"."create_time" >= $1::timestamptz AND "t"."create_time" <= $2::timestamptz)');
    expect(compile({ createTime_begin: '2025-01-02 08:30:00' }).parameters).toEqual(['2025-01-02T08:30:00+08:00']);
  });

  it('refuses values that do not fit the field type', () => {
    expect400(() => parseListQuery({ age: 'abc' }, FIELDS), '查询条件值格式不正确：age');
    expect400(() => parseListQuery({ age: "1' or '1'='1" }, FIELDS), '查询条件值格式不正确');
    expect400(() => parseListQuery({ birthday: '2025-02-30' }, FIELDS), 'birthday');
    expect400(() => parseListQuery({ createTime_end: '2025-01-01 25:00' }, FIELDS), 'createTime');
    expect400(() => parseListQuery({ active: 'maybe' }, FIELDS), 'active');
    expect400(() => parseListQuery({ name: 'x'.repeat(2001) }, FIELDS), '查询条件值过长');
  });

  it('parses superQueryParams encoded once, twice or plain', () => {
    const list = [{ field: 'name', rule: 'like', val: 'a' }, { field: 'create_time', rule: 'ge', val: '2025-01-01' }, { field: 'sex', rule: 'in', val: ['1', '2'] }];
    const expected = [{ field: 'name', rule: 'like', value: 'a' }, { field: 'createTime', rule: 'ge', value: '2025-01-01' }, { field: 'sex', rule: 'in', value: '1,2' }];
    expect(parseSuperQuery(JSON.stringify(list), FIELDS)).toEqual(expected);
    expect(parseSuperQuery(sq(list), FIELDS)).toEqual(expected);
    expect(parseSuperQuery(encodeURIComponent(sq(list)), FIELDS)).toEqual(expected);
    expect(parseSuperQuery(JSON.stringify([{ field: 'name', rule: 'eq', val: '' }]), FIELDS)).toEqual([]);
  });

  it('joins the advanced query by its match type, after the plain filters', () => {
    const list = [{ field: 'name', rule: 'eq', val: 'a' }, { field: 'age', rule: 'lt', val: 3 }];
    const or = compile({ active: 'true', superQueryParams: sq(list), superQueryMatchType: 'or' });
    expect(or.sql).toContain('where "t"."active" = $1::boolean and ("t"."name" = $2 OR "t"."age" < $3::bigint)');
    const and = compile({ superQueryParams: sq(list) });
    expect(and.sql).toContain('where ("t"."name" = $1 AND "t"."age" < $2::bigint)');
  });

  it('refuses hostile advanced queries with 400', () => {
    const bad = (list: unknown, message: string | RegExp, matchType?: string) =>
      expect400(() => parseListQuery({ superQueryParams: typeof list === 'string' ? list : sq(list), superQueryMatchType: matchType }, FIELDS), message);
    bad([{ field: '1=1', rule: 'eq', val: '1' }], '高级查询字段不合法');
    bad([{ field: 'name; drop table t', rule: 'eq', val: '1' }], '高级查询字段不合法');
    bad([{ field: '__proto__', rule: 'eq', val: '1' }], '高级查询字段不合法');
    bad([{ field: 'name', rule: 'exists', val: '1' }], '高级查询规则不合法');
    bad([{ field: 'name', rule: 'eq) or (1=1', val: '1' }], '高级查询规则不合法');
    bad([{ field: 'age', rule: 'eq', val: '1 or 1=1' }], '查询条件值格式不正确');
    bad([{ field: 'name', rule: 'eq', val: { $ne: 1 } }], '高级查询参数格式不正确');
    bad({ field: 'name' }, '高级查询参数格式不正确');
    bad('%E0%A4%A', '高级查询参数格式不正确');
    bad('[{"field":', '高级查询参数格式不正确');
    bad(Array.from({ length: 51 }, () => ({ field: 'name', rule: 'eq', val: 'a' })), '高级查询条件过多');
    bad([{ field: 'name', rule: 'eq', val: 'a' }], '高级查询匹配方式', 'or 1=1');
  });
});

describe.each(DATABASES)('list query against %s', (kind) => {
  let database: TestDatabase;
  const rows = [
    { id: 'r1', name: 'Alpha', age: 20, birthday: '1990-01-01', create_time: '2025-01-01T10:00:00+08:00', active: true, sex: 1 },
    { id: 'r2', name: 'alpine 50%', age: 30, birthday: '1995-06-15', create_time: '2025-01-02T23:30:00+08:00', active: false, sex: 2 },
    { id: 'r3', name: 'Beta_x', age: 40, birthday: '2000-12-31', create_time: '2025-01-03T00:10:00+08:00', active: true, sex: 1 },
    { id: 'r4', name: 'gamma', age: null, birthday: null, create_time: '2025-01-04T12:00:00+08:00', active: true, sex: null },
  ];

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: false });
    await sql`CREATE TABLE lq_demo (id text PRIMARY KEY, name text, age integer, birthday date, create_time timestamptz, active boolean, sex smallint)`.execute(database.db);
    for (const r of rows) {
      await sql`INSERT INTO lq_demo VALUES (${r.id}, ${r.name}, ${r.age}, ${r.birthday}, ${r.create_time}, ${r.active}, ${r.sex})`.execute(database.db);
    }
  });
  afterAll(async () => {
    await database?.close();
  });

  async function ids(query: Record<string, unknown>): Promise<string[]> {
    const input: ListQueryInput = parseListQuery(query, FIELDS, { defaultSort: { column: 'id', order: 'asc' } });
    const q = applySort(applyListFilters((database.db as Kysely<any>).selectFrom('lq_demo as t').select(['t.id']), input, FIELDS), input, FIELDS, 't.id');
    return (await q.execute()).map((r) => r.id as string);
  }

  it('applies every value rule', async () => {
    expect(await ids({ name: '*alp*' })).toEqual(['r1', 'r2']);
    expect(await ids({ name: 'alp*' })).toEqual(['r1', 'r2']);
    expect(await ids({ name: '*ma' })).toEqual(['r4']);
    expect(await ids({ name: '*50%*' })).toEqual(['r2']);
    expect(await ids({ name: '*a_x*' })).toEqual(['r3']);
    expect(await ids({ name: '*%*' })).toEqual(['r2']);
    expect(await ids({ name: '!gamma' })).toEqual(['r1', 'r2', 'r3']);
    expect(await ids({ age: '!30' })).toEqual(['r1', 'r3', 'r4']);
    expect(await ids({ age: '>=30' })).toEqual(['r2', 'r3']);
    expect(await ids({ age: '>30' })).toEqual(['r3']);
    expect(await ids({ age: '<=30' })).toEqual(['r1', 'r2']);
    expect(await ids({ age: '<30' })).toEqual(['r1']);
    expect(await ids({ sex: '1,2' })).toEqual(['r1', 'r2', 'r3']);
    expect(await ids({ id: 'r2,r4' })).toEqual(['r2', 'r4']);
    expect(await ids({ active: 'false' })).toEqual(['r2']);
    expect(await ids({ age: '2.5' })).toEqual([]);
  });

  it('applies ranges on numbers, dates and China-time days', async () => {
    expect(await ids({ age_begin: '25', age_end: '40' })).toEqual(['r2', 'r3']);
    expect(await ids({ birthday_begin: '1995-01-01' })).toEqual(['r2', 'r3']);
    expect(await ids({ createTime_begin: '2025-01-02', createTime_end: '2025-01-02' })).toEqual(['r2']);
    expect(await ids({ createTime: '2025-01-03' })).toEqual(['r3']);
    expect(await ids({ createTime_end: '2025-01-02 23:00:00' })).toEqual(['r1']);
  });

  it('applies the advanced query with and / or', async () => {
    const list = [{ field: 'name', rule: 'right_like', val: 'al' }, { field: 'age', rule: 'gt', val: '35' }];
    expect(await ids({ superQueryParams: sq(list), superQueryMatchType: 'or' })).toEqual(['r1', 'r2', 'r3']);
    expect(await ids({ superQueryParams: sq(list), superQueryMatchType: 'and' })).toEqual([]);
    expect(await ids({ superQueryParams: sq([{ field: 'name', rule: 'left_like', val: 'X' }]) })).toEqual(['r3']);
    expect(await ids({ superQueryParams: sq([{ field: 'createTime', rule: 'le', val: '2025-01-02' }]) })).toEqual(['r1', 'r2']);
    expect(await ids({ active: 'true', superQueryParams: sq([{ field: 'sex', rule: 'in', val: [1, 2] }, { field: 'age', rule: 'eq', val: 40 }]), superQueryMatchType: 'or' })).toEqual(['r1', 'r3']);
  });

  it('sorts with NULLs last and pages with totals', async () => {
    expect(await ids({ column: 'age', order: 'desc' })).toEqual(['r3', 'r2', 'r1', 'r4']);
    expect(await ids({ column: 'age', order: 'asc' })).toEqual(['r1', 'r2', 'r3', 'r4']);
    const input = parseListQuery({ pageNo: '2', pageSize: '3', column: 'name', order: 'asc' }, FIELDS);
    const q = applySort(applyListFilters((database.db as Kysely<any>).selectFrom('lq_demo as t').select(['t.id', 't.name']), input, FIELDS), input, FIELDS, 't.id');
    const page = await pageOf(database.db, q, input, (r) => r.id);
    expect(page).toEqual({ records: ['r4'], total: 4, size: 3, current: 2, pages: 2 });
    const beyond = await pageOf(database.db, q, { ...input, pageNo: 9 });
    expect(beyond).toMatchObject({ records: [], total: 4, pages: 2, current: 9 });
  });

  it('leaves the table intact after hostile input', async () => {
    await expect(ids({ name: "x'; DROP TABLE lq_demo; --" })).resolves.toEqual([]);
    expect(await ids({})).toHaveLength(4);
  });
});
