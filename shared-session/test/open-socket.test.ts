import { configureHttpUi, openSocket, socketUrl, storage, useSessionStore } from '../src';
import { fakeServer } from './fake-server';

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
  send(text: string) {
    this.sent.push(text);
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

const Impl = FakeSocket as unknown as typeof WebSocket;
const location = { protocol: 'https:', host: 'console.example:8443' };

describe('openSocket', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('builds ws(s)://host/jeecg-boot/<path>', () => {
    expect(socketUrl('/websocket/u1', location)).toBe('wss://console.example:8443/jeecg-boot/websocket/u1');
    expect(socketUrl('ws/positions', { protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/jeecg-boot/ws/positions');
  });

  it('sends the token as sub-protocol and parses JSON messages', () => {
    const onMessage = jest.fn();
    openSocket('ws/positions', { onMessage }, { token: 'tok', WebSocketImpl: Impl, location });
    const s = FakeSocket.all[0];
    expect(s.protocols).toEqual(['tok']);
    s.onmessage?.({ data: '{"type":"snapshot"}' } as MessageEvent);
    s.onmessage?.({ data: 'pong' } as MessageEvent);
    expect(onMessage.mock.calls.map((c) => c[0])).toEqual([{ type: 'snapshot' }, 'pong']);
  });

  it('reconnects once, 5000 ms after error and close', () => {
    openSocket('websocket/u1', {}, { token: 't', WebSocketImpl: Impl, location });
    const s = FakeSocket.all[0];
    s.onerror?.(new Event('error'));
    s.close();
    jest.advanceTimersByTime(4999);
    expect(FakeSocket.all).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('sends heartbeats and stops for good on close()', () => {
    const handle = openSocket('websocket/u1', {}, { token: 't', heartbeatMs: 20000, heartbeatText: 'HeartBeat', WebSocketImpl: Impl, location });
    const s = FakeSocket.all[0];
    s.open();
    jest.advanceTimersByTime(40000);
    expect(s.sent).toEqual(['HeartBeat', 'HeartBeat']);
    handle.close();
    jest.advanceTimersByTime(10000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('forces a reconnect when a heartbeat gets no reply in time', () => {
    openSocket('vxeSocket/u1/p1', {}, { token: 't', heartbeatMs: 10000, heartbeatTimeoutMs: 6000, WebSocketImpl: Impl, location });
    FakeSocket.all[0].open();
    jest.advanceTimersByTime(16000);
    expect(FakeSocket.all[0].readyState).toBe(3);
    jest.advanceTimersByTime(5000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('on close code 4001 (token revoked) ends the session like a 401 and does not reconnect', async () => {
    const notifyError = jest.fn();
    const reload = jest.fn();
    const restore = configureHttpUi({ notifyError, confirmRelogin: jest.fn(), reload });
    try {
      storage.set('Access-Token', 'tok', 100000);
      useSessionStore.setState({ token: 'tok' });
      const calls = fakeServer(() => ({ status: 401, data: {} }));
      const onClose = jest.fn();
      openSocket('websocket/u1', { onClose }, { token: 'tok', WebSocketImpl: Impl, location });
      FakeSocket.all[0].open();
      FakeSocket.all[0].close(4001);
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(notifyError).toHaveBeenCalledWith('系统提示', '很抱歉，登录已过期，请重新登录');
      await jest.advanceTimersByTimeAsync(10000);
      expect(FakeSocket.all).toHaveLength(1);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(calls.map((c) => c.url)).toEqual(['/sys/logout']);
      expect(storage.get('Access-Token')).toBeUndefined();
    } finally {
      restore();
    }
  });
});
