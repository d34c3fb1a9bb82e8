import type { FastifyInstance } from 'fastify';
import * as XLSX from 'xlsx';
import { currentUser, requirePermission } from '../../auth/guard.js';
import { dataRuleConditions } from '../../admin/permissions/data-rule-engine.js';
import { CAR_LIST_TARGET } from '../../admin/permissions/data-rule-targets.js';
import { ok, responses, pageSchema } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';
import { ref } from '../schemas.js';
import { scopedDepartIds } from './scope.js';
import { VEHICLE_SORT_COLUMNS, findVehicles, type Vehicle } from './vehicles-repo.js';

interface QueryListBody {
  pageNo?: number;
  pageSize?: number;
  carNum?: string;
  orgId?: string;
  column?: keyof typeof VEHICLE_SORT_COLUMNS;
  order?: 'asc' | 'desc';
}

const ALL = 100000;
const orgIdSchema = { type: 'string', maxLength: 32 };
const carNumSchema = { type: 'string', maxLength: 20 };

const PLATE_COLOR_NAME: Record<number, string> = { 1: '蓝色', 2: '黄色', 3: '黑色', 4: '白色', 9: '其他' };

/** A text cell that a spreadsheet would run as a formula (= + - @) gets a leading apostrophe. */
function safeText(v: string | null): string {
  const s = v ?? '';
  return /^[=+\-@]/.test(s) ? `'${s}` : s;
}

/**
 * The vehicle export as .xlsx bytes (SheetJS): one sheet 车辆列表 with a header row (units in
 * the titles) and one row per vehicle; numbers stay numeric cells.
 */
export function vehiclesToXlsx(records: Vehicle[]): Buffer {
  const head = ['车牌号', '车牌颜色', '车架号(VIN)', '车辆类型', '驾驶员', '限速(km/h)', '油箱(L)', '所属组织', '终端手机号'];
  const rows = records.map((r) => [
    safeText(r.carNum), PLATE_COLOR_NAME[r.plateColor] ?? '其他', safeText(r.vin), safeText(r.vehicleType), safeText(r.driverName),
    r.speedLimit, r.fuelTank ?? '', safeText(r.departName), safeText(r.phone),
  ]);
  const sheet = XLSX.utils.aoa_to_sheet([head, ...rows]);
  sheet['!cols'] = [12, 10, 20, 14, 10, 12, 10, 16, 14].map((wch) => ({ wch }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, '车辆列表');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/**
 * Vehicle calls, every one limited to the user's departments:
 * - GET /api/car/getCarsByOrg?orgId= → [Vehicle] of that department and descendants (all visible
 *   when omitted; outside scope → 403 code 510);
 * - POST /api/car/queryList {pageNo, pageSize, carNum?, orgId?, column?, order?} → page of Vehicle;
 *   carNum is a substring match, column in the allow-list, order asc|desc (else 400); the data rules
 *   of the 车辆列表 menu (CAR_LIST_TARGET) restrict it and the export;
 * - GET /api/car/exportXls?orgId=&carNum= → .xlsx workbook (vehiclesToXlsx), needs button fleet:car:export.
 */
export function registerCarRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Querystring: { orgId?: string } }>('/api/car/getCarsByOrg', {
    schema: {
      tags: ['fleet'],
      summary: '部门（含下级）车辆',
      querystring: { type: 'object', properties: { orgId: orgIdSchema, _t: { type: 'string' } } },
      response: responses({ type: 'array', items: ref('Vehicle') }),
    },
  }, async (request) => {
    const user = currentUser(request);
    const departIds = await scopedDepartIds(deps, user, request.query.orgId);
    const { records } = await findVehicles(deps.db, { tenantId: user.tenantId, departIds }, { offset: 0, limit: ALL, column: 'carNum', order: 'asc' });
    return ok(records);
  });

  app.post<{ Body: QueryListBody | null }>('/api/car/queryList', {
    schema: {
      tags: ['fleet'],
      summary: '车辆分页列表',
      body: {
        type: ['object', 'null'],
        properties: {
          pageNo: { type: 'integer', minimum: 1, default: 1 },
          pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
          carNum: carNumSchema,
          orgId: orgIdSchema,
          column: { type: 'string', enum: Object.keys(VEHICLE_SORT_COLUMNS) },
          order: { type: 'string', enum: ['asc', 'desc'] },
        },
      },
      response: responses(pageSchema(ref('Vehicle'))),
    },
  }, async (request) => {
    const user = currentUser(request);
    const { pageNo = 1, pageSize = 10, carNum, orgId, column = 'createTime', order = 'desc' } = request.body ?? {};
    const departIds = await scopedDepartIds(deps, user, orgId);
    const where = await dataRuleConditions(deps.db, user, CAR_LIST_TARGET);
    const { records, total } = await findVehicles(deps.db, { tenantId: user.tenantId, departIds, carNum: carNum?.trim(), where },
      { offset: (pageNo - 1) * pageSize, limit: pageSize, column, order });
    return ok({ records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) });
  });

  app.get<{ Querystring: { orgId?: string; carNum?: string } }>('/api/car/exportXls', {
    preHandler: requirePermission('fleet:car:export'),
    schema: {
      tags: ['fleet'],
      summary: '导出车辆（xlsx），需要按钮权限 fleet:car:export',
      querystring: { type: 'object', properties: { orgId: orgIdSchema, carNum: carNumSchema, _t: { type: 'string' } } },
    },
  }, async (request, reply) => {
    const user = currentUser(request);
    const departIds = await scopedDepartIds(deps, user, request.query.orgId);
    const where = await dataRuleConditions(deps.db, user, CAR_LIST_TARGET);
    const { records } = await findVehicles(deps.db, { tenantId: user.tenantId, departIds, carNum: request.query.carNum?.trim(), where },
      { offset: 0, limit: ALL, column: 'carNum', order: 'asc' });
    reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    reply.header('content-disposition', `attachment; filename="cars.xlsx"; filename*=UTF-8''${encodeURIComponent('车辆列表.xlsx')}`);
    return reply.send(vehiclesToXlsx(records));
  });
}
