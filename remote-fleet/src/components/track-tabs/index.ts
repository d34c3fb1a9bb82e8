/**
 * Track tabs shown under the live map by the operate panel (console-spec §2.3): 轨迹列表,
 * 行驶列表, 停车列表, 速度曲线, 无效数据. Each takes {@link TrackTabProps}.
 */
export { TrackListTab, TripListTab, StopListTab, SpeedCurveTab, InvalidDataTab, POSITION_COLUMNS, TRIP_COLUMNS, STOP_COLUMNS } from './tabs';
export type { TrackTabProps, TrackColumn } from './track-table';
