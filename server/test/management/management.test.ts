import * as XLSX from 'xlsx';
import { DATABASES } from '../helpers/databases.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { levelCode, levelCodeIndex } from '../../src/routes/fleet/org-manage.js';
import { chinaDay } from '../../src/routes/fleet/red-orange.js';
import { checkVin } from '../../src/routes/fleet/manage-input.js';
import { makeVin } from '../../src/seed/index.js';

jest.setTimeout(90000);

const HZ_WEST = 'dep_A01A02A01';
const HZ_XS = 'dep_A01A02A02';
const SH_PD = 'dep_A01A01A01';

/** A valid new vehicle in 西湖车队 (VIN with a correct check digit from the seed generator). */
function newCar(over: Record<string, unknown> = {}) {
  return {
    carNum: '浙AZ9001', plateColor: 1, vin: makeVin(9001), vehicleType: '重型货车', driverName: '测试司机',
    speedLimit: 90, fuelTank: 350, departId: HZ_WEST, phone: '13900009001', ...over,
  };
}

describe('management rules (pure)', () => {
  it('numbers org levels A01…A99, B01… and back', () => {
    expect(levelCode(0)).toBe('A01');
    expect(levelCode(98)).toBe('A99');
    expect(levelCode(99)).toBe('B01');
    expect(levelCodeIndex('B01')).toBe(99);
    expect(levelCodeIndex('A00')).toBe(-1);
    expect(levelCodeIndex('a01')).toBe(-1);
  });

  it('checks the VIN check digit (GB 16735)', () => {
    expect(checkVin(makeVin(5))).toBe(makeVin(5));
    const v = makeVin(5);
    const wrong = v.slice(0, 8) + (v[8] === '1' ? '2' : '1') + v.slice(9);
    expect(() => checkVin(wrong)).toThrow('车架号(VIN)校验位错误');
    expect(() => checkVin('LZZ1234567890123O')).toThrow(/不含I、O、Q/);
  });

  it('takes the China day for the serial number', () => {
    expect(chinaDay(new Date('2025-01-01T16:30:00Z'))).toBe('20250102');
    expect(chinaDay(new Date('2025-01-01T15:59:59Z'))).toBe('20250101');
  });
});

describe.each(DATABASES)('vehicle and organisation management on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let viewer: string;
  const post = (url: string, token: string, body: unknown) => t.call('POST', url, { token, body });

  beforeAll(async () => {
    t = await startTestApp(kind, { vehicles: 12 });
    [admin, operator, viewer] = [await t.login('admin'), await t.login('hz_operator'), await t.login('viewer')];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the vehicle type tree from fleet_category', async () => {
    const res = await t.call('GET', '/api/category/getCategory', { token: viewer });
    const tree = res.json().result;
    expect(tree.map((n: { title: string }) => n.title)).toEqual(['货车', '客车', '专用车']);
    expect(tree[0].children.map((n: { value: string }) => n.value)).toContain('重型货车');
    expect(tree[2].children.map((n: { value: string }) => n.value)).toEqual(['危险品运输车', '冷藏车', '渣土车']);
  });

  it('adds a vehicle with its terminal inside the operator scope', async () => {
    const res = await post('/api/car/add', operator, newCar());
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      carNum: '浙AZ9001', plateColor: 1, vehicleType: '重型货车', speedLimit: 90, fuelTank: 350, departId: HZ_WEST, departName: '西湖车队', phone: '013900009001',
    });
    const found = (await post('/api/car/queryList', operator, { carNum: 'Z9001' })).json().result;
    expect(found.total).toBe(1);
    const terminal = await t.database.db.selectFrom('fleet_terminal').selectAll().where('phone', '=', '013900009001').executeTakeFirstOrThrow();
    expect(terminal.vehicle_id).toBe(found.records[0].id);
  });

  it('refuses bad input with 400 and a Chinese message', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ carNum: 'ABC123' }, /车牌号格式不正确/],
      [{ carNum: '浙I12345' }, /车牌号格式不正确/],
      [{ carNum: "浙A1'OR1" }, /车牌号格式不正确/],
      [{ carNum: '' }, /车牌号不能为空/],
      [{ plateColor: 5 }, /车牌颜色/],
      [{ vin: 'LZZ123' }, /17位/],
      [{ phone: '1390000' }, /11至12位数字/],
      [{ phone: '1390000900a' }, /11至12位数字/],
      [{ speedLimit: 0 }, /限速应为1至200之间的整数（km\/h）/],
      [{ speedLimit: 201 }, /限速/],
      [{ speedLimit: 'abc' }, /限速/],
      [{ fuelTank: -1 }, /油箱容积/],
      [{ vehicleType: '飞机' }, /车辆类型不存在/],
      [{ departId: '' }, /所属组织不能为空/],
      [{ driverName: '<script>' }, /非法字符/],
    ];
    for (const [over, message] of cases) {
      const res = await post('/api/car/add', operator, newCar({ carNum: '浙AZ9002', phone: '13900009002', ...over }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 400 });
      expect(res.json().message).toMatch(message);
    }
    const count = await t.database.db.selectFrom('fleet_vehicle').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(13);
  });

  it('refuses a duplicate plate or SIM', async () => {
    const plate = await post('/api/car/add', operator, newCar({ phone: '13900009003' }));
    expect(plate.statusCode).toBe(400);
    expect(plate.json().message).toBe('车牌号 浙AZ9001 已存在');
    const seededPhone = (await t.database.db.selectFrom('fleet_terminal').select('phone').where('vehicle_id', '=', 'veh_000001').executeTakeFirstOrThrow()).phone;
    const sim = await post('/api/car/add', operator, newCar({ carNum: '浙AZ9003', phone: seededPhone }));
    expect(sim.statusCode).toBe(400);
    expect(sim.json().message).toBe('该终端手机号已被其他车辆使用');
  });

  it('keeps vehicles of 上海分公司 out of the operator reach (403 code 510)', async () => {
    const calls: [string, unknown][] = [
      ['/api/car/add', newCar({ carNum: '浙AZ9004', phone: '13900009004', departId: SH_PD })],
      ['/api/car/edit', { ...newCar({ carNum: '沪AZ0001', phone: '13900009005' }), id: 'veh_000001', departId: SH_PD }],
      ['/api/car/edit', { ...newCar({ carNum: '沪AZ0001', phone: '13900009005' }), id: 'veh_000001' }],
      ['/api/car/delete', { ids: 'veh_000003,veh_000001' }],
      ['/api/car/updateOrganize', { ids: 'veh_000001', orgId: HZ_WEST }],
      ['/api/car/updateOrganize', { ids: 'veh_000003', orgId: SH_PD }],
      ['/api/car/delete', { id: 'no_such_car' }],
    ];
    for (const [url, body] of calls) {
      const res = await post(url, operator, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 510 });
    }
    const shCar = (await t.database.db.selectFrom('fleet_vehicle').select('car_num').where('id', '=', 'veh_000001').executeTakeFirstOrThrow()).car_num;
    expect((await post('/api/car/getCarByNum', operator, { carNum: shCar })).statusCode).toBe(403);
    const still = await t.database.db.selectFrom('fleet_vehicle').select(['id', 'depart_id']).where('id', 'in', ['veh_000001', 'veh_000003']).orderBy('id').execute();
    expect(still).toEqual([{ id: 'veh_000001', depart_id: SH_PD }, { id: 'veh_000003', depart_id: HZ_WEST }]);
  });

  it('refuses every change button to the read-only viewer on the server', async () => {
    const calls: [string, unknown][] = [
      ['/api/car/add', newCar({ carNum: '沪AZ9005', phone: '13900009006', departId: SH_PD })],
      ['/api/car/edit', { ...newCar({ carNum: '沪AZ0001' }), id: 'veh_000001', departId: SH_PD }],
      ['/api/car/delete', { id: 'veh_000001' }],
      ['/api/car/updateOrganize', { ids: 'veh_000001', orgId: 'dep_A01A01A02' }],
      ['/api/organize/add', { parentId: 'dep_A01A01', departName: '新车队' }],
      ['/usetAuthority/updateOrg', { id: 'dep_A01A01A01', departName: '改名' }],
      ['/usetAuthority/delOrg', { id: 'dep_A01A01A01' }],
    ];
    for (const [url, body] of calls) {
      const res = await post(url, viewer, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 510, message: '无权限访问' });
    }
  });

  it('edits a vehicle and re-binds its terminal when the SIM changes', async () => {
    const car = (await post('/api/car/getCarByNum', operator, { carNum: '浙az9001' })).json().result;
    expect(car).toMatchObject({ carNum: '浙AZ9001' });
    const res = await post('/api/car/edit', operator, { ...newCar({ carNum: '浙AZ9101', phone: '013900009101', speedLimit: 60, vin: '', fuelTank: null, departId: HZ_XS }), id: car.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ id: car.id, carNum: '浙AZ9101', vin: null, speedLimit: 60, fuelTank: null, departName: '萧山车队', phone: '013900009101' });
    const terminals = await t.database.db.selectFrom('fleet_terminal').select('phone').where('vehicle_id', '=', car.id).execute();
    expect(terminals).toEqual([{ phone: '013900009101' }]);
    expect((await post('/api/car/getCarByNum', operator, { carNum: '浙AZ0000' })).json().result).toBeNull();
  });

  it('moves vehicles between departments of the scope', async () => {
    const res = await post('/api/car/updateOrganize', operator, { ids: 'veh_000003,veh_000004', orgId: HZ_XS });
    expect(res.json()).toMatchObject({ success: true, result: 2 });
    const rows = await t.database.db.selectFrom('fleet_vehicle').select('depart_id').where('id', 'in', ['veh_000003', 'veh_000004']).execute();
    expect(rows.every((r) => r.depart_id === HZ_XS)).toBe(true);
    expect((await post('/api/car/updateOrganize', operator, { ids: '', orgId: HZ_XS })).statusCode).toBe(400);
  });

  it('exports a real xlsx of the visible vehicles', async () => {
    const res = await fetch(`${t.origin}/jeecg-boot/api/car/exportXls`, { headers: { 'x-access-token': operator } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = XLSX.read(Buffer.from(await res.arrayBuffer()), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows[0]).toEqual(['车牌号', '车牌颜色', '车架号(VIN)', '车辆类型', '驾驶员', '限速(km/h)', '油箱(L)', '所属组织', '终端手机号']);
    expect(rows).toHaveLength(1 + 7);
    expect(rows.slice(1).map((r) => r[0])).toContain('浙AZ9101');
  });

  it('deletes single and batch vehicles with their terminals', async () => {
    const car = (await post('/api/car/getCarByNum', operator, { carNum: '浙AZ9101' })).json().result;
    const one = await post('/api/car/delete', operator, { id: car.id });
    expect(one.json()).toMatchObject({ success: true, result: 1, message: '删除成功!' });
    expect(await t.database.db.selectFrom('fleet_terminal').select('id').where('vehicle_id', '=', car.id).execute()).toEqual([]);
    const batch = await post('/api/car/delete', admin, { ids: 'veh_000011,veh_000012' });
    expect(batch.json()).toMatchObject({ success: true, result: 2, message: '批量删除成功!' });
  });

  it('adds departments with generated org codes under a visible parent only', async () => {
    const res = await post('/api/organize/add', operator, { parentId: 'dep_A01A02', departName: '滨江车队' });
    expect(res.json()).toMatchObject({ success: true, result: { orgCode: 'A01A02A03', parentId: 'dep_A01A02', departName: '滨江车队' } });
    const child = await post('/api/organize/add', operator, { parentId: res.json().result.id, departName: '一组' });
    expect(child.json().result.orgCode).toBe('A01A02A03A01');
    const given = await post('/api/organize/add', admin, { parentId: 'dep_A01A02', departName: '临平车队', orgCode: 'A01A02B01' });
    expect(given.json().result.orgCode).toBe('A01A02B01');
    const next = await post('/api/organize/add', admin, { parentId: 'dep_A01A02', departName: '富阳车队' });
    expect(next.json().result.orgCode).toBe('A01A02B02');
    for (const [body, message] of [
      [{ parentId: 'dep_A01A02', departName: '滨江车队' }, /已存在/],
      [{ parentId: 'dep_A01A02', departName: '' }, /组织名称不能为空/],
      [{ parentId: 'dep_A01A02', departName: 'x'.repeat(51) }, /不能超过50个字符/],
      [{ departName: '新集团' }, /请选择上级组织/],
      [{ parentId: 'dep_A01A02', departName: '编码错', orgCode: 'B01' }, /组织编码/],
      [{ parentId: 'dep_A01A02', departName: '编码重', orgCode: 'A01A02A01' }, /已存在/],
    ] as [Record<string, unknown>, RegExp][]) {
      const bad = await post('/api/organize/add', body.orgCode === 'A01A02A01' ? admin : operator, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(message);
    }
    const foreign = await post('/api/organize/add', operator, { parentId: 'dep_A01A01', departName: '外部车队' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe(510);
    const tree = (await t.call('GET', '/api/organize/getOrgTree', { token: operator })).json().result;
    expect(tree).toHaveLength(1);
    expect(tree[0].children.map((c: { title: string }) => c.title)).toEqual(['西湖车队', '萧山车队', '滨江车队', '临平车队', '富阳车队']);
    expect(tree[0]).toMatchObject({ value: 'dep_A01A02', isLeaf: false });
  });

  it('renames and deletes departments with the Chinese refusals', async () => {
    const tree = (await t.call('GET', '/api/organize/getOrgTree', { token: operator })).json().result;
    const binjiang = tree[0].children.find((c: { title: string }) => c.title === '滨江车队');
    expect((await post('/usetAuthority/updateOrg', operator, { id: binjiang.id, departName: '滨江二车队' })).json().result.departName).toBe('滨江二车队');
    expect((await post('/usetAuthority/updateOrg', operator, { id: binjiang.id, departName: '西湖车队' })).statusCode).toBe(400);
    const withChild = await post('/usetAuthority/delOrg', operator, { id: binjiang.id });
    expect(withChild.statusCode).toBe(400);
    expect(withChild.json().message).toBe('该组织下存在下级组织，不能删除');
    const withCars = await post('/usetAuthority/delOrg', operator, { id: HZ_XS });
    expect(withCars.json().message).toBe('该组织下存在车辆，不能删除，请先转移或删除车辆');
    const withUsers = await post('/usetAuthority/delOrg', admin, { id: 'dep_A01A02' });
    expect(withUsers.statusCode).toBe(400);
    const leaf = binjiang.children[0];
    expect((await post('/usetAuthority/delOrg', operator, { id: leaf.id })).json()).toMatchObject({ success: true, message: '删除成功!' });
    expect((await post('/usetAuthority/delOrg', operator, { id: binjiang.id })).json().success).toBe(true);
    const after = (await t.call('GET', '/api/organize/getOrgTree', { token: operator })).json().result;
    expect(after[0].children.map((c: { title: string }) => c.title)).not.toContain('滨江二车队');
    const again = await post('/api/organize/add', operator, { parentId: 'dep_A01A02', departName: '滨江车队' });
    expect(again.json().result.orgCode).toBe('A01A02B03');
    for (const [url, body] of [['/usetAuthority/updateOrg', { id: 'dep_A01A01', departName: '改' }], ['/usetAuthority/delOrg', { id: 'dep_A01A01A02' }]] as const) {
      const res = await post(url, operator, body);
      expect(res.statusCode).toBe(403);
    }
  });

  it('answers the visible ancestors with getFatherList', async () => {
    const own = (await t.call('GET', `/api/TrOrangize/getFatherList?id=${HZ_WEST}`, { token: operator })).json().result;
    expect(own.map((d: { departName: string }) => d.departName)).toEqual(['杭州分公司', '西湖车队']);
    const all = (await t.call('GET', `/api/TrOrangize/getFatherList?id=${HZ_WEST}`, { token: admin })).json().result;
    expect(all.map((d: { orgCode: string }) => d.orgCode)).toEqual(['A01', 'A01A02', 'A01A02A01']);
    expect((await t.call('GET', `/api/TrOrangize/getFatherList?id=${SH_PD}`, { token: operator })).statusCode).toBe(403);
  });

  it('hands out distinct serial numbers under concurrency', async () => {
    const calls = await Promise.all(Array.from({ length: 30 }, () => post('/api/redOrange/redOrangeRule', operator, { prefix: 'WX' })));
    const serials = calls.map((c) => c.json().result as string);
    const day = chinaDay(new Date());
    expect(new Set(serials).size).toBe(30);
    expect(serials.map((s) => s.slice(0, 10)).every((p) => p === `WX${day}`)).toBe(true);
    expect(serials.map((s) => Number(s.slice(10))).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect((await post('/api/redOrange/redOrangeRule', admin, { prefix: 'BY' })).json().result).toBe(`BY${day}0001`);
    for (const prefix of ['', "WX'--", 'x'.repeat(17), 12]) {
      expect((await post('/api/redOrange/redOrangeRule', operator, { prefix })).statusCode).toBe(400);
    }
  });

  it('lists maintenance of visible vehicles only, with allow-listed sort', async () => {
    const res = await t.call('GET', '/api/category/getMaintenance?pageSize=100', { token: operator });
    const page = res.json().result;
    const hz = await t.database.db.selectFrom('fleet_vehicle').select('id').where('depart_id', 'in', [HZ_WEST, HZ_XS]).execute();
    const hzIds = new Set(hz.map((r) => r.id));
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((r: { carId: string }) => hzIds.has(r.carId))).toBe(true);
    const open = (await t.call('GET', '/api/category/getMaintenance?done=0&pageSize=100', { token: admin })).json().result.records;
    expect(open.every((r: { done: boolean }) => !r.done)).toBe(true);
    const dates = open.map((r: { dueDate: string }) => r.dueDate);
    expect(dates).toEqual([...dates].sort());
    const overdue = (await t.call('GET', '/api/category/getMaintenance?overdue=1&pageSize=100', { token: admin })).json().result.records;
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.every((r: { overdue: boolean; remainingDays: number }) => r.overdue && r.remainingDays < 0)).toBe(true);
    expect((await t.call('GET', '/api/category/getMaintenance?carId=veh_000001', { token: operator })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/category/getMaintenance?column=m.id;drop', { token: admin })).statusCode).toBe(400);
  });
});
