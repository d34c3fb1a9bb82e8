import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { currentUser } from '../../auth/guard.js';
import { forbidden, ok, pageSchema, responses } from '../../plugins/reply.js';
import type { RouteDeps } from '../deps.js';
import { scopedDepartIds } from './scope.js';
import { escapeLike } from './vehicles-repo.js';

/** A node of the vehicle type tree (/api/category/getCategory). */
export interface CategoryNode {
  id: string;
  key: string;
  /** the name: what fleet_vehicle.vehicle_type stores and the form sends */
  value: string;
  title: string;
  name: string;
  code: string;
  parentId: string | null;
  children: CategoryNode[];
}

/** A maintenance plan / record on the wire (/api/category/getMaintenance). */
export interface MaintenanceRow {
  id: string;
  carId: string;
  carNum: string;
  departName: string | null;
  maintType: string;
  /** China day 'YYYY-MM-DD' or null */
  dueDate: string | null;
  /** odometer km at which it is due, or null */
  dueMileageKm: number | null;
  /** the vehicle's latest odometer km (fleet_vehicle_state.mileage), or null */
  currentMileageKm: number | null;
  /** dueMileageKm − currentMileageKm (km, negative when past), or null */
  remainingKm: number | null;
  /** days from today (China) to dueDate, negative when past, or null */
  remainingDays: number | null;
  /** not done and past its date or mileage */
  overdue: boolean;
  done: boolean;
  /** ms epoch */
  doneTime: number | null;
  note: string | null;
}

const MAINT_SORT = { dueDate: 'm.due_date', dueMileageKm: 'm.due_mileage_km', carNum: 'v.car_num', createTime: 'm.create_time' } as const;

/**
 * Vehicle categories and maintenance (docs/fleet-contract.md "Management"):
 * - GET /api/category/getCategory → CategoryNode[] (the tenant's fleet_category tree, by sort_no);
 * - GET /api/category/getMaintenance?carId=&carNum=&orgId=&done=0|1&overdue=1&pageNo=&pageSize=
 *   &column=&order= → page of MaintenanceRow of the vehicles the user may see (carId outside the
 *   scope → 403 code 510). Default sort: due date ascending (nulls last). A row is overdue when
 *   not done and its due date is before today (China, UTC+8) or the odometer reached its due km.
 */
export function registerCategoryRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.get('/api/category/getCategory', {
    schema: { tags: ['fleet'], summary: '车辆类型树', querystring: { type: 'object', properties: { _t: { type: 'string' } } }, response: responses() },
  }, async (request) => {
    const user = currentUser(request);
    const rows = await db.selectFrom('fleet_category').select(['id', 'parent_id', 'name', 'code', 'sort_no'])
      .where('tenant_id', '=', user.tenantId).orderBy('sort_no').orderBy('code').execute();
    const nodes = new Map<string, CategoryNode>(rows.map((r) => [r.id, {
      id: r.id, key: r.id, value: r.name, title: r.name, name: r.name, code: r.code, parentId: r.parent_id, children: [],
    }]));
    const roots: CategoryNode[] = [];
    for (const n of nodes.values()) {
      const parent = n.parentId ? nodes.get(n.parentId) : undefined;
      if (parent) parent.children.push(n);
      else roots.push(n);
    }
    return ok(roots);
  });

  app.get<{ Querystring: { carId?: string; carNum?: string; orgId?: string; done?: string; overdue?: string; pageNo?: number; pageSize?: number; column?: keyof typeof MAINT_SORT; order?: 'asc' | 'desc' } }>('/api/category/getMaintenance', {
    schema: {
      tags: ['fleet'], summary: '车辆保养计划与记录',
      querystring: {
        type: 'object',
        properties: {
          carId: { type: 'string', maxLength: 32 }, carNum: { type: 'string', maxLength: 20 }, orgId: { type: 'string', maxLength: 32 },
          done: { type: 'string', enum: ['0', '1', ''] }, overdue: { type: 'string', enum: ['0', '1', ''] },
          pageNo: { type: 'integer', minimum: 1, default: 1 }, pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
          column: { type: 'string', enum: Object.keys(MAINT_SORT) }, order: { type: 'string', enum: ['asc', 'desc'] }, _t: { type: 'string' },
        },
      },
      response: responses(pageSchema({})),
    },
  }, async (request) => {
    const user = currentUser(request);
    const { carId, carNum, orgId, done, overdue, pageNo = 1, pageSize = 10, column = 'dueDate', order = 'asc' } = request.query;
    const departIds = await scopedDepartIds(deps, user, orgId);
    if (carId) {
      const car = await db.selectFrom('fleet_vehicle').select('depart_id').where('tenant_id', '=', user.tenantId).where('id', '=', carId).executeTakeFirst();
      if (!car || !user.visibleDepartIds.includes(car.depart_id)) throw forbidden();
    }
    const today = sql<string>`(now() AT TIME ZONE 'Asia/Shanghai')::date`;
    const overdueExpr = sql<boolean>`(NOT m.done AND ((m.due_date IS NOT NULL AND m.due_date < ${today}) OR (m.due_mileage_km IS NOT NULL AND s.mileage IS NOT NULL AND s.mileage >= m.due_mileage_km)))`;
    let q = db.selectFrom('fleet_maintenance as m')
      .innerJoin('fleet_vehicle as v', 'v.id', 'm.vehicle_id')
      .leftJoin('fleet_vehicle_state as s', 's.vehicle_id', 'v.id')
      .where('m.tenant_id', '=', user.tenantId)
      .where('v.depart_id', 'in', departIds.length ? departIds : ['-']);
    if (carId) q = q.where('v.id', '=', carId);
    if (carNum?.trim()) q = q.where('v.car_num', 'ilike', `%${escapeLike(carNum.trim())}%`);
    if (done === '0' || done === '1') q = q.where('m.done', '=', done === '1');
    if (overdue === '1') q = q.where(overdueExpr);
    const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await q.leftJoin('sys_depart as d', 'd.id', 'v.depart_id')
      .select([
        'm.id', 'v.id as car_id', 'v.car_num', 'd.depart_name', 'm.maint_type', 'm.due_mileage_km', 's.mileage', 'm.done', 'm.done_time', 'm.note',
        sql<string | null>`to_char(m.due_date, 'YYYY-MM-DD')`.as('due_date'),
        sql<number | null>`(m.due_date - ${today})`.as('remaining_days'),
        overdueExpr.as('overdue'),
      ])
      .orderBy(sql.ref(MAINT_SORT[column]), sql.raw(order === 'desc' ? 'desc nulls last' : 'asc nulls last'))
      .orderBy('m.id')
      .offset((pageNo - 1) * pageSize).limit(pageSize)
      .execute();
    const records: MaintenanceRow[] = rows.map((r) => ({
      id: String(r.id), carId: r.car_id, carNum: r.car_num, departName: r.depart_name ?? null, maintType: r.maint_type,
      dueDate: r.due_date, dueMileageKm: r.due_mileage_km, currentMileageKm: r.mileage ?? null,
      remainingKm: r.due_mileage_km != null && r.mileage != null ? Math.round((r.due_mileage_km - r.mileage) * 1000) / 1000 : null,
      remainingDays: r.remaining_days == null ? null : Number(r.remaining_days),
      overdue: Boolean(r.overdue), done: r.done, doneTime: r.done_time ? r.done_time.getTime() : null, note: r.note,
    }));
    return ok({ records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) });
  });
}
