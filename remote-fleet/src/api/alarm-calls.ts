/**
 * The alarm calls of the map page's operate tabs (docs/fleet-contract.md "Alarm calls"; console-spec
 * §7 Fleet), over the shared axios `http` (resolves to the answer body; `unwrap` throws an Error
 * with the server's Chinese message when `success` is false), plus their TanStack Query hooks.
 * Times in queries are ms epoch; every call is scoped by the server to the user's departments.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from 'shared-session';
import {
  normalizeAlarm,
  type AlarmFilter,
  type AlarmPrompt,
  type AlarmRecord,
  type AlarmSummaryRow,
  type AlarmTypeInfo,
  type OfflinePrompt,
  type OfflineRow,
} from '../domain/alarm';
import type { Page } from '../types';
import { unwrap } from './answer';

/** Paging and sort of a list call: pageNo 1-based, pageSize ≤ 1000, column allow-listed by the server. */
export interface Paging {
  pageNo: number;
  pageSize: number;
  column?: string;
  order?: 'asc' | 'desc';
}

/** Body of /api/map/queryAlarmDetail (and /api/warnTired/queryList, which takes the subset it knows). */
export type AlarmQuery = Paging & AlarmFilter;

/** Body of /api/map/getAlarmSummary and /api/map/getOfflineNotification. */
export type CarPageQuery = Paging & { carNum?: string; orgId?: string; startTime?: number; endTime?: number };

/** Query keys of the alarm calls (invalidated together after a handling or a live alarm). */
export const alarmKeys = {
  all: ['fleet', 'alarm'] as const,
  detail: (q: AlarmQuery) => ['fleet', 'alarm', 'detail', q] as const,
  summary: (q: CarPageQuery) => ['fleet', 'alarm', 'summary', q] as const,
  tired: (q: AlarmQuery) => ['fleet', 'alarm', 'tired', q] as const,
  offline: (q: CarPageQuery) => ['fleet', 'alarm', 'offline', q] as const,
  alarmPrompt: ['fleet', 'alarm', 'prompt'] as const,
  offlinePrompt: ['fleet', 'alarm', 'offlinePrompt'] as const,
  types: ['fleet', 'alarmTypes'] as const,
};

/** Drops undefined and empty-string fields so the server sees only the filters set. */
export function compact<T extends object>(body: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(body)) if (v !== undefined && v !== null && v !== '') (out as Record<string, unknown>)[k] = v;
  return out;
}

function alarmPage(raw: Page<unknown>): Page<AlarmRecord> {
  return { ...raw, records: (raw.records ?? []).map(normalizeAlarm).filter((a): a is AlarmRecord => a !== null) };
}

/** POST /api/map/queryAlarmDetail: a page of alarm episodes. Throws on `success:false` (400 bad input, 510 scope). */
export async function queryAlarmDetail(q: AlarmQuery): Promise<Page<AlarmRecord>> {
  return alarmPage(unwrap<Page<unknown>>(await http.post('/api/map/queryAlarmDetail', compact(q))));
}

/**
 * 报警明细 order (console-spec §2.3 "open/current alarms first"): the open alarms (newest start
 * first), then the ended ones (newest start first), paged as one list. Built from two
 * queryAlarmDetail queries (`open: true` / `open: false`, sorted by startTime desc); the page of
 * ended alarms is cut from at most two server pages. Total = open + ended.
 */
export async function queryAlarmDetailOpenFirst(q: AlarmQuery): Promise<Page<AlarmRecord>> {
  const { pageNo, pageSize } = q;
  const base = { ...q, column: 'startTime', order: 'desc' as const };
  const open = await queryAlarmDetail({ ...base, open: true });
  const openTotal = open.total;
  const need = pageSize - open.records.length;
  const start = Math.max(0, (pageNo - 1) * pageSize - openTotal);
  const closedQuery = (n: number, size: number) => queryAlarmDetail({ ...base, open: false, pageNo: n, pageSize: size });
  let closedRows: AlarmRecord[] = [];
  let closedTotal: number;
  if (need <= 0) {
    closedTotal = (await closedQuery(1, 1)).total;
  } else {
    const firstPage = Math.floor(start / pageSize) + 1;
    const first = await closedQuery(firstPage, pageSize);
    closedTotal = first.total;
    closedRows = first.records;
    const skip = start - (firstPage - 1) * pageSize;
    if (skip + need > pageSize && first.records.length === pageSize) closedRows = closedRows.concat((await closedQuery(firstPage + 1, pageSize)).records);
    closedRows = closedRows.slice(skip, skip + need);
  }
  const total = openTotal + closedTotal;
  return { records: [...open.records, ...closedRows], total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) };
}

/** POST /api/warnTired/queryList: a page of fatigue alarms and pre-warnings. */
export async function queryWarnTired(q: AlarmQuery): Promise<Page<AlarmRecord>> {
  const { pageNo, pageSize, carNum, startTime, endTime } = q;
  return alarmPage(unwrap<Page<unknown>>(await http.post('/api/warnTired/queryList', compact({ pageNo, pageSize, carNum, startTime, endTime }))));
}

/** POST /api/map/getAlarmSummary: a page of per-vehicle alarm counts. */
export async function getAlarmSummary(q: CarPageQuery): Promise<Page<AlarmSummaryRow>> {
  const { pageNo, pageSize, carNum, orgId, startTime, endTime } = q;
  return unwrap<Page<AlarmSummaryRow>>(await http.post('/api/map/getAlarmSummary', compact({ pageNo, pageSize, carNum, orgId, startTime, endTime })));
}

/** POST /api/map/getOfflineNotification: a page of the vehicles offline now. */
export async function getOfflineNotification(q: CarPageQuery): Promise<Page<OfflineRow>> {
  const { pageNo, pageSize, carNum, orgId } = q;
  return unwrap<Page<OfflineRow>>(await http.post('/api/map/getOfflineNotification', compact({ pageNo, pageSize, carNum, orgId })));
}

/** POST /api/map/getAlarmSummaryPrompt: `{unhandled, open, today}` alarm counts. */
export async function getAlarmSummaryPrompt(): Promise<AlarmPrompt> {
  return unwrap<AlarmPrompt>(await http.post('/api/map/getAlarmSummaryPrompt', {}));
}

/** POST /api/map/getOfflinePrompt: `{offline, total}` vehicle counts. */
export async function getOfflinePrompt(): Promise<OfflinePrompt> {
  return unwrap<OfflinePrompt>(await http.post('/api/map/getOfflinePrompt', {}));
}

/** GET /api/alarm/types: the alarm catalogue. */
export async function getAlarmTypes(): Promise<AlarmTypeInfo[]> {
  return unwrap<AlarmTypeInfo[]>(await http.get('/api/alarm/types'));
}

/** POST /api/alarm/handle: marks alarms handled with a note; returns the handled count. Button `fleet:alarm:handle`. */
export async function handleAlarms(ids: string[], handleNote: string): Promise<number> {
  return Number(unwrap<number>(await http.post('/api/alarm/handle', { ids: ids.join(','), handleNote })));
}

/** Prompt counts refresh period (ms): the badges poll every 30 s (and refetch on live alarms). */
export const PROMPT_REFRESH_MS = 30_000;

/** A page of alarm details (`openFirst`: the 报警明细 order); keeps the previous page while the next loads. */
export function useAlarmDetail(q: AlarmQuery, openFirst = false) {
  return useQuery({
    queryKey: [...alarmKeys.detail(q), openFirst],
    queryFn: () => (openFirst ? queryAlarmDetailOpenFirst(q) : queryAlarmDetail(q)),
    placeholderData: keepPreviousData,
  });
}

/** A page of fatigue warnings. */
export function useWarnTired(q: AlarmQuery) {
  return useQuery({ queryKey: alarmKeys.tired(q), queryFn: () => queryWarnTired(q), placeholderData: keepPreviousData });
}

/** A page of the alarm summary. */
export function useAlarmSummary(q: CarPageQuery) {
  return useQuery({ queryKey: alarmKeys.summary(q), queryFn: () => getAlarmSummary(q), placeholderData: keepPreviousData });
}

/** A page of the offline notification. */
export function useOfflineNotification(q: CarPageQuery) {
  return useQuery({ queryKey: alarmKeys.offline(q), queryFn: () => getOfflineNotification(q), placeholderData: keepPreviousData });
}

/** The alarm prompt counts, refreshed every 30 s. */
export function useAlarmPrompt() {
  return useQuery({ queryKey: alarmKeys.alarmPrompt, queryFn: getAlarmSummaryPrompt, refetchInterval: PROMPT_REFRESH_MS });
}

/** The offline prompt counts, refreshed every 30 s. */
export function useOfflinePrompt() {
  return useQuery({ queryKey: alarmKeys.offlinePrompt, queryFn: getOfflinePrompt, refetchInterval: PROMPT_REFRESH_MS });
}

/** The alarm catalogue (rarely changes: cached for the session). */
export function useAlarmTypes() {
  return useQuery({ queryKey: alarmKeys.types, queryFn: getAlarmTypes, staleTime: Infinity });
}
