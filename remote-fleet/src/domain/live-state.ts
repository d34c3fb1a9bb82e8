import type { VehicleState } from '../types';
import { asStatus, emptyCounts, type StatusCounts } from './status';

/** Live positions of every visible vehicle, keyed by carId, with counts per status. */
export interface LiveState {
  byId: ReadonlyMap<string, VehicleState>;
  counts: StatusCounts;
  total: number;
  fromSocket: boolean;
}

/** A snapshot replaces everything; positions replace their vehicles by carId. `source` tells an HTTP load from a socket message. */
export type LiveMessage =
  | { type: 'snapshot'; vehicles: VehicleState[]; source: 'http' | 'socket' }
  | { type: 'positions'; items: VehicleState[] };

/** What changed in one step: everything (replaced) or only `items`. */
export interface LiveChange {
  replaced: boolean;
  items: VehicleState[];
}

/** The empty live state. */
export function initialLiveState(): LiveState {
  return { byId: new Map(), counts: emptyCounts(), total: 0, fromSocket: false };
}

/** Normalises one wire VehicleState (ids as strings, status checked); null when it has no carId. */
export function normalizeVehicle(raw: unknown): VehicleState | null {
  if (!raw || typeof raw !== 'object') return null;
  const v = raw as Partial<VehicleState> & Record<string, unknown>;
  if (v.carId === undefined || v.carId === null || v.carId === '') return null;
  // every field written out (one object shape, no spread of the wire object: 10,000 of these a tick)
  return {
    carId: String(v.carId),
    carNum: String(v.carNum ?? ''),
    departId: v.departId === undefined || v.departId === null ? '' : String(v.departId),
    lon: Number(v.lon),
    lat: Number(v.lat),
    speed: Number(v.speed) || 0,
    direction: Number(v.direction) || 0,
    altitude: Number(v.altitude) || 0,
    gpsTime: Number(v.gpsTime) || 0,
    mileage: v.mileage === undefined || v.mileage === null ? null : Number(v.mileage),
    fuel: v.fuel === undefined || v.fuel === null ? null : Number(v.fuel),
    alarmFlags: Number(v.alarmFlags) || 0,
    statusFlags: Number(v.statusFlags) || 0,
    acc: Boolean(v.acc),
    status: asStatus(v.status),
  };
}

/** Normalises a list of wire VehicleStates, dropping entries without carId. */
export function normalizeVehicles(list: unknown): VehicleState[] {
  if (!Array.isArray(list)) return [];
  const out: VehicleState[] = [];
  for (const raw of list) {
    const v = normalizeVehicle(raw);
    if (v) out.push(v);
  }
  return out;
}

/** Parses a positions-socket message (JSON text, a MessageEvent or an already parsed object); null when not one. */
export function parsePositionMessage(raw: unknown): LiveMessage | null {
  let data: unknown = raw;
  if (data && typeof data === 'object' && 'data' in data && !('type' in data)) data = (data as { data: unknown }).data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!data || typeof data !== 'object') return null;
  const msg = data as { type?: string; vehicles?: unknown; items?: unknown };
  if (msg.type === 'snapshot') return { type: 'snapshot', vehicles: normalizeVehicles(msg.vehicles), source: 'socket' };
  if (msg.type === 'positions') return { type: 'positions', items: normalizeVehicles(msg.items) };
  return null;
}

/** Counts vehicles per status. */
export function countByStatus(vehicles: Iterable<VehicleState>): StatusCounts {
  const counts = emptyCounts();
  for (const v of vehicles) counts[v.status] += 1;
  return counts;
}

/**
 * The live-state reducer: a snapshot replaces the state (an HTTP snapshot is ignored once the socket
 * has delivered one, being older); positions replace their vehicles by carId. Returns the new state and what changed
 * (null when nothing did).
 */
export function applyLiveMessage(state: LiveState, msg: LiveMessage): { state: LiveState; change: LiveChange | null } {
  if (msg.type === 'snapshot') {
    if (msg.source === 'http' && state.fromSocket) return { state, change: null };
    const byId = new Map<string, VehicleState>();
    for (const v of msg.vehicles) byId.set(v.carId, v);
    const vehicles = [...byId.values()];
    return {
      state: { byId, counts: countByStatus(vehicles), total: byId.size, fromSocket: state.fromSocket || msg.source === 'socket' },
      change: { replaced: true, items: vehicles },
    };
  }
  if (!msg.items.length) return { state, change: null };
  const byId = new Map(state.byId);
  const counts = { ...state.counts };
  const items: VehicleState[] = [];
  for (const item of msg.items) {
    // items are whole VehicleStates (docs/contracts.md position stream): replace, no per-item merge
    const previous = byId.get(item.carId);
    if (previous) counts[previous.status] -= 1;
    counts[item.status] += 1;
    byId.set(item.carId, item);
    items.push(item);
  }
  return { state: { byId, counts, total: byId.size, fromSocket: state.fromSocket }, change: { replaced: false, items } };
}
