import type { VehicleState, VehicleStatus } from '../../types';

/** Filter of the 车辆状态 tab: plate substring (case-insensitive) and status. */
export interface VehicleStatusFilter {
  carNum?: string;
  status?: VehicleStatus;
}

/** The live vehicles matching the filter, sorted by plate (zh-CN collation). */
export function vehicleStatusRows(list: readonly VehicleState[], f: VehicleStatusFilter): VehicleState[] {
  const needle = f.carNum?.trim().toUpperCase() ?? '';
  const rows = list.filter((v) => (!needle || v.carNum.toUpperCase().includes(needle)) && (!f.status || v.status === f.status));
  return rows.sort((a, b) => a.carNum.localeCompare(b.carNum, 'zh-CN'));
}

/** Rows of one page (pageNo 1-based); an out-of-range page gives the last page. */
export function pageOf<T>(rows: readonly T[], pageNo: number, pageSize: number): { rows: T[]; pageNo: number } {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, pageNo), pages);
  return { rows: rows.slice((current - 1) * pageSize, current * pageSize), pageNo: current };
}
