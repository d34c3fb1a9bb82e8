import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { checkSegments, decodeCheckValue, serialParams } from '../../src/routes/sys/rule-check.js';
import { duplicateField, registerDuplicateCheckField } from '../../src/routes/sys/duplicate-check.js';
import { chinaDay } from '../../src/routes/fleet/red-orange.js';
import { CHECK_RULES } from '../../src/seed/sys-data-defs.js';
import { addSecondTenant, qs } from './fixtures.js';

jest.setTimeout(120000);

const FREE = '该值可用！';
const TAKEN = '该值不可用，系统中已存在！';

describe('check rules and registrations (pure)', () => {
  const common = CHECK_RULES.find((r) => r.code === 'common')!.segments;
  const dept = CHECK_RULES.find((r) => r.code === 'dept_code')!.segments;

  it('checks values segment by segment with the failing message', () => {
    expect(checkSegments(common, 'a1234')).toBeNull();
    expect(checkSegments(common, '1abcd')).toBe('第一位只能是字母');
    expect(checkSegments(common, 'abc')).toBe('第一位之后只能是4到17位字母、数字或下划线');
    expect(checkSegments(common, 'a12-4')).toBe('第一位之后只能是4到17位字母、数字或下划线');
    expect(checkSegments(dept, 'HZ0001')).toBeNull();
    expect(checkSegments(dept, 'hz0001')).toBe('前两位必须是大写字母');
    expect(checkSegments(dept, 'HZ00a1')).toBe('后四位必须是数字');
    expect(checkSegments(dept, 'HZ00011')).toBe('编码长度只能是6位');
    expect(checkSegments([{ digits: '1', pattern: '^我$', message: 'x' }], '我们')).toBeNull();
    expect(() => checkSegments([{ digits: 'x', pattern: '.', message: 'x' }], 'a')).toThrow();
  });

  it('decodes the encoded check value once', () => {
    expect(decodeCheckValue('a%2Bb')).toBe('a+b');
    expect(decodeCheckValue('100%')).toBe('100%');
  });

  it('validates stored serial parameters', () => {
    expect(serialParams('{"prefix":"DD","datePattern":"yyyyMMdd","seqLength":4}')).toEqual({ prefix: 'DD', datePattern: 'yyyyMMdd', seqLength: 4 });
    for (const bad of ['{"prefix":"D D","datePattern":"","seqLength":4}', '{"prefix":"DD","datePattern":"HHmm","seqLength":4}', '{"prefix":"DD","datePattern":"","seqLength":9}', '{"prefix":"DD","datePattern":"","seqLength":2,"prefixField":"a b"}']) {
      expect(() => serialParams(bad)).toThrow('填值规则配置有误');
    }
  });

  it('registers duplicate-check fields with plain identifiers only', () => {
    registerDuplicateCheckField('demo_table_x', 'order_code', 'order_code');
    expect(duplicateField('demo_table_x', 'order_code')).toEqual({ column: 'order_code', scope: 'tenant', idColumn: 'id', tenantColumn: 'tenant_id' });
    expect(() => registerDuplicateCheckField('demo; drop', 'a', 'a')).toThrow();
    expect(() => registerDuplicateCheckField('demo', 'a', 'a"b')).toThrow();
    expect(duplicateField('sys_user', 'password_hash')).toBeNull();
    expect(duplicateField('sys_user', 'constructor')).toBeNull();
  });
});

describe.each(DATABASES)('duplicate, rule and fill-rule checks on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let t2: string;
  const dup = (query: Record<string, string>, token = admin) => t.call('GET', `/sys/duplicate/check?${qs(query)}`, { token });

  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 4 });
    await addSecondTenant(t.database.db);
    [admin, viewer, t2] = [await t.login('admin'), await t.login('viewer'), await t.login('t2_admin')];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers whether a value is taken', async () => {
    const taken = await dup({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'viewer' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ success: false, code: 500, message: TAKEN });
    expect((await dup({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'viewer', dataId: 'user_viewer' })).json()).toMatchObject({ success: true, message: FREE });
    expect((await dup({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'nobody' })).json()).toMatchObject({ success: true, code: 200, message: FREE });
    expect((await dup({ tableName: 'sys_user', fieldName: 'username', fieldVal: '' })).json()).toMatchObject({ success: true, message: FREE });
    expect((await dup({ tableName: 'sys_role', fieldName: 'role_code', fieldVal: 'readonly' }, viewer)).json().success).toBe(false);
    expect((await dup({ tableName: 'sys_position', fieldName: 'code', fieldVal: 'driver' })).json().success).toBe(false);
    expect((await dup({ tableName: 'sys_category', fieldName: 'code', fieldVal: 'B01A01' })).json().success).toBe(false);
    expect((await dup({ tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'sex' })).json().success).toBe(false);
    expect((await dup({ tableName: 'sys_depart', fieldName: 'org_code', fieldVal: 'A01A02' })).json().success).toBe(false);
    expect((await dup({ tableName: 'sys_user', fieldName: 'phone', fieldVal: '13800138001' })).json().success).toBe(false);
    const car = await t.database.db.selectFrom('fleet_vehicle').select('car_num').where('tenant_id', '=', 1).executeTakeFirstOrThrow();
    expect((await dup({ tableName: 'fleet_vehicle', fieldName: 'car_num', fieldVal: car.car_num })).json().success).toBe(false);
  });

  it('scopes duplicate checks to the tenant unless the value is unique system-wide', async () => {
    expect((await dup({ tableName: 'sys_depart', fieldName: 'org_code', fieldVal: 'A01A02' }, t2)).json().success).toBe(true);
    expect((await dup({ tableName: 'sys_depart', fieldName: 'org_code', fieldVal: 'A01' }, t2)).json().success).toBe(false);
    expect((await dup({ tableName: 'fleet_vehicle', fieldName: 'car_num', fieldVal: '京A12345' }, admin)).json().success).toBe(true);
    expect((await dup({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' }, t2)).json().success).toBe(false);
    expect((await dup({ tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'yn' }, t2)).json().success).toBe(false);
  });

  it('refuses hostile table and field names with 400', async () => {
    const hostile = [
      { tableName: 'sys_user;drop table sys_user', fieldName: 'username' },
      { tableName: 'sys_user', fieldName: 'password_hash' },
      { tableName: 'sys_user', fieldName: 'username = username or 1=1 --' },
      { tableName: 'pg_shadow', fieldName: 'usename' },
      { tableName: 'sys_user where 1=1 --', fieldName: 'username' },
      { tableName: '', fieldName: '' },
      { tableName: 'constructor', fieldName: 'username' },
      { tableName: 'SYS_USER', fieldName: 'username' },
    ];
    for (const q of hostile) {
      const res = await dup({ ...q, fieldVal: 'x' });
      expect({ q, status: res.statusCode }).toEqual({ q, status: 400 });
      expect(res.json()).toMatchObject({ success: false, code: 400, message: '表名或字段名不在允许范围内' });
    }
    expect((await dup({ tableName: 'sys_user', fieldName: 'username', fieldVal: "' or '1'='1" })).json().success).toBe(true);
    expect((await t.call('GET', '/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=x')).statusCode).toBe(401);
  });

  it('checks values against a stored rule', async () => {
    const check = (ruleCode: string, value: string) => t.call('GET', `/sys/checkRule/checkByCode?${qs({ ruleCode, value: encodeURIComponent(value) })}`, { token: viewer });
    expect((await check('common', 'abc_123')).json()).toMatchObject({ success: true, code: 200, message: '校验通过' });
    const failed = await check('common', '9abc');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ success: false, code: 500, message: '第一位只能是字母' });
    expect((await check('digits6', '123456')).json().success).toBe(true);
    expect((await check('digits6', '12345')).json().message).toBe('请输入6位数字');
    expect((await check('dept_code', 'HZ 001')).json().message).toBe('后四位必须是数字');
    const unknown = await check("common' or '1'='1", 'x');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, code: 400, message: '校验规则不存在' });
    expect((await check('digits6', '1'.repeat(1001))).statusCode).toBe(400);
  });

  it('generates serial numbers per tenant and day, atomically', async () => {
    const run = (code: string, body: unknown, token = admin, method: 'PUT' | 'POST' = 'PUT') =>
      t.call(method, `/sys/fillRule/executeRuleByCode/${encodeURIComponent(code)}`, { token, body });
    const day = chinaDay(new Date());
    const first = (await run('demo_order_num', { formData: { name: 'x' } })).json();
    expect(first).toMatchObject({ success: true, code: 200, result: `DD${day}0001` });
    const parallel = await Promise.all(Array.from({ length: 8 }, (_, i) => run('demo_order_num', {}, i % 2 ? viewer : admin, i % 2 ? 'POST' : 'PUT')));
    const values = parallel.map((r) => r.json().result as string).sort();
    expect(values).toEqual(Array.from({ length: 8 }, (_, i) => `DD${day}${String(i + 2).padStart(4, '0')}`));
    expect((await run('demo_order_num', {}, t2)).json().result).toBe(`DD${day}0001`);
    const month = day.slice(0, 6);
    expect((await run('vehicle_check_num', { formData: { areaCode: 'hz' } })).json().result).toBe(`JCHZ${month}00001`);
    expect((await run('vehicle_check_num', { areaCode: 'hz' })).json().result).toBe(`JCHZ${month}00002`);
    expect((await run('vehicle_check_num', {})).json().result).toBe(`JC${month}00001`);
    expect((await run('vehicle_check_num', { formData: { areaCode: "x' or 1=1" } })).json()).toMatchObject({ success: false, code: 400 });
    for (const code of ['nope', "demo_order_num' or '1'='1", 'demo_order_num;drop table sys_fill_rule']) {
      const res = await run(code, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('填值规则不存在');
    }
  });

  it('answers 400 when the sequence of a period is used up', async () => {
    await t.database.db.updateTable('sys_fill_rule_seq').set({ seq: 9999 }).where('rule_code', '=', 'demo_order_num').where('tenant_id', '=', 1).execute();
    const res = await t.call('POST', '/sys/fillRule/executeRuleByCode/demo_order_num', { token: admin, body: {} });
    expect(res.json()).toMatchObject({ success: false, code: 400, message: '流水号已用尽' });
  });
});
