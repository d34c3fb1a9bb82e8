import { joinVxeSocket, onVxeCommon, sendVxeCommon, toVxePageId, vxeSocketCount, vxeSocketPath, type VxeRow } from '../src';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  constructor(
    public url: string,
    public protocols?: string[],
  ) {
    FakeSocket.all.push(this);
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
}

const opts = { token: 'tok', WebSocketImpl: FakeSocket as unknown as typeof WebSocket, location: { protocol: 'http:', host: 'h:3000' } };
const links: { leave(): void }[] = [];
const offs: (() => void)[] = [];

function join(socketKey: string, caseId: string, onRowUpdate: (row: VxeRow) => void = () => {}, pageId = 'demo') {
  const link = joinVxeSocket({ userId: 'u1', pageId, socketKey, caseId, onRowUpdate }, opts);
  links.push(link);
  return link;
}

describe('vxe table-sync socket (widgets-spec §4 Realtime table sync)', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    jest.useFakeTimers();
  });
  afterEach(() => {
    links.splice(0).forEach((l) => l.leave());
    offs.splice(0).forEach((off) => off());
    jest.useRealTimers();
  });

  it('builds the path and a server-acceptable page id', () => {
    expect(vxeSocketPath('u 1', 'p1')).toBe('vxeSocket/u%201/p1');
    expect(toVxePageId('/system/widget-demo')).toBe('system_widget-demo');
    expect(toVxePageId('表格')).toBe('page');
    expect(toVxePageId('x'.repeat(80))).toHaveLength(64);
  });

  it('opens ONE connection per page for every table, with the token as sub-protocol', () => {
    join('items', 'a');
    join('items', 'b');
    join('other', 'c');
    expect(FakeSocket.all).toHaveLength(1);
    expect(FakeSocket.all[0].url).toBe('ws://h:3000/jeecg-boot/vxeSocket/u1/demo');
    expect(FakeSocket.all[0].protocols).toEqual(['tok']);
    join('items', 'd', undefined, 'other-page');
    expect(FakeSocket.all).toHaveLength(2);
    expect(vxeSocketCount()).toBe(2);
  });

  it('closes the connection when the last member leaves', () => {
    const a = join('items', 'a');
    const b = join('items', 'b');
    a.leave();
    expect(FakeSocket.all[0].readyState).toBe(0);
    b.leave();
    expect(FakeSocket.all[0].readyState).toBe(3);
    expect(vxeSocketCount()).toBe(0);
    jest.advanceTimersByTime(10000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('applies update_vxe_table to tables of the same socketKey, never to the sending instance', () => {
    const a = jest.fn();
    const b = jest.fn();
    const other = jest.fn();
    join('items', 'case-a', a);
    join('items', 'case-b', b);
    join('orders', 'case-c', other);
    const s = FakeSocket.all[0];
    const row = { id: '7', name: '螺栓', tug_status: { x: 1 } };
    s.receive({ type: 'update_vxe_table', data: { socketKey: 'items', args: [row, 'case-a'] } });
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledWith(row);
    expect(other).not.toHaveBeenCalled();
    s.receive({ type: 'update_vxe_table', data: { socketKey: 'items', args: [row, 'remote-tab'] } });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
  });

  it('sends update_vxe_table {socketKey, args:[row, caseId]} and applies it to the other local tables', () => {
    const a = jest.fn();
    const b = jest.fn();
    const link = join('items', 'case-a', a);
    join('items', 'case-b', b);
    const s = FakeSocket.all[0];
    s.open();
    link.sendRowUpdate({ id: 1, qty: 3 });
    expect(JSON.parse(s.sent[0])).toEqual({ type: 'update_vxe_table', data: { socketKey: 'items', args: [{ id: 1, qty: 3 }, 'case-a'] } });
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledWith({ id: 1, qty: 3 });
  });

  it('invokes common_send_date listeners by key and sends them', () => {
    const listener = jest.fn();
    const otherKey = jest.fn();
    offs.push(onVxeCommon('u1', 'demo', 'reload', listener, opts));
    offs.push(onVxeCommon('u1', 'demo', 'notify', otherKey, opts));
    const s = FakeSocket.all[0];
    s.open();
    s.receive({ type: 'common_send_date', data: { key: 'reload', args: [1, 'x'] } });
    expect(listener).toHaveBeenCalledWith(1, 'x');
    expect(otherKey).not.toHaveBeenCalled();
    expect(sendVxeCommon('u1', 'demo', 'reload', 2)).toBe(true);
    expect(JSON.parse(s.sent[0])).toEqual({ type: 'common_send_date', data: { key: 'reload', args: [2] } });
    expect(sendVxeCommon('u1', 'nowhere', 'reload')).toBe(false);
  });

  it('ignores unparsable and malformed messages silently', () => {
    const a = jest.fn();
    join('items', 'a', a);
    const s = FakeSocket.all[0];
    expect(() => {
      s.receive('{not json');
      s.receive('[]');
      s.receive({ type: 'update_vxe_table', data: null });
      s.receive({ type: 'update_vxe_table', data: { socketKey: 'items', args: ['not a row', 'x'] } });
      s.receive({ type: 'update_vxe_table', data: { socketKey: 'items', args: [{ name: 'no id' }, 'x'] } });
      s.receive({ type: 'common_send_date', data: { args: [] } });
      s.receive({ type: 'unknown' });
    }).not.toThrow();
    expect(a).not.toHaveBeenCalled();
  });

  it('sends {type:"heart_beat"} every 10000 ms; a reply keeps it, none within 6000 ms reconnects after 5000 ms', () => {
    join('items', 'a');
    const s = FakeSocket.all[0];
    s.open();
    jest.advanceTimersByTime(9999);
    expect(s.sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(s.sent).toEqual([JSON.stringify({ type: 'heart_beat' })]);
    s.receive({ type: 'heart_beat', data: '-' });
    jest.advanceTimersByTime(6000);
    expect(s.readyState).toBe(1);
    jest.advanceTimersByTime(4000); // second heartbeat at 20000, no reply
    expect(s.sent).toHaveLength(2);
    jest.advanceTimersByTime(5999);
    expect(s.readyState).toBe(1);
    jest.advanceTimersByTime(1);
    expect(s.readyState).toBe(3);
    jest.advanceTimersByTime(4999);
    expect(FakeSocket.all).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('reconnects once 5000 ms after error + close (lock against duplicates) and keeps the members', () => {
    const a = jest.fn();
    join('items', 'a', a);
    const s = FakeSocket.all[0];
    s.onerror?.(new Event('error'));
    s.close();
    jest.advanceTimersByTime(5000);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1].receive({ type: 'update_vxe_table', data: { socketKey: 'items', args: [{ id: 1 }, 'b'] } });
    expect(a).toHaveBeenCalledWith({ id: 1 });
  });
});
