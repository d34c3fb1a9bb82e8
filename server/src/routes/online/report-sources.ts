import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import '../../db/widget-demo-types.js';
import type { FieldMap } from '../../query/list-query.js';
import type { RouteDeps } from '../deps.js';
import { scopedDepartIds } from '../fleet/scope.js';

/**
 * The server-side data sources of the online reports (docs/widgets-contract.md "Online
 * reports"). A report head names one of these by its `source` column; the report's items may
 * only show, filter and sort fields the source declares here. Each source applies the caller's
 * tenant and department scope itself, so no report can widen what a user may read, and no SQL
 * text ever comes from the database or the request.
 */

/** One data source: its fields (wire name → server column), its self_ params and its scoped base query. */
export interface ReportSource {
  /** every field a report over this source may name; column references are server code */
  fields: FieldMap;
  /** names of the `self_<name>` parameters it understands */
  params: readonly string[];
  /** FROM/JOIN/WHERE of the caller's scope and params; selects nothing yet */
  base(deps: RouteDeps, user: SessionUser, params: Record<string, string>): Promise<SelectQueryBuilder<any, any, any>>;
  /** unique column for stable pages, e.g. 'u.id' */
  tieBreaker: string;
}

/** `ts AT TIME ZONE 'UTC' + 8 h` formatted 'YYYY-MM-DD HH24:MI:SS' (China time, console-wide). */
export function chinaDateTime(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC' + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`;
}

/** The output expression of a field: datetime → China-time text, date → 'YYYY-MM-DD', number/string as text. */
export function outputExpression(fields: FieldMap, field: string): RawBuilder<unknown> {
  const spec = fields[field];
  if (spec.type === 'datetime') return chinaDateTime(spec.column);
  if (spec.type === 'date') return sql`to_char(${sql.ref(spec.column)}, 'YYYY-MM-DD')`;
  if (spec.type === 'number' && spec.dictCode) return sql`CAST(${sql.ref(spec.column)} AS text)`;
  return sql`${sql.ref(spec.column)}`;
}

/** Department ids a report may read: the visible ones, or `departId` and its visible descendants (403 outside the scope). */
function departScope(deps: RouteDeps, user: SessionUser, params: Record<string, string>): Promise<string[]> {
  return scopedDepartIds(deps, user, params.departId || null);
}

const NONE = ['\u0000'];

/** Users of the tenant: admin sees all, others those in a visible department. */
const users: ReportSource = {
  fields: {
    id: { column: 'u.id', type: 'string' },
    username: { column: 'u.username', type: 'string' },
    realname: { column: 'u.realname', type: 'string' },
    sex: { column: 'u.sex', type: 'number', dictCode: 'sex' },
    phone: { column: 'u.phone', type: 'string' },
    email: { column: 'u.email', type: 'string' },
    departName: { column: 'ud.depart_names', type: 'string' },
    createTime: { column: 'u.create_time', type: 'datetime' },
  },
  params: ['departId'],
  tieBreaker: 'u.id',
  async base(deps, user, params) {
    const departs = await departScope(deps, user, params);
    const names = deps.db.selectFrom('sys_user_depart as x').innerJoin('sys_depart as d', 'd.id', 'x.dep_id')
      .select(['x.user_id', sql<string>`string_agg(d.depart_name, ',' ORDER BY d.org_code)`.as('depart_names')])
      .where('d.del_flag', '=', 0)
      .groupBy('x.user_id');
    let q = deps.db.selectFrom('sys_user as u').leftJoin(names.as('ud'), 'ud.user_id', 'u.id')
      .where('u.tenant_id', '=', user.tenantId).where('u.del_flag', '=', 0);
    if (!user.isAdmin || params.departId) {
      q = q.where((eb) => eb.exists(eb.selectFrom('sys_user_depart as s').select('s.user_id')
        .whereRef('s.user_id', '=', 'u.id').where('s.dep_id', 'in', departs.length ? departs : NONE)));
    }
    return q;
  },
};

/** Vehicles of the visible departments. */
const vehicles: ReportSource = {
  fields: {
    id: { column: 'v.id', type: 'string' },
    carNum: { column: 'v.car_num', type: 'string' },
    vin: { column: 'v.vin', type: 'string' },
    plateColor: { column: 'v.plate_color', type: 'number', dictCode: 'plate_color' },
    vehicleType: { column: 'v.vehicle_type', type: 'string' },
    departName: { column: 'd.depart_name', type: 'string' },
    driverName: { column: 'v.driver_name', type: 'string' },
    speedLimit: { column: 'v.speed_limit', type: 'number' },
    createTime: { column: 'v.create_time', type: 'datetime' },
  },
  params: ['departId'],
  tieBreaker: 'v.id',
  async base(deps, user, params) {
    const departs = await departScope(deps, user, params);
    return deps.db.selectFrom('fleet_vehicle as v').leftJoin('sys_depart as d', 'd.id', 'v.depart_id')
      .where('v.tenant_id', '=', user.tenantId).where('v.depart_id', 'in', departs.length ? departs : NONE);
  },
};

/** Demo records of the tenant (the 组件示例 entity). */
const demos: ReportSource = {
  fields: {
    id: { column: 'm.id', type: 'string' },
    name: { column: 'm.name', type: 'string' },
    sex: { column: 'm.sex', type: 'string', dictCode: 'sex' },
    age: { column: 'm.age', type: 'number' },
    phone: { column: 'm.phone', type: 'string' },
    email: { column: 'm.email', type: 'string' },
    birthday: { column: 'm.birthday', type: 'date' },
    createTime: { column: 'm.create_time', type: 'datetime' },
  },
  params: [],
  tieBreaker: 'm.id',
  async base(deps, user) {
    return deps.db.selectFrom('demo as m').where('m.tenant_id', '=', user.tenantId);
  },
};

/** The registry: `onl_cgreport_head.source` → data source. */
export const REPORT_SOURCES: Readonly<Record<string, ReportSource>> = {
  sys_users: users,
  fleet_vehicles: vehicles,
  demo_records: demos,
};

/** The source of a name, or null (never a prototype member). */
export function reportSource(name: string): ReportSource | null {
  return Object.prototype.hasOwnProperty.call(REPORT_SOURCES, name) ? REPORT_SOURCES[name] : null;
}
