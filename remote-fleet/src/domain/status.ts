import type { VehicleStatus } from '../types';

/** Display order of the statuses (legend, counters). */
export const STATUS_ORDER: readonly VehicleStatus[] = ['moving', 'parked', 'offline', 'alarm'];

/** Chinese label of each status. */
export const STATUS_LABEL: Record<VehicleStatus, string> = { moving: '行驶', parked: '停车', offline: '离线', alarm: '报警' };

/** Map colour of each status. */
export const STATUS_COLOR: Record<VehicleStatus, string> = { moving: '#52c41a', parked: '#1890ff', offline: '#8c8c8c', alarm: '#f5222d' };

/** Number of vehicles per status. */
export type StatusCounts = Record<VehicleStatus, number>;

/** Counts with every status at zero. */
export function emptyCounts(): StatusCounts {
  return { moving: 0, parked: 0, offline: 0, alarm: 0 };
}

/** Normalises an unknown status value; anything unrecognised is shown as offline. */
export function asStatus(value: unknown): VehicleStatus {
  return value === 'moving' || value === 'parked' || value === 'alarm' ? value : 'offline';
}

/** Chinese label of a status ('行驶', '停车', '离线', '报警'). */
export function statusLabel(status: VehicleStatus): string {
  return STATUS_LABEL[status];
}

/** Hex colour of a status. */
export function statusColor(status: VehicleStatus): string {
  return STATUS_COLOR[status];
}

/** Vehicles online: every status but offline (offline = no report for OFFLINE_TIMEOUT_MS, docs/contracts.md). */
export function onlineCount(counts: StatusCounts): number {
  return counts.moving + counts.parked + counts.alarm;
}
