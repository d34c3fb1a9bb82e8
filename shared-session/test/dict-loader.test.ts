import { DICT_REFRESH_TEXT, getDictItems, http, loadAllDictItems, refreshDictCache, storage, STORAGE_KEYS } from '../src';

const ok = (result: unknown) => ({ success: true, code: 200, message: '', result });
const all = { sex: [{ value: '1', text: '男', title: '男', label: '男' }] };

describe('dictionary loading (widgets-spec §7 queryAllDictItems / refleshCache, §8, §9)', () => {
  let get: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    get = jest.spyOn(http, 'get');
  });
  afterEach(() => get.mockRestore());

  it('stores every dictionary for 7 days under UI_CACHE_DB_DICT_DATA', async () => {
    get.mockResolvedValueOnce(ok(all));
    const before = Date.now();
    expect(await loadAllDictItems()).toBe(true);
    expect(get).toHaveBeenCalledWith('/sys/dict/queryAllDictItems', { skipErrorHandler: true });
    expect(getDictItems('sex')[0].text).toBe('男');
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEYS.UI_CACHE_DB_DICT_DATA)!);
    expect(raw.expire - before).toBeGreaterThanOrEqual(604800000);
    expect(raw.expire - Date.now()).toBeLessThanOrEqual(604800000);
  });

  it('keeps the old cache when the load fails', async () => {
    storage.set(STORAGE_KEYS.UI_CACHE_DB_DICT_DATA, all, 1000000);
    get.mockResolvedValueOnce({ success: false, code: 500, message: 'x', result: null });
    expect(await loadAllDictItems()).toBe(false);
    get.mockRejectedValueOnce(new Error('network'));
    expect(await loadAllDictItems()).toBe(false);
    expect(getDictItems('sex')).toHaveLength(1);
  });

  it('refreshes: server cache then reload, 刷新缓存完成！ or 刷新缓存失败！', async () => {
    get.mockResolvedValueOnce(ok(null)).mockResolvedValueOnce(ok({ yn: [{ value: 'Y', text: '是' }] }));
    expect(await refreshDictCache()).toEqual({ ok: true, message: '刷新缓存完成！' });
    expect(get.mock.calls.map((c) => c[0])).toEqual(['/sys/dict/refleshCache', '/sys/dict/queryAllDictItems']);
    expect(getDictItems('yn')[0].text).toBe('是');
    get.mockRejectedValueOnce(new Error('500'));
    expect(await refreshDictCache()).toEqual({ ok: false, message: DICT_REFRESH_TEXT.FAILED });
    get.mockResolvedValueOnce(ok(null)).mockResolvedValueOnce({ success: false, code: 500, message: '', result: null });
    expect((await refreshDictCache()).message).toBe('刷新缓存失败！');
  });
});
