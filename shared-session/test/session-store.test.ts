import { EMPTY_MENU_MESSAGE, configureHttpUi, storage, useSessionStore, type ApiAnswer, type LoginResult } from '../src';
import { fakeServer } from './fake-server';

const answer: ApiAnswer<LoginResult> = {
  success: true,
  code: 200,
  message: '登录成功',
  result: {
    token: 'tok',
    userInfo: { id: 'u1', username: 'admin', realname: '管理员', tenantId: 1 },
    departs: [{ id: 'd1', orgCode: 'A01', departName: '总部' }],
    multi_depart: 2,
    sysAllDictItems: { sex: [{ value: '1', text: '男' }] },
  },
};

describe('useSessionStore', () => {
  let restore: () => void;
  beforeEach(() => {
    localStorage.clear();
    restore = configureHttpUi({ notifyError: jest.fn(), reload: jest.fn() });
  });
  afterEach(() => restore());

  it('login stores token, user info, tenant and dictionaries', () => {
    useSessionStore.getState().login(answer);
    const s = useSessionStore.getState();
    expect(s.token).toBe('tok');
    expect(s.multiDepart).toBe(2);
    expect(storage.get('Access-Token')).toBe('tok');
    expect(storage.get('Login_Userinfo')).toMatchObject({ username: 'admin' });
    expect(storage.get('TENANT_ID')).toBe(1);
    expect(storage.get('UI_CACHE_DB_DICT_DATA')).toEqual({ sex: [{ value: '1', text: '男' }] });
  });

  it('login rejects answers whose code is not 200', () => {
    expect(() => useSessionStore.getState().login({ success: false, code: 500, message: '用户名或密码错误', result: null as never })).toThrow('用户名或密码错误');
  });

  it('fetchPermissions keeps menu and auth lists, rejects an empty menu', async () => {
    const menu = [{ id: '1', path: '/dashboard/analysis', component: 'dashboard/Analysis', meta: { title: '首页' } }];
    fakeServer(() => ({ status: 200, data: { success: true, code: 200, message: '', result: { menu, auth: [{ action: 'a' }], allAuth: [], sysSafeMode: true } } }));
    await useSessionStore.getState().fetchPermissions();
    expect(useSessionStore.getState()).toMatchObject({ permissionList: menu, menu, auth: [{ action: 'a' }], sysSafeMode: true });
    fakeServer(() => ({ status: 200, data: { success: true, code: 200, message: '', result: { menu: [], auth: [], allAuth: [] } } }));
    await expect(useSessionStore.getState().fetchPermissions()).rejects.toThrow(EMPTY_MENU_MESSAGE);
  });

  it('logout completes and clears even when the server call fails', async () => {
    useSessionStore.getState().login(answer);
    const calls = fakeServer(() => ({ status: 500, data: { message: 'boom' } }));
    const reported: string[] = [];
    await useSessionStore.getState().logout({ onServerError: (m) => reported.push(m) });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['post /sys/logout']);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toBeTruthy();
    expect(useSessionStore.getState()).toMatchObject({ token: '', userInfo: null, permissionList: [] });
    expect(storage.get('Access-Token')).toBeUndefined();
    expect(storage.get('Login_Userinfo')).toBeUndefined();
    expect(storage.get('UI_CACHE_DB_DICT_DATA')).toBeUndefined();
  });
});
