import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { configureHttpUi, decorateRequest, http, setRouteContext, storage, useSessionStore } from '../src';
import { fakeServer } from './fake-server';

const cfg = (method: string, url: string, params?: Record<string, unknown>) =>
  ({ method, url, params, headers: new AxiosHeaders() }) as InternalAxiosRequestConfig;

describe('http request decoration (spec §7)', () => {
  beforeEach(() => {
    localStorage.clear();
    setRouteContext({});
  });

  it('uses the shared base path and the 90 s timeout', () => {
    expect(http.defaults.baseURL).toBe('/jeecg-boot');
    expect(http.defaults.timeout).toBe(90000);
  });

  it('adds token, tenant 0 and _t in seconds on GET', () => {
    storage.set('Access-Token', 'tok', 1000);
    const out = decorateRequest(cfg('get', '/sys/user/list', { pageNo: 1 }), 1_700_000_000_999);
    expect(out.headers.get('X-Access-Token')).toBe('tok');
    expect(out.headers.get('tenant-id')).toBe('0');
    expect(out.params).toEqual({ _t: 1_700_000_000, pageNo: 1 });
  });

  it('sends the stored tenant, no _t on POST or dictionary item lookups', () => {
    storage.set('TENANT_ID', 7);
    expect(decorateRequest(cfg('get', '/sys/dict/getDictItems/sex')).params).toBeUndefined();
    const post = decorateRequest(cfg('post', '/api/car/queryList'));
    expect(post.params).toBeUndefined();
    expect(post.headers.get('tenant-id')).toBe('7');
    expect(post.headers.get('X-Access-Token')).toBeUndefined();
    const own = cfg('get', '/sys/permission/getUserPermissionByToken');
    own.headers.set('tenant-id', '3');
    expect(decorateRequest(own).headers.get('tenant-id')).toBe('3');
  });

  it('adds X-Low-App-ID on low-app routes with an appId', () => {
    setRouteContext({ name: 'low-app-form', params: { appId: 'a1' } });
    expect(decorateRequest(cfg('post', '/x')).headers.get('X-Low-App-ID')).toBe('a1');
    setRouteContext({ name: 'dashboard', params: { appId: 'a1' } });
    expect(decorateRequest(cfg('post', '/x')).headers.get('X-Low-App-ID')).toBeUndefined();
  });
});

describe('http answers and error side-effects (spec §8)', () => {
  const notifyError = jest.fn();
  const confirmRelogin = jest.fn();
  const reload = jest.fn();
  let restore: () => void;

  beforeEach(() => {
    localStorage.clear();
    notifyError.mockReset();
    confirmRelogin.mockReset();
    reload.mockReset();
    restore = configureHttpUi({ notifyError, confirmRelogin, reload });
  });
  afterEach(() => restore());

  it('resolves to the answer body', async () => {
    fakeServer(() => ({ status: 200, data: { success: true, code: 200, message: '', result: [1] } }));
    await expect(http.get('/x')).resolves.toEqual({ success: true, code: 200, message: '', result: [1] });
  });

  it('401: notifies, logs out, reloads after 1500 ms', async () => {
    jest.useFakeTimers();
    try {
      storage.set('Access-Token', 'tok', 100000);
      useSessionStore.setState({ token: 'tok' });
      const calls = fakeServer((c) => (c.url === '/sys/logout' ? { status: 401, data: {} } : { status: 401, data: { message: 'Token失效' } }));
      await expect(http.get('/sys/user/list')).rejects.toBeTruthy();
      expect(notifyError).toHaveBeenCalledWith('系统提示', '很抱歉，登录已过期，请重新登录');
      await jest.advanceTimersByTimeAsync(1499);
      expect(reload).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(calls.map((c) => c.url)).toEqual(['/sys/user/list', '/sys/logout']);
      expect(useSessionStore.getState().token).toBe('');
      expect(storage.get('Access-Token')).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('500 Token失效 with a token: modal whose 重新登录 logs out and reloads', async () => {
    storage.set('Access-Token', 'tok', 100000);
    fakeServer((c) => (c.url === '/sys/logout' ? { status: 200, data: {} } : { status: 500, data: { message: 'Token失效，请重新登录' } }));
    await expect(http.post('/api/car/queryList', {})).rejects.toBeTruthy();
    expect(confirmRelogin).toHaveBeenCalledWith(expect.objectContaining({ title: '登录已过期', okText: '重新登录' }));
    confirmRelogin.mock.calls[0][0].onOk();
    await new Promise((r) => setTimeout(r, 0));
    expect(reload).toHaveBeenCalled();
    expect(storage.get('Access-Token')).toBeUndefined();
  });

  it('403 and other failures notify in Chinese or with the server message', async () => {
    fakeServer((c) => (c.url === '/a' ? { status: 403, data: { code: 510 } } : { status: 400, data: { message: '参数错误' } }));
    await expect(http.get('/a')).rejects.toBeTruthy();
    await expect(http.get('/b')).rejects.toBeTruthy();
    expect(notifyError.mock.calls).toEqual([
      ['系统提示', '拒绝访问'],
      ['系统提示', '参数错误'],
    ]);
  });

  it('skipErrorHandler leaves failures to the caller', async () => {
    fakeServer(() => ({ status: 404, data: {} }));
    await expect(http.get('/a', { skipErrorHandler: true })).rejects.toBeTruthy();
    expect(notifyError).not.toHaveBeenCalled();
  });
});
