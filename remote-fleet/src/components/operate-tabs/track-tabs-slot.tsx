/**
 * The five track tabs of the operate panel (轨迹列表 行驶列表 停车列表 速度曲线 无效数据), built by the
 * trajectory feature in components/track-tabs (props `TrackTabProps`: carId, carNum, range
 * [start, end] ms epoch, onLocate WGS-84 degrees). The panel passes the map store's selected car and
 * its own RangePicker range.
 */
import type { ComponentType } from 'react';
import { InvalidDataTab, SpeedCurveTab, StopListTab, TrackListTab, TripListTab } from '../track-tabs';

/** Props every track tab takes (see components/track-tabs). */
export interface TrackTabSlotProps {
  carId: string | null;
  carNum: string;
  range: [number, number];
  onLocate(p: { lon: number; lat: number; title?: string }): void;
}

/** Key, label and component of each track tab, in tab order. */
export const TRACK_TABS: { key: string; label: string; Component: ComponentType<TrackTabSlotProps> }[] = [
  { key: 'trackList', label: '轨迹列表', Component: TrackListTab },
  { key: 'tripList', label: '行驶列表', Component: TripListTab },
  { key: 'stopList', label: '停车列表', Component: StopListTab },
  { key: 'speedCurve', label: '速度曲线', Component: SpeedCurveTab },
  { key: 'invalidData', label: '无效数据', Component: InvalidDataTab },
];
