import { create } from 'zustand';
import { applyLiveMessage, initialLiveState, type LiveChange, type LiveMessage, type LiveState } from '../domain/live-state';
import type { VehicleState } from '../types';

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
  alarmDetailList: unknown[];
  OfflineNotificationList: unknown[];
  live: LiveState;
  lastChange: LiveChange | null;
  focusSeq: number;
  applyLive: (msg: LiveMessage) => void;
  selectCar: (carId: string | null, carNum?: string) => void;
  reset: () => void;
}

type Data = Omit<MapStoreState, 'applyLive' | 'selectCar' | 'reset'>;

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
  reset: () => set(initialData()),
}));
