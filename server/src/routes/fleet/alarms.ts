import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { currentUser, requirePermission } from '../../auth/guard.js';
import type { SessionUser } from '../../auth/session-user.js';
import { ALARM_TYPES, FATIGUE_CODES, alarmType } from '../../alarm/alarm-types.js';
import { parseRule } from '../../alarm/engine.js';
import { toAlarmRecord, type AlarmRecord } from '../../alarm/records.js';
import { badRequest, bodyObject, ID_RE, readBool, readColumn, readInt, readOptionalRange, readOrder, readString } from '../../alarm/request.js';
import { DEFAULT_ALARM_RULE, effectiveRule, type AlarmRule } from '../../alarm/rules.js';
import type { Database } from '../../db/types.js';
import { forbidden, ok, responses } from '../../plugins/reply.js';
import { CHINA_OFFSET_MS, DAY_MS } from '../../reports/china-time.js';
import type { RouteDeps } from '../deps.js';
import { scopedDepartIds } from './scope.js';
import { escapeLike } from './vehicles-repo.js';

/** Sortable columns of queryAlarmDetail / warnTired: wire name → SQL column (the allow-list). */
export const ALARM_SORT_COLUMNS = {
  startTime: 'a.start_time',
  endTime: 'a.end_time',
  durationS: 'a.duration_s',
  alarmType: 'a.alarm_type',
  level: 'a.alarm_level',
  peakSpeed: 'a.peak_speed',
  handleState: 'a.handle_state',
  carNum: 'v.car_num',
} as const;

/** Sortable columns of getOfflineNotification. */
const OFFLINE_SORT_COLUMNS = { lastTime: 's.recv_time', carNum: 'v.car_num' } as const;

/** Max ids per /api/alarm/handle call. */
const MAX_HANDLE_IDS = 1000;

/** Numeric rule fields: [min, max, integer?, Chinese label]. */
const RULE_LIMITS: Record<Exclude<keyof AlarmRule, 'overspeedEnabled' | 'fatigueEnabled' | 'offlineEnabled' | 'parkingEnabled' | 'speedLimit'>, [number, number, boolean, string]> = {
  overspeedMinS: [0, 3600, true, '超速持续时间(s)'],
  nightSpeedRatio: [0.1, 1, false, '夜间限速比例'],
  nightStartHour: [0, 23, true, '夜间开始(时)'],
  nightEndHour: [0, 23, true, '夜间结束(时)'],
  speedGapS: [1, 3600, true, '超速数据间隔(s)'],
  fatigueDrivingS: [600, 86400, true, '连续驾驶时长(s)'],
  fatigueWarningS: [0, 86400, true, '疲劳预警时长(s)'],
  restS: [60, 86400, true, '最短休息时长(s)'],
  dailyDrivingS: [600, 86400, true, '当天累计驾驶时长(s)'],
  nightDrivingS: [600, 86400, true, '夜间连续驾驶时长(s)'],
  offlineS: [60, 604800, true, '离线判定时长(s)'],
  parkingS: [60, 604800, true, '超时停车时长(s)'],
};
const RULE_FLAGS = ['overspeedEnabled', 'fatigueEnabled', 'offlineEnabled', 'parkingEnabled'] as const;

interface Scope {
  user: SessionUser;
  departIds: string[];
}

type Body = Record<string, unknown>;

function page<T>(records: T[], total: number, pageNo: number, pageSize: number) {
  return { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) };
}

/** The vehicle of `carId` if the user may see it; unknown or outside the scope → 403 code 510. */
async function scopedVehicle(db: Kysely<Database>, scope: Scope, carId: string): Promise<{ id: string; car_num: string; speed_limit: number }> {
  const v = await db.selectFrom('fleet_vehicle').select(['id', 'car_num', 'speed_limit', 'depart_id'])
    .where('id', '=', carId).where('tenant_id', '=', scope.user.tenantId).executeTakeFirst();
  if (!v || !scope.departIds.includes(v.depart_id)) throw forbidden();
  return v;
}

/** Filters shared by the alarm list calls. */
interface AlarmFilter {
  carId?: string;
  carNum?: string;
  codes?: string[];
  source?: 'terminal' | 'platform';
  level?: number;
  handleState?: number;
  open?: boolean;
  from?: number;
  to?: number;
}

function alarmBase(db: Kysely<Database>, scope: Scope, f: AlarmFilter) {
  let q = db.selectFrom('fleet_alarm as a')
    .innerJoin('fleet_vehicle as v', 'v.id', 'a.vehicle_id')
    .where('a.tenant_id', '=', scope.user.tenantId)
    .where('v.depart_id', 'in', scope.departIds.length ? scope.departIds : ['\u0000']);
  if (f.carId) q = q.where('a.vehicle_id', '=', f.carId);
  if (f.carNum) q = q.where('v.car_num', 'ilike', `%${escapeLike(f.carNum)}%`);
  if (f.codes?.length) q = q.where('a.alarm_type', 'in', f.codes);
  if (f.source) q = q.where('a.source', '=', f.source);
  if (f.level !== undefined) q = q.where('a.alarm_level', '=', f.level);
  if (f.handleState !== undefined) q = q.where('a.handle_state', '=', f.handleState);
  if (f.open === true) q = q.where('a.end_time', 'is', null);
  if (f.open === false) q = q.where('a.end_time', 'is not', null);
  if (f.from !== undefined) q = q.where('a.start_time', '>=', new Date(f.from));
  if (f.to !== undefined) q = q.where('a.start_time', '<=', new Date(f.to));
  return q;
}

/** A page of AlarmRecords matching `f`, sorted by an allow-listed column then id. */
async function findAlarms(db: Kysely<Database>, scope: Scope, f: AlarmFilter, p: { pageNo: number; pageSize: number; column: keyof typeof ALARM_SORT_COLUMNS; order: 'asc' | 'desc' }) {
  const totalRow = await alarmBase(db, scope, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await alarmBase(db, scope, f)
    .leftJoin('sys_depart as d', 'd.id', 'v.depart_id')
    .select(['a.id', 'a.vehicle_id', 'v.car_num', 'v.depart_id', 'd.depart_name', 'a.alarm_type', 'a.source', 'a.alarm_level', 'a.pre_warning',
      'a.start_time', 'a.end_time', 'a.duration_s', 'a.start_lat', 'a.start_lon', 'a.end_lat', 'a.end_lon', 'a.start_speed', 'a.peak_speed',
      'a.limit_value', 'a.driver_name', 'a.handle_state', 'a.handle_note', 'a.handled_by', 'a.handled_time'])
    .orderBy(sql.ref(ALARM_SORT_COLUMNS[p.column]), (ob) => (p.order === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast()))
    .orderBy('a.id', p.order)
    .offset((p.pageNo - 1) * p.pageSize).limit(p.pageSize)
    .execute();
  const records: AlarmRecord[] = rows.map((r) => toAlarmRecord({ ...r, depart_name: r.depart_name ?? null }));
  return page(records, Number(totalRow.n), p.pageNo, p.pageSize);
}

function readCodes(b: Body): string[] | undefined {
  const raw = readString(b, 'alarmType', 2000, '报警类型');
  if (!raw) return undefined;
  const codes = raw.split(',').map((s) => s.trim()).filter(Boolean);
  for (const c of codes) if (!alarmType(c)) throw badRequest(`未知的报警类型：${c.slice(0, 40)}`);
  return codes;
}

async function readScope(deps: RouteDeps, request: FastifyRequest, b: Body): Promise<Scope> {
  const user = currentUser(request);
  const orgId = readString(b, 'orgId', 32, '部门ID', ID_RE);
  return { user, departIds: await scopedDepartIds(deps, user, orgId) };
}

function readFilter(b: Body): AlarmFilter {
  const source = readString(b, 'source', 10, '报警来源');
  if (source && source !== 'terminal' && source !== 'platform') throw badRequest('报警来源只能是 terminal 或 platform');
  const level = b.level === undefined || b.level === null || b.level === '' ? undefined : readInt(b, 'level', 0, 1, 3, '报警级别');
  const handleState = b.handleState === undefined || b.handleState === null || b.handleState === '' ? undefined : readInt(b, 'handleState', 0, 0, 1, '处理状态');
  return {
    carId: readString(b, 'carId', 32, '车辆ID', ID_RE),
    carNum: readString(b, 'carNum', 20, '车牌号'),
    codes: readCodes(b),
    source: source as AlarmFilter['source'],
    level,
    handleState,
    open: readBool(b, 'open', '进行中'),
    ...readOptionalRange(b),
  };
}

function readPage(b: Body): { pageNo: number; pageSize: number } {
  return { pageNo: readInt(b, 'pageNo', 1, 1, 1_000_000, '页码'), pageSize: readInt(b, 'pageSize', 10, 1, 1000, '每页条数') };
}

/** Validates a rule body: only AlarmRule keys, numbers in range, warning below the limit. */
function readRuleOverride(b: Body): Partial<AlarmRule> {
  const out: Record<string, unknown> = {};
  for (const k of RULE_FLAGS) {
    const v = readBool(b, k, k);
    if (v !== undefined) out[k] = v;
  }
  if (b.speedLimit === null) out.speedLimit = null;
  else if (b.speedLimit !== undefined && b.speedLimit !== '') out.speedLimit = readInt(b, 'speedLimit', 0, 1, 250, '限速(km/h)');
  for (const [k, [min, max, integer, label]] of Object.entries(RULE_LIMITS)) {
    const v = b[k];
    if (v === undefined || v === null || v === '') continue;
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN;
    if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) throw badRequest(`${label}必须在${min}到${max}之间${integer ? '的整数' : ''}`);
    out[k] = n;
  }
  return out as Partial<AlarmRule>;
}

/**
 * The alarm calls of docs/fleet-contract.md "Alarm calls" (all POST unless marked GET), every one
 * limited to the user's departments (orgId/carId outside → HTTP 403 code 510), bad input → 400 in
 * Chinese, sort columns allow-listed:
 * - /api/map/queryAlarmDetail → page of AlarmRecord (default startTime desc);
 * - /api/map/getAlarmSummary → page of per-vehicle counts {carId, carNum, departName, total, open,
 *   unhandled, byType, lastTime} (most alarms first);
 * - /api/map/getOfflineNotification → page of vehicles offline now (last report older than
 *   OFFLINE_TIMEOUT_MS) with offlineS (s);
 * - /api/map/getAlarmSummaryPrompt → {unhandled, open, today} (today = since 00:00 China time);
 * - /api/map/getOfflinePrompt → {offline, online, total};
 * - /api/warnTired/queryList → page of fatigue AlarmRecords (FATIGUE_CODES, pre-warnings included);
 * - /api/alarm/handle {ids, handleNote} → handled count; button fleet:alarm:handle; note 1-500 chars;
 *   handledBy = realname (username when empty); already-handled alarms are left as they were;
 * - /api/alarm/rule/query {carId} → effective AlarmRule + {carId, carNum, vehicleSpeedLimit, customKeys};
 * - /api/alarm/rule/save {carId, ...AlarmRule | reset: true} → the new effective rule; button
 *   fleet:alarm:rule; publishes bus 'alarm-rules' so the engine reloads it;
 * - GET /api/alarm/types → the catalogue [{code, name, source, level, preWarning}].
 */
export function registerAlarmRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  // loose body schemas: the handlers check every field so that bad input answers 400 in Chinese
  const schema = (summary: string, description: string) => ({ tags: ['fleet'], summary, body: { description }, response: responses() });

  app.post<{ Body: unknown }>('/api/map/queryAlarmDetail', {
    schema: schema('报警明细（分页）', '{pageNo, pageSize, orgId?, carId?, carNum?, alarmType?, source?, level?, handleState?, open?, startTime?, endTime?, column?, order?}'),
  }, async (request) => {
    const b = bodyObject(request.body);
    const scope = await readScope(deps, request, b);
    const f = readFilter(b);
    if (f.carId) await scopedVehicle(db, scope, f.carId);
    return ok(await findAlarms(db, scope, f, { ...readPage(b), column: readColumn(b, ALARM_SORT_COLUMNS, 'startTime'), order: readOrder(b, 'desc') }));
  });

  app.post<{ Body: unknown }>('/api/warnTired/queryList', {
    schema: schema('疲劳预警 / 疲劳驾驶报警（分页）', '{pageNo, pageSize, orgId?, carId?, carNum?, startTime?, endTime?, column?, order?}'),
  }, async (request) => {
    const b = bodyObject(request.body);
    const scope = await readScope(deps, request, b);
    const f: AlarmFilter = {
      carId: readString(b, 'carId', 32, '车辆ID', ID_RE), carNum: readString(b, 'carNum', 20, '车牌号'),
      handleState: b.handleState === undefined || b.handleState === null || b.handleState === '' ? undefined : readInt(b, 'handleState', 0, 0, 1, '处理状态'),
      open: readBool(b, 'open', '进行中'), ...readOptionalRange(b),
    };
    const wanted = readCodes(b);
    f.codes = wanted ? wanted.filter((c) => FATIGUE_CODES.includes(c)) : [...FATIGUE_CODES];
    if (f.codes.length === 0) throw badRequest('报警类型不是疲劳驾驶类报警');
    if (f.carId) await scopedVehicle(db, scope, f.carId);
    return ok(await findAlarms(db, scope, f, { ...readPage(b), column: readColumn(b, ALARM_SORT_COLUMNS, 'startTime'), order: readOrder(b, 'desc') }));
  });

  app.post<{ Body: unknown }>('/api/map/getAlarmSummary', {
    schema: schema('报警汇总（按车辆，分页）', '{orgId?, carNum?, carId?, startTime?, endTime?, pageNo, pageSize}'),
  }, async (request) => {
    const b = bodyObject(request.body);
    const scope = await readScope(deps, request, b);
    const f: AlarmFilter = { carId: readString(b, 'carId', 32, '车辆ID', ID_RE), carNum: readString(b, 'carNum', 20, '车牌号'), codes: readCodes(b), ...readOptionalRange(b) };
    if (f.carId) await scopedVehicle(db, scope, f.carId);
    const { pageNo, pageSize } = readPage(b);
    const totalRow = await alarmBase(db, scope, f).select(sql<number>`count(DISTINCT a.vehicle_id)`.as('n')).executeTakeFirstOrThrow();
    const groups = await alarmBase(db, scope, f)
      .leftJoin('sys_depart as d', 'd.id', 'v.depart_id')
      .select([
        'a.vehicle_id', 'v.car_num', 'v.depart_id', 'd.depart_name',
        sql<number>`count(*)`.as('total'),
        sql<number>`count(*) FILTER (WHERE a.end_time IS NULL)`.as('open'),
        sql<number>`count(*) FILTER (WHERE a.handle_state = 0)`.as('unhandled'),
        sql<Date>`max(a.start_time)`.as('last_time'),
      ])
      .groupBy(['a.vehicle_id', 'v.car_num', 'v.depart_id', 'd.depart_name'])
      .orderBy(sql`count(*)`, 'desc').orderBy('a.vehicle_id')
      .offset((pageNo - 1) * pageSize).limit(pageSize)
      .execute();
    const byType = new Map<string, Record<string, number>>();
    if (groups.length) {
      const rows = await alarmBase(db, scope, f).where('a.vehicle_id', 'in', groups.map((g) => g.vehicle_id))
        .select(['a.vehicle_id', 'a.alarm_type', sql<number>`count(*)`.as('n')]).groupBy(['a.vehicle_id', 'a.alarm_type']).execute();
      for (const r of rows) {
        const m = byType.get(r.vehicle_id) ?? {};
        m[r.alarm_type] = Number(r.n);
        byType.set(r.vehicle_id, m);
      }
    }
    const records = groups.map((g) => ({
      carId: g.vehicle_id, carNum: g.car_num, departId: g.depart_id, departName: g.depart_name ?? null,
      total: Number(g.total), open: Number(g.open), unhandled: Number(g.unhandled), byType: byType.get(g.vehicle_id) ?? {},
      lastTime: new Date(g.last_time).getTime(),
    }));
    return ok(page(records, Number(totalRow.n), pageNo, pageSize));
  });

  const offlineBase = (scope: Scope, carNum: string | undefined, since: Date) => {
    let q = db.selectFrom('fleet_vehicle as v')
      .innerJoin('fleet_vehicle_state as s', 's.vehicle_id', 'v.id')
      .where('v.tenant_id', '=', scope.user.tenantId)
      .where('v.depart_id', 'in', scope.departIds.length ? scope.departIds : ['\u0000'])
      .where('s.recv_time', '<', since);
    if (carNum) q = q.where('v.car_num', 'ilike', `%${escapeLike(carNum)}%`);
    return q;
  };

  app.post<{ Body: unknown }>('/api/map/getOfflineNotification', {
    schema: schema('离线通知：当前离线的车辆（分页）', '{orgId?, carNum?, pageNo, pageSize, column?: lastTime|carNum, order?}'),
  }, async (request) => {
    const b = bodyObject(request.body);
    const scope = await readScope(deps, request, b);
    const carNum = readString(b, 'carNum', 20, '车牌号');
    const { pageNo, pageSize } = readPage(b);
    const column = readColumn(b, OFFLINE_SORT_COLUMNS, 'lastTime');
    const order = readOrder(b, 'desc');
    const now = Date.now();
    const since = new Date(now - deps.config.offlineTimeoutMs);
    const totalRow = await offlineBase(scope, carNum, since).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await offlineBase(scope, carNum, since)
      .leftJoin('sys_depart as d', 'd.id', 'v.depart_id')
      .leftJoin('fleet_terminal as t', 't.vehicle_id', 'v.id')
      .select(['v.id', 'v.car_num', 'v.depart_id', 'd.depart_name', 't.phone', 's.gps_time', 's.recv_time', 's.lat', 's.lon', 'v.driver_name'])
      .orderBy(sql.ref(OFFLINE_SORT_COLUMNS[column]), order).orderBy('v.id')
      .offset((pageNo - 1) * pageSize).limit(pageSize)
      .execute();
    const records = rows.map((r) => ({
      carId: r.id, carNum: r.car_num, departId: r.depart_id, departName: r.depart_name ?? null, phone: r.phone ?? null, driverName: r.driver_name,
      lastTime: new Date(r.gps_time).getTime(), lastRecvTime: new Date(r.recv_time).getTime(), lastLon: r.lon, lastLat: r.lat,
      offlineS: Math.max(0, Math.round((now - new Date(r.recv_time).getTime()) / 1000)),
    }));
    return ok(page(records, Number(totalRow.n), pageNo, pageSize));
  });

  app.post<{ Body: unknown }>('/api/map/getAlarmSummaryPrompt', {
    config: { opLog: false },
    schema: schema('报警提示数（角标）', '{orgId?}'),
  }, async (request) => {
    const b = bodyObject(request.body);
    const scope = await readScope(deps, request, b);
    const now = Date.now();
    const todayStart = Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
    const row = await alarmBase(db, scope, {}).select([
      sql<number>`count(*) FILTER (WHERE a.handle_state = 0)`.as('unhandled'),
      sql<number>`count(*) FILTER (WHERE a.end_time IS NULL)`.as('open'),
      sql<number>`count(*) FILTER (WHERE a.start_time >= ${new Date(todayStart)})`.as('today'),
    ]).executeTakeFirstOrThrow();
    return ok({ unhandled: Number(row.unhandled), open: Number(row.open), today: Number(row.today) });
  });

  app.post<{ Body: unknown }>('/api/map/getOfflinePrompt', {
    config: { opLog: false },
    schema: schema('离线提示数（角标）', '{orgId?}'),
  }, async (request) => {
    const b = bodyObject(request.body);
    const scope = await readScope(deps, request, b);
    const since = new Date(Date.now() - deps.config.offlineTimeoutMs);
    const row = await db.selectFrom('fleet_vehicle as v')
      .leftJoin('fleet_vehicle_state as s', 's.vehicle_id', 'v.id')
      .where('v.tenant_id', '=', scope.user.tenantId)
      .where('v.depart_id', 'in', scope.departIds.length ? scope.departIds : ['\u0000'])
      .select([
        sql<number>`count(*)`.as('total'),
        sql<number>`count(s.vehicle_id) FILTER (WHERE s.recv_time < ${since})`.as('offline'),
        sql<number>`count(s.vehicle_id) FILTER (WHERE s.recv_time >= ${since})`.as('online'),
      ]).executeTakeFirstOrThrow();
    return ok({ offline: Number(row.offline), online: Number(row.online), total: Number(row.total) });
  });

  app.post<{ Body: unknown }>('/api/alarm/handle', {
    preHandler: requirePermission('fleet:alarm:handle'),
    schema: schema('处理报警（需要按钮权限 fleet:alarm:handle）', "{ids: 'id1,id2', handleNote}"),
  }, async (request) => {
    const b = bodyObject(request.body);
    const user = currentUser(request);
    const rawIds = b.ids;
    const list = Array.isArray(rawIds) ? rawIds.map(String) : typeof rawIds === 'string' || typeof rawIds === 'number' ? String(rawIds).split(',') : null;
    if (!list) throw badRequest('请选择要处理的报警');
    const ids = [...new Set(list.map((s) => s.trim()).filter(Boolean))];
    if (ids.length === 0) throw badRequest('请选择要处理的报警');
    if (ids.length > MAX_HANDLE_IDS) throw badRequest(`一次最多处理${MAX_HANDLE_IDS}条报警`);
    if (!ids.every((id) => /^\d{1,18}$/.test(id))) throw badRequest('报警ID格式不正确');
    if (typeof b.handleNote !== 'string' || b.handleNote.trim() === '') throw badRequest('请填写处理意见');
    const note = b.handleNote.trim();
    if ([...note].length > 500) throw badRequest('处理意见不能超过500个字符');
    const scope: Scope = { user, departIds: user.visibleDepartIds };
    const found = await alarmBase(db, scope, {}).where('a.id', 'in', ids).select('a.id').execute();
    if (found.length !== ids.length) throw forbidden();
    const who = user.realname?.trim() || user.username;
    const res = await db.updateTable('fleet_alarm')
      .set({ handle_state: 1, handle_note: note, handled_by: who, handled_time: new Date(), update_time: new Date() })
      .where('id', 'in', ids).where('tenant_id', '=', user.tenantId).where('handle_state', '=', 0)
      .executeTakeFirst();
    return ok(Number(res.numUpdatedRows ?? 0), '处理成功');
  });

  const ruleAnswer = async (vehicle: { id: string; car_num: string; speed_limit: number }) => {
    const row = await db.selectFrom('fleet_alarm_rule').select(['rule', 'update_by', 'update_time']).where('vehicle_id', '=', vehicle.id).executeTakeFirst();
    const override = row ? parseRule(row.rule) : {};
    const rule = effectiveRule({ ...overrideDefaults(deps), ...override });
    return {
      ...rule, carId: vehicle.id, carNum: vehicle.car_num, vehicleSpeedLimit: vehicle.speed_limit,
      effectiveSpeedLimit: rule.speedLimit ?? vehicle.speed_limit, customKeys: Object.keys(override),
      updateBy: row?.update_by ?? null, updateTime: row ? new Date(row.update_time).getTime() : null,
    };
  };

  app.post<{ Body: unknown }>('/api/alarm/rule/query', {
    schema: schema('车辆报警规则（生效值）', '{carId}'),
  }, async (request) => {
    const b = bodyObject(request.body);
    const user = currentUser(request);
    const carId = readString(b, 'carId', 32, '车辆ID', ID_RE);
    if (!carId) throw badRequest('请选择车辆');
    const vehicle = await scopedVehicle(db, { user, departIds: user.visibleDepartIds }, carId);
    return ok(await ruleAnswer(vehicle));
  });

  app.post<{ Body: unknown }>('/api/alarm/rule/save', {
    preHandler: requirePermission('fleet:alarm:rule'),
    schema: schema('保存车辆报警规则（需要按钮权限 fleet:alarm:rule）', '{carId, ...AlarmRule} 或 {carId, reset: true}'),
  }, async (request) => {
    const b = bodyObject(request.body);
    const user = currentUser(request);
    const carId = readString(b, 'carId', 32, '车辆ID', ID_RE);
    if (!carId) throw badRequest('请选择车辆');
    const vehicle = await scopedVehicle(db, { user, departIds: user.visibleDepartIds }, carId);
    if (readBool(b, 'reset', '恢复默认') === true) {
      await db.deleteFrom('fleet_alarm_rule').where('vehicle_id', '=', vehicle.id).execute();
    } else {
      const existing = await db.selectFrom('fleet_alarm_rule').select('rule').where('vehicle_id', '=', vehicle.id).executeTakeFirst();
      const merged = { ...(existing ? parseRule(existing.rule) : {}), ...readRuleOverride(b) };
      const eff = effectiveRule({ ...overrideDefaults(deps), ...merged });
      if (eff.fatigueWarningS >= eff.fatigueDrivingS) throw badRequest('疲劳预警时长必须小于连续驾驶时长');
      if (eff.nightStartHour === eff.nightEndHour) throw badRequest('夜间开始与结束时间不能相同');
      const who = user.realname?.trim() || user.username;
      await db.insertInto('fleet_alarm_rule')
        .values({ vehicle_id: vehicle.id, tenant_id: user.tenantId, rule: JSON.stringify(merged), update_by: who, update_time: new Date() })
        .onConflict((oc) => oc.column('vehicle_id').doUpdateSet({ rule: JSON.stringify(merged), update_by: who, update_time: new Date() }))
        .execute();
    }
    deps.bus.publish('alarm-rules', { vehicleId: vehicle.id });
    return ok(await ruleAnswer(vehicle), '保存成功');
  });

  app.get('/api/alarm/types', {
    schema: { tags: ['fleet'], summary: '报警类型目录', querystring: { type: 'object', properties: { _t: { type: 'string' } } }, response: responses() },
  }, async () => ok(ALARM_TYPES.map((t) => ({ ...t }))));
}

/** Defaults that depend on the configuration (offline timeout = the map's OFFLINE_TIMEOUT_MS). */
function overrideDefaults(deps: RouteDeps): Partial<AlarmRule> {
  const offlineS = Math.round(deps.config.offlineTimeoutMs / 1000);
  return offlineS !== DEFAULT_ALARM_RULE.offlineS ? { offlineS } : {};
}
