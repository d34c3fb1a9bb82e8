import { SESSION_CONSTANTS, STORAGE_KEYS, clearDictCache, getDictItems, setDictCache, storage } from '../src';

describe('storage with expiry', () => {
  beforeEach(() => localStorage.clear());

  it('returns a value before its expiry and nothing after', () => {
    const t0 = 1_700_000_000_000;
    storage.set(STORAGE_KEYS.ACCESS_TOKEN, 'tok', SESSION_CONSTANTS.TOKEN_TTL_MS, t0);
    expect(storage.get(STORAGE_KEYS.ACCESS_TOKEN, undefined, t0 + 604800000 - 1)).toBe('tok');
    expect(storage.get(STORAGE_KEYS.ACCESS_TOKEN, 'none', t0 + 604800000)).toBe('none');
    expect(localStorage.getItem('Access-Token')).toBeNull();
  });

  it('keeps values without ttl and removes on demand', () => {
    storage.set('SIDEBAR_TYPE', true);
    expect(storage.get('SIDEBAR_TYPE', undefined, Date.now() + 10 ** 12)).toBe(true);
    storage.remove('SIDEBAR_TYPE');
    expect(storage.get('SIDEBAR_TYPE')).toBeUndefined();
  });

  it('ignores unreadable entries', () => {
    localStorage.setItem('TENANT_ID', '{oops');
    expect(storage.get('TENANT_ID', 0)).toBe(0);
  });

  it('uses the spec key names and the 7-day lifetime', () => {
    expect(SESSION_CONSTANTS.TOKEN_TTL_MS).toBe(604800000);
    expect(STORAGE_KEYS).toMatchObject({
      ACCESS_TOKEN: 'Access-Token',
      USER_INFO: 'Login_Userinfo',
      USER_AUTH: 'LOGIN_USER_BUTTON_AUTH',
      SYS_BUTTON_AUTH: 'SYS_BUTTON_AUTH',
      UI_CACHE_DB_DICT_DATA: 'UI_CACHE_DB_DICT_DATA',
      TENANT_ID: 'TENANT_ID',
      SIDEBAR_TYPE: 'SIDEBAR_TYPE',
      DEFAULT_MULTI_PAGE: 'DEFAULT_MULTI_PAGE',
    });
  });

  it('caches dictionaries and clears them', () => {
    setDictCache({ sex: [{ value: '1', text: '男' }] });
    expect(getDictItems('sex')).toEqual([{ value: '1', text: '男' }]);
    clearDictCache();
    expect(getDictItems('sex')).toEqual([]);
  });
});
