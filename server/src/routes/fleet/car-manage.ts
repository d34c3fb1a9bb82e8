import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { currentUser, requirePermission } from '../../auth/guard.js';
import type { SessionUser } from '../../auth/session-user.js';
import type { Database } from '../../db/types.js';
import { forbidden, ok, responses } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';
import { ref } from '../schemas.js';
import {
  PLATE_COLORS, PLATE_PATTERN, badInput, checkPhone, checkVin, idList, intInRange, isUniqueViolation, newId, optionalText, requiredText,
} from './manage-input.js';
import { findVehicleById, findVehicles } from './vehicles-repo.js';

/** The editable fields of a vehicle as the form sends them (docs/fleet-contract.md Management). */
export interface VehicleInput {
  carNum: string;
  plateColor: number;
  vin: string | null;
  vehicleType: string | null;
  driverName: string | null;
  /** km/h, 1–200 */
  speedLimit: number;
  /** L, 1–2000 */
  fuelTank: number | null;
  departId: string;
  /** 12-digit stored terminal phone */
  phone: string;
}

/**
 * Validates a vehicle form body into VehicleInput (400 with a Chinese message on the first bad
 * field): plate per GA 36 (PLATE_PATTERN), plate colour 1/2/3/4/9 (JT/T 808 / JT/T 415),
 * VIN per GB 16735 (optional), vehicle type from fleet_category, speed limit 1–200 km/h
 * (default 80), fuel tank 1–2000 L (optional), department (`departId` or `orgId`) required,
 * terminal phone 11–12 digits (stored as 12, JT/T 808-2013 BCD[6]).
 */
export async function parseVehicleInput(db: Kysely<Database>, tenantId: number, body: Record<string, unknown>): Promise<VehicleInput> {
  const carNum = requiredText(body.carNum, 8, '车牌号').toUpperCase();
  if (!PLATE_PATTERN.test(carNum)) throw badInput('车牌号格式不正确');
  const plateColor = intInRange(body.plateColor ?? 2, 1, 9, '车牌颜色', '代码', true) as number;
  if (!(PLATE_COLORS as readonly number[]).includes(plateColor)) throw badInput('车牌颜色不正确（1蓝 2黄 3黑 4白 9其他）');
  const vinText = optionalText(body.vin, 17, '车架号(VIN)');
  const vin = vinText ? checkVin(vinText) : null;
  const vehicleType = optionalText(body.vehicleType, 50, '车辆类型');
  if (vehicleType) {
    const cat = await db.selectFrom('fleet_category').select('id').where('tenant_id', '=', tenantId).where('name', '=', vehicleType).executeTakeFirst();
    if (!cat) throw badInput('车辆类型不存在');
  }
  const driverName = optionalText(body.driverName, 50, '驾驶员');
  const speedLimit = intInRange(body.speedLimit ?? 80, 1, 200, '限速', 'km/h', true) as number;
  const fuelTank = intInRange(body.fuelTank, 1, 2000, '油箱容积', 'L', false);
  const departId = requiredText(body.departId ?? body.orgId, 32, '所属组织');
  if (typeof body.phone !== 'string' || !body.phone.trim()) throw badInput('终端手机号不能为空');
  const phone = checkPhone(body.phone);
  return { carNum, plateColor, vin, vehicleType, driverName, speedLimit, fuelTank, departId, phone };
}

/** 403 code 510 unless `departId` is one of the user's visible departments. */
function assertDepartInScope(user: SessionUser, departId: string): void {
  if (!user.visibleDepartIds.includes(departId)) throw forbidden();
}

/** Loads vehicles by id in the tenant and refuses (403/510) when any is missing or out of scope. */
async function scopedVehicleRows(db: Kysely<Database>, user: SessionUser, ids: string[]): Promise<{ id: string; depart_id: string; car_num: string }[]> {
  const rows = await db.selectFrom('fleet_vehicle').select(['id', 'depart_id', 'car_num'])
    .where('tenant_id', '=', user.tenantId).where('id', 'in', ids).execute();
  const visible = new Set(user.visibleDepartIds);
  if (rows.length !== ids.length || rows.some((r) => !visible.has(r.depart_id))) throw forbidden();
  return rows;
}

/** 400 when the plate (per tenant) or the phone (globally, a terminal talks to one platform) is taken by another vehicle. */
async function assertUnique(db: Kysely<Database> | Transaction<Database>, tenantId: number, input: VehicleInput, selfId: string | null): Promise<void> {
  let plate = db.selectFrom('fleet_vehicle').select('id').where('tenant_id', '=', tenantId).where('car_num', '=', input.carNum);
  if (selfId) plate = plate.where('id', '<>', selfId);
  if (await plate.executeTakeFirst()) throw badInput(`车牌号 ${input.carNum} 已存在`);
  let phone = db.selectFrom('fleet_terminal').select('vehicle_id').where('phone', '=', input.phone);
  if (selfId) phone = phone.where('vehicle_id', '<>', selfId);
  if (await phone.executeTakeFirst()) throw badInput('该终端手机号已被其他车辆使用');
}

/** Maps a unique violation that slipped past the pre-check (a concurrent save) to a 400. */
function uniqueTo400(err: unknown): never {
  if (isUniqueViolation(err)) {
    const text = String((err as { constraint?: string; message?: string }).constraint ?? (err as Error).message ?? '');
    throw badInput(text.includes('phone') ? '该终端手机号已被其他车辆使用' : '车牌号已存在');
  }
  throw err;
}

const anyBody = { type: 'object', additionalProperties: true };

/**
 * Vehicle management calls (docs/fleet-contract.md "Management"), each checked on the server
 * for its button permission and for scope (vehicle and target department among the user's
 * visible departments, else 403 code 510):
 * - POST /api/car/add {carNum, plateColor, vin?, vehicleType?, driverName?, speedLimit, fuelTank?,
 *   departId|orgId, phone} → Vehicle; creates the fleet_terminal row. Button fleet:car:add.
 * - POST /api/car/edit {id, ...same} → Vehicle; updates the terminal (a changed phone clears its
 *   auth code so the device registers again). Button fleet:car:edit.
 * - POST /api/car/delete {id} or {ids:'a,b'} → deleted count (terminal, state, alarms and
 *   maintenance go with it; stored positions stay). Button fleet:car:delete.
 * - POST /api/car/updateOrganize {ids, orgId} → moved count; source and target in scope.
 *   Button fleet:car:move.
 * - POST /api/car/getCarByNum {carNum} → Vehicle (exact plate) or null; out of scope → 403.
 */
export function registerCarManageRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.post<{ Body: Record<string, unknown> }>('/api/car/add', {
    preHandler: requirePermission('fleet:car:add'),
    schema: { tags: ['fleet'], summary: '新增车辆，需要按钮权限 fleet:car:add', body: anyBody, response: responses(ref('Vehicle')) },
  }, async (request) => {
    const user = currentUser(request);
    const input = await parseVehicleInput(db, user.tenantId, request.body ?? {});
    assertDepartInScope(user, input.departId);
    const id = newId();
    try {
      await db.transaction().execute(async (trx) => {
        await assertUnique(trx, user.tenantId, input, null);
        await trx.insertInto('fleet_vehicle').values({
          id, tenant_id: user.tenantId, depart_id: input.departId, car_num: input.carNum, plate_color: input.plateColor,
          vin: input.vin, vehicle_type: input.vehicleType, driver_name: input.driverName, speed_limit: input.speedLimit, fuel_tank: input.fuelTank,
        }).execute();
        await trx.insertInto('fleet_terminal').values({ id: newId(), tenant_id: user.tenantId, vehicle_id: id, phone: input.phone, terminal_id: null, auth_code: null }).execute();
      });
    } catch (err) {
      uniqueTo400(err);
    }
    return ok(await findVehicleById(db, user.tenantId, id), '添加成功！');
  });

  app.post<{ Body: Record<string, unknown> }>('/api/car/edit', {
    preHandler: requirePermission('fleet:car:edit'),
    schema: { tags: ['fleet'], summary: '编辑车辆，需要按钮权限 fleet:car:edit', body: anyBody, response: responses(ref('Vehicle')) },
  }, async (request) => {
    const user = currentUser(request);
    const body = request.body ?? {};
    const id = requiredText(body.id, 32, '车辆id');
    await scopedVehicleRows(db, user, [id]);
    const input = await parseVehicleInput(db, user.tenantId, body);
    assertDepartInScope(user, input.departId);
    try {
      await db.transaction().execute(async (trx) => {
        await assertUnique(trx, user.tenantId, input, id);
        await trx.updateTable('fleet_vehicle').set({
          depart_id: input.departId, car_num: input.carNum, plate_color: input.plateColor, vin: input.vin,
          vehicle_type: input.vehicleType, driver_name: input.driverName, speed_limit: input.speedLimit, fuel_tank: input.fuelTank,
        }).where('id', '=', id).where('tenant_id', '=', user.tenantId).execute();
        const terminal = await trx.selectFrom('fleet_terminal').select(['id', 'phone']).where('vehicle_id', '=', id).executeTakeFirst();
        if (!terminal) {
          await trx.insertInto('fleet_terminal').values({ id: newId(), tenant_id: user.tenantId, vehicle_id: id, phone: input.phone, terminal_id: null, auth_code: null }).execute();
        } else if (terminal.phone !== input.phone) {
          await trx.updateTable('fleet_terminal').set({ phone: input.phone, auth_code: null, registered_at: null }).where('id', '=', terminal.id).execute();
        }
      });
    } catch (err) {
      uniqueTo400(err);
    }
    return ok(await findVehicleById(db, user.tenantId, id), '编辑成功!');
  });

  app.post<{ Body: { id?: unknown; ids?: unknown } | null }>('/api/car/delete', {
    preHandler: requirePermission('fleet:car:delete'),
    schema: { tags: ['fleet'], summary: '删除车辆（单个或批量），需要按钮权限 fleet:car:delete', body: { type: ['object', 'null'], additionalProperties: true }, response: responses({ type: 'integer' }) },
  }, async (request) => {
    const user = currentUser(request);
    const ids = idList(request.body?.ids ?? request.body?.id, '车辆id');
    await scopedVehicleRows(db, user, ids);
    const result = await db.deleteFrom('fleet_vehicle').where('tenant_id', '=', user.tenantId).where('id', 'in', ids).executeTakeFirst();
    return ok(Number(result.numDeletedRows), ids.length > 1 ? '批量删除成功!' : '删除成功!');
  });

  app.post<{ Body: { ids?: unknown; orgId?: unknown } | null }>('/api/car/updateOrganize', {
    preHandler: requirePermission('fleet:car:move'),
    schema: { tags: ['fleet'], summary: '车辆转移组织，需要按钮权限 fleet:car:move', body: { type: ['object', 'null'], additionalProperties: true }, response: responses({ type: 'integer' }) },
  }, async (request) => {
    const user = currentUser(request);
    const ids = idList(request.body?.ids, '车辆id');
    const orgId = requiredText(request.body?.orgId, 32, '目标组织');
    assertDepartInScope(user, orgId);
    await scopedVehicleRows(db, user, ids);
    const result = await db.updateTable('fleet_vehicle').set({ depart_id: orgId })
      .where('tenant_id', '=', user.tenantId).where('id', 'in', ids).executeTakeFirst();
    return ok(Number(result.numUpdatedRows), '转移成功!');
  });

  app.post<{ Body: { carNum?: unknown } | null }>('/api/car/getCarByNum', {
    schema: { tags: ['fleet'], summary: '按车牌号（精确）查询车辆', body: { type: ['object', 'null'], additionalProperties: true }, response: responses({ anyOf: [ref('Vehicle'), { type: 'null' }] }) },
  }, async (request) => {
    const user = currentUser(request);
    const carNum = requiredText(request.body?.carNum, 20, '车牌号').toUpperCase();
    const row = await db.selectFrom('fleet_vehicle').select(['id', 'depart_id'])
      .where('tenant_id', '=', user.tenantId).where('car_num', '=', carNum).executeTakeFirst();
    if (!row) return ok(null, '未找到该车辆');
    assertDepartInScope(user, row.depart_id);
    const { records } = await findVehicles(db, { tenantId: user.tenantId, departIds: [row.depart_id], ids: [row.id] }, { offset: 0, limit: 1, column: 'carNum', order: 'asc' });
    return ok(records[0] ?? null);
  });
}
