import { type RawBuilder, sql } from 'kysely';
import type { SessionUser } from '../auth/session-user.js';
import { HttpError, forbidden } from '../plugins/reply.js';
import type { RouteDeps } from '../routes/deps.js';
import { scopedDepartIds } from '../routes/fleet/scope.js';
import { escapeLike } from '../routes/fleet/vehicles-repo.js';
import { chinaDay, DAY_MS } from './china-time.js';
import { parseChinaTime } from './china-time.js';
import type { ReportContext, ReportDef, ReportQuery, ScopedVehicle } from './types.js';

/** 400 bad input with a Chinese message (docs/contracts.md "Bad input"). */
export function badInput(message: string): HttpError {
  return new HttpError(400, message, 400);
}

const MAX_PAGE_SIZE = 1000;

function intIn(body: Record<string, unknown>, key: string, def: number, min: number, max: number, label: string): number {
  const v = body[key];
  if (v === undefined || v === null || v === '') return def;
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) throw badInput(`${label}须为${min}到${max}之间的整数`);
  return n;
}

function optString(body: Record<string, unknown>, key: string, maxLength: number, label: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string' || v.length > maxLength) throw badInput(`${label}格式不正确`);
  const s = v.trim();
  return s || undefined;
}

/**
 * Parses and checks the body of POST /api/report/data/{code} against the report: paging
 * (pageNo ≥ 1, pageSize 1-1000), orgId, carNum (≤ 20 chars), startTime/endTime (ms or China-time
 * text; default the last `defaultDays` days; end before start or a range over `maxRangeDays`
 * → 400 查询时间范围不能超过N天), column (only the report's allow-listed sort keys), order, and
 * the report's number/select fields (range- and option-checked).
 * @throws HttpError 400 with a Chinese message on any bad value.
 */
export function parseReportQuery(def: ReportDef, raw: unknown, now: number): ReportQuery {
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) throw badInput('请求参数格式不正确');
  const body = (raw ?? {}) as Record<string, unknown>;
  const pageNo = intIn(body, 'pageNo', 1, 1, 1_000_000, '页码');
  const pageSize = intIn(body, 'pageSize', 10, 1, MAX_PAGE_SIZE, '每页条数');
  const orgId = optString(body, 'orgId', 32, '组织机构');
  const carNum = optString(body, 'carNum', 20, '车牌号');
  const rangeField = def.query.find((f) => f.type === 'dateRange');
  let startMs = now - (rangeField?.defaultDays ?? 7) * DAY_MS;
  let endMs = now;
  if (def.timed !== false) {
    if (body.startTime !== undefined && body.startTime !== null && body.startTime !== '') {
      const s = parseChinaTime(body.startTime);
      if (s === null) throw badInput('开始时间格式不正确');
      startMs = s;
    }
    if (body.endTime !== undefined && body.endTime !== null && body.endTime !== '') {
      const e = parseChinaTime(body.endTime);
      if (e === null) throw badInput('结束时间格式不正确');
      // a bare day as the end means the whole day
      endMs = typeof body.endTime === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.endTime.trim()) ? e + DAY_MS - 1 : e;
    }
    if (endMs < startMs) throw badInput('结束时间不能早于开始时间');
    if (endMs - startMs > def.maxRangeDays * DAY_MS) throw badInput(`查询时间范围不能超过${def.maxRangeDays}天`);
  }
  let column: string | undefined;
  if (body.column !== undefined && body.column !== null && body.column !== '') {
    if (typeof body.column !== 'string' || !def.sorts || !Object.hasOwn(def.sorts, body.column)) throw badInput('不支持的排序字段');
    column = body.column;
  }
  let order: 'asc' | 'desc' = def.defaultSort?.order ?? 'desc';
  if (body.order !== undefined && body.order !== null && body.order !== '') {
    if (body.order !== 'asc' && body.order !== 'desc') throw badInput('排序方式只能是asc或desc');
    order = body.order;
  }
  const params: Record<string, string | number> = {};
  for (const f of def.query) {
    if (f.type === 'number') {
      const v = body[f.key];
      if (v === undefined || v === null || v === '') {
        if (f.required && f.default === undefined) throw badInput(`请输入${f.label}`);
        if (f.default !== undefined) params[f.key] = f.default;
        continue;
      }
      const n = typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isFinite(n) || (f.min !== undefined && n < f.min) || (f.max !== undefined && n > f.max)) {
        throw badInput(`${f.label}须为${f.min ?? '-∞'}到${f.max ?? '∞'}之间的数字`);
      }
      params[f.key] = n;
    } else if (f.type === 'select') {
      const v = body[f.key];
      if (v === undefined || v === null || v === '') {
        if (f.default !== undefined) params[f.key] = f.default;
        else if (f.required) throw badInput(`请选择${f.label}`);
        continue;
      }
      if (typeof v !== 'string' || !f.options?.some((o) => o.value === v)) throw badInput(`${f.label}的取值不正确`);
      params[f.key] = v;
    }
  }
  if (def.singleCar && !carNum && !optString(body, 'carId', 32, '车辆')) throw badInput('请输入车牌号');
  if (def.singleCar) {
    const carId = optString(body, 'carId', 32, '车辆');
    if (carId) params.carId = carId;
  }
  return {
    pageNo, pageSize, offset: (pageNo - 1) * pageSize, orgId, carNum, startMs, endMs,
    fromDay: chinaDay(startMs), toDay: chinaDay(endMs), column, order, params,
  };
}

/**
 * The report's context: the user's department ids (narrowed by orgId; outside scope → 403 code
 * 510), and for a single-car report the car by carId or exact plate — unknown or outside the
 * user's departments → 403 code 510 (its existence is not revealed). For a filter report, a
 * carNum that names exactly a car of another department also answers 403.
 */
export async function resolveContext(deps: RouteDeps, user: SessionUser, def: ReportDef, q: ReportQuery, now: number): Promise<ReportContext> {
  const departIds = await scopedDepartIds(deps, user, q.orgId);
  let vehicle: ScopedVehicle | null = null;
  const carId = typeof q.params.carId === 'string' ? q.params.carId : undefined;
  if (def.singleCar || q.carNum) {
    let query = deps.db.selectFrom('fleet_vehicle as v').leftJoin('sys_depart as d', 'd.id', 'v.depart_id')
      .select(['v.id', 'v.car_num', 'v.depart_id', 'd.depart_name', 'v.fuel_tank', 'v.speed_limit'])
      .where('v.tenant_id', '=', user.tenantId);
    query = carId && def.singleCar ? query.where('v.id', '=', carId) : query.where('v.car_num', '=', q.carNum ?? '');
    const row = await query.executeTakeFirst();
    if (row && !departIds.includes(row.depart_id)) throw forbidden();
    if (def.singleCar) {
      if (!row) throw forbidden();
      vehicle = { id: row.id, carNum: row.car_num, departId: row.depart_id, departName: row.depart_name, fuelTank: row.fuel_tank, speedLimit: row.speed_limit };
    }
  }
  return { db: deps.db, config: deps.config, user, tenantId: user.tenantId, departIds, vehicle, now };
}

/**
 * SQL condition limiting the vehicle alias `v` to the tenant, the scoped departments and (when
 * given) a plate substring (LIKE wildcards escaped). Values travel as parameters only.
 */
export function vehicleScope(ctx: ReportContext, q: ReportQuery): RawBuilder<unknown> {
  const ids = ctx.departIds.length ? ctx.departIds : ['\u0000'];
  const parts = [sql`v.tenant_id = ${ctx.tenantId}`, sql`v.depart_id IN (${sql.join(ids.map((id) => sql`${id}`))})`];
  if (ctx.vehicle) parts.push(sql`v.id = ${ctx.vehicle.id}`);
  else if (q.carNum) parts.push(sql`v.car_num ILIKE ${`%${escapeLike(q.carNum)}%`}`);
  return sql.join(parts, sql` AND `);
}

/** ORDER BY text of the allow-listed sort column (or the report's default), then `tie`. */
export function orderBy(def: ReportDef, q: ReportQuery, tie: string): RawBuilder<unknown> {
  const column = q.column ?? def.defaultSort?.column;
  const expr = column && def.sorts ? def.sorts[column] : undefined;
  const dir = q.order === 'asc' ? 'ASC' : 'DESC';
  return sql.raw(expr ? `${expr} ${dir} NULLS LAST, ${tie}` : tie);
}

/** Rounds to `digits` decimals (null stays null). */
export function round(v: number | null | undefined, digits: number): number | null {
  if (v === null || v === undefined || !Number.isFinite(Number(v))) return null;
  const f = 10 ** digits;
  return Math.round(Number(v) * f) / f;
}

/** ms epoch of a Date/string/number time column (null stays null). */
export function ms(v: Date | string | number | null | undefined): number | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.getTime();
  return typeof v === 'number' ? v : Date.parse(v);
}
