import { applyLiveMessage, countByStatus, initialLiveState, normalizeVehicle, parsePositionMessage } from '../src/domain/live-state';
import { vehicle } from './fixtures';

const a = vehicle({ carId: 'a', carNum: '京A00001', status: 'moving' });
const b = vehicle({ carId: 'b', carNum: '京A00002', status: 'parked' });
const c = vehicle({ carId: 'c', carNum: '京A00003', status: 'offline' });

describe('live-state reducer', () => {
  it('a snapshot replaces everything and counts by status', () => {
    let { state } = applyLiveMessage(initialLiveState(), { type: 'snapshot', vehicles: [a, b], source: 'http' });
    const next = applyLiveMessage(state, { type: 'snapshot', vehicles: [c], source: 'socket' });
    state = next.state;
    expect([...state.byId.keys()]).toEqual(['c']);
    expect(state.counts).toEqual({ moving: 0, parked: 0, offline: 1, alarm: 0 });
    expect(state.total).toBe(1);
    expect(next.change).toEqual({ replaced: true, items: [c] });
  });

  it('positions replace their vehicles by carId and move the counts', () => {
    const { state: s1 } = applyLiveMessage(initialLiveState(), { type: 'snapshot', vehicles: [a, b, c], source: 'socket' });
    const moved = { ...b, status: 'alarm' as const, lon: 117 };
    const d = vehicle({ carId: 'd', status: 'moving' });
    const { state: s2, change } = applyLiveMessage(s1, { type: 'positions', items: [moved, d] });
    expect(s2.byId.get('b')).toMatchObject({ status: 'alarm', lon: 117 });
    expect(s2.counts).toEqual({ moving: 2, parked: 0, offline: 1, alarm: 1 });
    expect(s2.total).toBe(4);
    expect(change!.replaced).toBe(false);
    expect(change!.items.map((v) => v.carId)).toEqual(['b', 'd']);
    expect(s1.byId.get('b')!.status).toBe('parked');
  });

  it('ignores an HTTP snapshot once the socket has delivered one', () => {
    const { state: s1 } = applyLiveMessage(initialLiveState(), { type: 'snapshot', vehicles: [a], source: 'socket' });
    const { state: s2, change } = applyLiveMessage(s1, { type: 'snapshot', vehicles: [b, c], source: 'http' });
    expect(s2).toBe(s1);
    expect(change).toBeNull();
  });

  it('an empty positions batch changes nothing', () => {
    const s = initialLiveState();
    expect(applyLiveMessage(s, { type: 'positions', items: [] })).toEqual({ state: s, change: null });
  });

  it('counts a list by status', () => {
    expect(countByStatus([a, b, c, a])).toEqual({ moving: 2, parked: 1, offline: 1, alarm: 0 });
  });
});

describe('positions socket messages', () => {
  it('parses parsed objects, JSON text and message events', () => {
    expect(parsePositionMessage({ type: 'snapshot', vehicles: [a] })).toEqual({ type: 'snapshot', vehicles: [a], source: 'socket' });
    expect(parsePositionMessage(JSON.stringify({ type: 'positions', items: [b] }))).toEqual({ type: 'positions', items: [b] });
    expect(parsePositionMessage({ data: JSON.stringify({ type: 'positions', items: [c] }) })).toEqual({ type: 'positions', items: [c] });
  });

  it('ignores pong, junk and unknown types', () => {
    expect(parsePositionMessage('pong')).toBeNull();
    expect(parsePositionMessage({ type: 'other' })).toBeNull();
    expect(parsePositionMessage(null)).toBeNull();
  });

  it('normalises ids, numbers and unknown statuses, dropping entries without carId', () => {
    expect(normalizeVehicle({ ...a, carId: 7, departId: 3, status: 'weird', mileage: undefined })).toMatchObject({
      carId: '7',
      departId: '3',
      status: 'offline',
      mileage: null,
    });
    expect(parsePositionMessage({ type: 'positions', items: [{ carNum: 'x' }, a] })).toEqual({ type: 'positions', items: [a] });
  });
});
