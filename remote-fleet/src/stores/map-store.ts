import { create } from 'zustand';
import { applyLiveMessage, initialLiveState, type LiveChange, type LiveMessage, type LiveState } from '../domain/live-state';
import { alarmMatchesFilter, mergeAlarmEvent, type AlarmEvent, type AlarmFilter, type AlarmRecord, type OfflineRow } from '../domain/alarm';
import type { VehicleState } from '../types';

/** A request to centre the map on a WGS-84 point (degrees) and mark it with `title`; `seq` grows per request. */
export interface LocateRequest {
  seq: number;
  lon: number;
  lat: number;
  title?: string;
}

/** The query the 报警明细 tab shows (filters + page), used to place live alarms. */
export type AlarmDetailView = AlarmFilter & { pageNo: number; pageSize: number };

/** Map module state (spec §3) plus the live vehicle state that feeds it. */
export interface MapStoreState {
  playSpeed: number;
  playPercent: number;
  historyPoints: unknown[];
  carIds: string[];
  singleId: string | null;
  carInfo: VehicleState | null;
  currentCarNum: string;
  rcdFlag: boolean;
  mapMode: number;
  mapDisplayMode: 'normal' | 'satellite';
  reportDetailNum: number;
  reportListNum: number;
  warnTiredListNum: number;
  vehicleStatusList: VehicleState[];
  alarmDetailList: AlarmRecord[];
  OfflineNotificationList: OfflineRow[];
  /** The 报警明细 query shown now (null when the tab is not mounted). */
  alarmDetailView: AlarmDetailView | null;
  /** The last live alarm event and a counter of events (spec §3 map state, fleet contract Live). */
  lastAlarmEvent: AlarmEvent | null;
  alarmSeq: number;
  locate: LocateRequest | null;
  live: LiveState;
  lastChange: LiveChange | null;
  focusSeq: number;
  applyLive: (msg: LiveMessage) => void;
  selectCar: (carId: string | null, carNum?: string) => void;
  /** Centres the map on a WGS-84 point (degrees) with a marker titled `title` (operate-tab row click). */
  requestLocate: (p: { lon: number; lat: number; title?: string }) => void;
  /** Applies a live alarm event: merges it into alarmDetailList when the shown 报警明细 query includes it. */
  applyAlarmEvent: (event: AlarmEvent) => void;
  /** Sets the operate tabs' lists and counts (spec §3 map state). */
  setOperateData: (patch: Partial<Pick<MapStoreState, OperateDataKey>>) => void;
  reset: () => void;
}

type OperateDataKey =
  | 'reportDetailNum' | 'reportListNum' | 'warnTiredListNum' | 'alarmDetailList' | 'OfflineNotificationList' | 'alarmDetailView';

type Data = Omit<MapStoreState, 'applyLive' | 'selectCar' | 'requestLocate' | 'applyAlarmEvent' | 'setOperateData' | 'reset'>;

const initialData = (): Data => ({
  playSpeed: 1000,
  playPercent: 0,
  historyPoints: [],
  carIds: [],
  singleId: null,
  carInfo: null,
  currentCarNum: '',
  rcdFlag: false,
  mapMode: 1,
  mapDisplayMode: 'normal',
  reportDetailNum: 0,
  reportListNum: 0,
  warnTiredListNum: 0,
  vehicleStatusList: [],
  alarmDetailList: [],
  OfflineNotificationList: [],
  alarmDetailView: null,
  lastAlarmEvent: null,
  alarmSeq: 0,
  locate: null,
  live: initialLiveState(),
  lastChange: null,
  focusSeq: 0,
});

/** The fleet remote's map store (one per remote instance). */
export const useMapStore = create<MapStoreState>()((set, get) => ({
  ...initialData(),
  applyLive: (msg) => {
    const { state, change } = applyLiveMessage(get().live, msg);
    if (!change) return;
    const { singleId } = get();
    set({
      live: state,
      lastChange: change,
      vehicleStatusList: [...state.byId.values()],
      carIds: change.replaced ? [...state.byId.keys()] : get().carIds.length === state.total ? get().carIds : [...state.byId.keys()],
      ...(singleId ? { carInfo: state.byId.get(singleId) ?? null } : {}),
    });
  },
  selectCar: (carId, carNum) => {
    const info = carId ? get().live.byId.get(carId) ?? null : null;
    set((s) => ({
      singleId: carId,
      carInfo: info,
      currentCarNum: info?.carNum ?? carNum ?? '',
      focusSeq: carId ? s.focusSeq + 1 : s.focusSeq,
    }));
  },
  requestLocate: ({ lon, lat, title }) => set((s) => ({ locate: { seq: (s.locate?.seq ?? 0) + 1, lon, lat, title } })),
  applyAlarmEvent: (event) => {
    const { alarmDetailView: view, alarmDetailList, reportDetailNum, alarmSeq } = get();
    const patch: Partial<Data> = { lastAlarmEvent: event, alarmSeq: alarmSeq + 1 };
    if (view) {
      const matches = event.event === 'open' && alarmMatchesFilter(event.alarm, view);
      const merged = mergeAlarmEvent(alarmDetailList, event, () => matches && view.pageNo === 1, view.pageSize);
      if (merged.changed) patch.alarmDetailList = merged.list;
      if (matches && !alarmDetailList.some((a) => a.id === event.alarm.id)) patch.reportDetailNum = reportDetailNum + 1;
    }
    set(patch);
  },
  setOperateData: (patch) => set(patch),
  reset: () => set(initialData()),
}));
