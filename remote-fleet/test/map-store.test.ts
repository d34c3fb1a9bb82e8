import { useMapStore } from '../src/stores/map-store';
import { vehicle } from './fixtures';

beforeEach(() => useMapStore.getState().reset());

describe('map store', () => {
  it('starts with the spec defaults', () => {
    const s = useMapStore.getState();
    expect(s.mapMode).toBe(1);
    expect(s.playSpeed).toBe(1000);
    expect(s.mapDisplayMode).toBe('normal');
    expect(s.singleId).toBeNull();
    expect(s.carInfo).toBeNull();
    expect(s.vehicleStatusList).toEqual([]);
  });

  it('keeps the list, ids and the selected car info in step with live messages', () => {
    const { applyLive, selectCar } = useMapStore.getState();
    applyLive({ type: 'snapshot', vehicles: [vehicle({ carId: 'a' }), vehicle({ carId: 'b', carNum: '京B1' })], source: 'socket' });
    selectCar('b');
    let s = useMapStore.getState();
    expect(s.carInfo!.carNum).toBe('京B1');
    expect(s.currentCarNum).toBe('京B1');
    expect(s.focusSeq).toBe(1);
    applyLive({ type: 'positions', items: [vehicle({ carId: 'b', carNum: '京B1', speed: 80 })] });
    s = useMapStore.getState();
    expect(s.carInfo!.speed).toBe(80);
    expect(s.vehicleStatusList).toHaveLength(2);
    expect(s.carIds).toEqual(['a', 'b']);
    expect(s.lastChange!.items.map((v) => v.carId)).toEqual(['b']);
  });

  it('selects a car without a position and clears the selection', () => {
    useMapStore.getState().selectCar('zzz', '京Z0');
    expect(useMapStore.getState()).toMatchObject({ singleId: 'zzz', carInfo: null, currentCarNum: '京Z0' });
    useMapStore.getState().selectCar(null);
    expect(useMapStore.getState().singleId).toBeNull();
  });
});
