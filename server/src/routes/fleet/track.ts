import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { currentUser } from '../../auth/guard.js';
import { ok, responses } from '../../plugins/reply.js';
import { drivingSegments } from '../../track/analysis.js';
import { CHINA_BBOX, pointReason } from '../../track/invalid.js';
import { loadVehicleAlarms, toPositionRow, toTrackPoints } from '../../track/records.js';
import { findScopedVehicle, loadNearestPosition, loadPositionRows } from '../../track/repo.js';
import { CHINA_OFFSET_MS, badRequest, bodyObject, parseRequestTime, readCar, readInt, readRange } from '../../track/request.js';
import { loadAnalysedTrack } from '../../track/service.js';
import type { RouteDeps } from '../deps.js';
import { scopedDepartIds } from './scope.js';

/** Loose body schema: the fields are checked by the handlers so that bad input answers 400 in Chinese. */
const body = (description: string) => ({ type: ['object', 'null'], description });
const DAY_MS = 86_400_000;
/** getPosOrInten looks this far either side of the asked time (ms). */
const NEAREST_WINDOW_MS = DAY_MS;

/**
 * Track calls of docs/fleet-contract.md "Track calls", all POST, all limited to the user's
 * departments (a car outside them, or unknown, → 403 code 510), ranges at most 7 days (400
 * 轨迹查询时间范围不能超过7天). Invalid points, trips, stops and mileage follow
 * server/src/track/invalid.ts and analysis.ts.
 */
export function registerTrackRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const scope = async (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { tenantId: user.tenantId, departIds: await scopedDepartIds(deps, user) };
  };

  app.post<{ Body: unknown }>('/api/map/queryMove', {
    schema: { tags: ['fleet'], summary: '轨迹回放：有效轨迹点、行程、停车、报警、里程', body: body('{carId|carNum, startTime, endTime}'), response: responses() },
  }, async (request) => {
    const b = bodyObject(request.body);
    const car = readCar(b);
    const { from, to } = readRange(b);
    const tr = await loadAnalysedTrack(deps.db, await scope(request), car, from, to);
    const alarms = await loadVehicleAlarms(deps.db, tr.vehicle, from, to);
    return ok({
      carId: tr.vehicle.id, carNum: tr.vehicle.carNum,
      points: toTrackPoints(tr.track, tr.valid),
      invalidCount: tr.track.time.length - tr.valid.length,
      trips: tr.analysis.trips, stops: tr.analysis.stops, alarms,
      mileageKm: tr.analysis.mileageKm, mileageSource: tr.analysis.mileageSource, drivingS: tr.analysis.drivingS,
    });
  });

  app.post<{ Body: unknown }>('/api/locate/queryPositionList', {
    schema: { tags: ['fleet'], summary: '轨迹列表 / 无效数据（分页）', body: body("{carId|carNum, startTime, endTime, pageNo, pageSize, valid?: 'all'|'valid'|'invalid'}"), response: responses() },
  }, async (request) => {
    const b = bodyObject(request.body);
    const car = readCar(b);
    const { from, to } = readRange(b);
    const pageNo = readInt(b, 'pageNo', 1, 1, 1_000_000, '页码');
    const pageSize = readInt(b, 'pageSize', 10, 1, 1000, '每页条数');
    const valid = b.valid ?? 'all';
    if (valid !== 'all' && valid !== 'valid' && valid !== 'invalid') throw badRequest('valid 参数只能是 all、valid 或 invalid');
    const tr = await loadAnalysedTrack(deps.db, await scope(request), car, from, to);
    const chosen: number[] = [];
    for (let i = 0; i < tr.reasons.length; i++) {
      const isValid = tr.reasons[i] === null;
      if (valid === 'all' || (valid === 'valid') === isValid) chosen.push(i);
    }
    const total = chosen.length;
    const pageIdx = chosen.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    const reasonAt = new Map(pageIdx.map((i) => [tr.track.time[i], tr.reasons[i]]));
    const rows = await loadPositionRows(deps.db, tr.vehicle.id, pageIdx.map((i) => tr.track.time[i]));
    const records = rows.map((r) => toPositionRow(tr.vehicle, r, reasonAt.get(r.gps_time.getTime()) ?? null));
    return ok({ records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) });
  });

  app.post<{ Body: unknown }>('/api/map/queryTrips', {
    schema: { tags: ['fleet'], summary: '行驶列表（行程）', body: body('{carId|carNum, startTime, endTime}'), response: responses() },
  }, async (request) => {
    const b = bodyObject(request.body);
    const car = readCar(b);
    const { from, to } = readRange(b);
    return ok((await loadAnalysedTrack(deps.db, await scope(request), car, from, to)).analysis.trips);
  });

  app.post<{ Body: unknown }>('/api/stop/simpleInformation', {
    schema: { tags: ['fleet'], summary: '停车列表', body: body('{carId|carNum, startTime, endTime}'), response: responses() },
  }, async (request) => {
    const b = bodyObject(request.body);
    const car = readCar(b);
    const { from, to } = readRange(b);
    return ok((await loadAnalysedTrack(deps.db, await scope(request), car, from, to)).analysis.stops);
  });

  app.post<{ Body: unknown }>('/api/map/getPosOrInten', {
    schema: { tags: ['fleet'], summary: '最接近某时刻的位置', body: body('{carId|carNum, time}'), response: responses() },
  }, async (request) => {
    const b = bodyObject(request.body);
    const car = readCar(b);
    const time = parseRequestTime(b.time);
    if (time === null) throw badRequest('时间格式不正确');
    const s = await scope(request);
    const vehicle = await findScopedVehicle(deps.db, s.tenantId, s.departIds, car);
    const row = await loadNearestPosition(deps.db, vehicle.id, time, NEAREST_WINDOW_MS);
    if (!row) return ok(null, '该时间附近没有位置数据');
    const sf = Number(row.status_flags);
    return ok(toPositionRow(vehicle, row, pointReason(row.lon, row.lat, sf)));
  });

  app.post<{ Body: unknown }>('/api/locate/queryIntensityList', {
    schema: { tags: ['fleet'], summary: '位置密度（热力图）', body: body('{orgId?, startTime, endTime, cellDeg? (0.001..1, default 0.01)}'), response: responses() },
  }, async (request) => {
    const b = bodyObject(request.body);
    const { from, to } = readRange(b);
    if (b.orgId != null && (typeof b.orgId !== 'string' || b.orgId.length > 32)) throw badRequest('部门参数格式不正确');
    const cell = b.cellDeg == null ? 0.01 : Number(b.cellDeg);
    if (!Number.isFinite(cell) || cell < 0.001 || cell > 1) throw badRequest('网格大小应在0.001到1度之间');
    const user = currentUser(request);
    const departIds = await scopedDepartIds(deps, user, (b.orgId as string | undefined) || null);
    if (departIds.length === 0) return ok([]);
    const res = await sql<{ gx: number; gy: number; n: number }>`
      SELECT floor(p.lon / ${cell})::int AS gx, floor(p.lat / ${cell})::int AS gy, count(*)::int AS n
      FROM fleet_position p
      JOIN fleet_vehicle v ON v.id = p.vehicle_id
      WHERE v.tenant_id = ${user.tenantId} AND v.depart_id IN (${sql.join(departIds)})
        AND p.gps_time >= ${new Date(from).toISOString()}::timestamptz AND p.gps_time <= ${new Date(to).toISOString()}::timestamptz
        AND (p.status_flags & 2) <> 0 AND NOT (p.lat = 0 AND p.lon = 0)
        AND p.lat BETWEEN ${CHINA_BBOX.minLat} AND ${CHINA_BBOX.maxLat} AND p.lon BETWEEN ${CHINA_BBOX.minLon} AND ${CHINA_BBOX.maxLon}
      GROUP BY 1, 2
      ORDER BY 3 DESC
      LIMIT 20000`.execute(deps.db);
    const round = (x: number) => Math.round(x * 1e6) / 1e6;
    return ok(res.rows.map((r) => ({ lon: round((r.gx + 0.5) * cell), lat: round((r.gy + 0.5) * cell), count: Number(r.n) })));
  });

  app.post<{ Body: unknown }>('/api/control/queryRCD', {
    schema: { tags: ['fleet'], summary: '行驶记录仪当日驾驶（连续驾驶段）', body: body('{carNum|carId, day? (YYYY-MM-DD, China day; default today)}'), response: responses() },
  }, async (request) => {
    const b = bodyObject(request.body);
    const car = readCar(b);
    let dayStart: number;
    if (b.day == null || b.day === '') {
      dayStart = Math.floor((Date.now() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
    } else {
      if (typeof b.day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(b.day)) throw badRequest('日期格式不正确，应为YYYY-MM-DD');
      const parsed = parseRequestTime(b.day);
      if (parsed === null) throw badRequest('日期格式不正确，应为YYYY-MM-DD');
      dayStart = parsed;
    }
    const tr = await loadAnalysedTrack(deps.db, await scope(request), car, dayStart, dayStart + DAY_MS - 1);
    const segments = drivingSegments(tr.analysis.trips);
    const day = new Date(dayStart + CHINA_OFFSET_MS).toISOString().slice(0, 10);
    return ok({
      carNum: tr.vehicle.carNum, day, driverName: tr.vehicle.driverName,
      drivingS: tr.analysis.drivingS, mileageKm: tr.analysis.mileageKm,
      maxContinuousS: segments.reduce((m, s) => Math.max(m, s.durationS), 0), segments,
    });
  });
}
