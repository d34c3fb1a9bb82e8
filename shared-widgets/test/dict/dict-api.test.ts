const get = jest.fn();
const cache: Record<string, { value: string; text: string }[]> = {};
jest.mock('shared-session', () => ({
  http: { get: (...a: unknown[]) => get(...a) },
  getDictItems: (code: string) => cache[code] ?? [],
  SESSION_CONSTANTS: { DEFAULT_CACHE_TTL_MS: 30000 },
}));

import { cachedDictOptions, clearDictMemo, dictTextOf, loadDictOptions, toDictOption } from '../../src/dict/dict-api';
import { dictTextFromCache, loadDictText } from '../../src/dict/dict-text';

const ok = (result: unknown) => ({ success: true, code: 200, message: '', result });

beforeEach(() => {
  get.mockReset();
  clearDictMemo();
  Object.keys(cache).forEach((k) => delete cache[k]);
});

describe('dictionary client (widgets-spec §5 Dictionary lookup, §7 getDictItems)', () => {
  it('normalises value/text/label/title and keeps disabled', () => {
    expect(toDictOption({ value: 1, label: '男' })).toEqual({ value: '1', text: '男', label: '男', title: '男' });
    expect(toDictOption({ value: 'x', text: '停用', disabled: true }).disabled).toBe(true);
  });

  it('reads the local cache first and calls the server only when the code is not cached', async () => {
    cache.sex = [{ value: '1', text: '男' }, { value: '2', text: '女' }];
    expect((await loadDictOptions('sex')).map((o) => o.text)).toEqual(['男', '女']);
    expect(get).not.toHaveBeenCalled();
    get.mockResolvedValueOnce(ok([{ value: 'Y', text: '是' }]));
    expect((await loadDictOptions('yn')).map((o) => o.value)).toEqual(['Y']);
    expect(get).toHaveBeenCalledWith('/sys/dict/getDictItems/yn', { skipErrorHandler: true });
  });

  it('encodes a table dictionary in the path and shares one call among concurrent callers for 30 s', async () => {
    get.mockResolvedValue(ok([{ value: 'admin', text: '管理员' }]));
    const [a, b] = await Promise.all([loadDictOptions('sys_user,realname,username', 1000), loadDictOptions('sys_user,realname,username', 1000)]);
    expect(a).toBe(b);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0][0]).toBe('/sys/dict/getDictItems/sys_user%2Crealname%2Cusername');
    await loadDictOptions('sys_user,realname,username', 1000 + 29999);
    expect(get).toHaveBeenCalledTimes(1);
    await loadDictOptions('sys_user,realname,username', 1000 + 30000);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('gives [] for a dictionary that cannot be loaded, and retries next time', async () => {
    get.mockRejectedValueOnce(new Error('500'));
    expect(await loadDictOptions('broken')).toEqual([]);
    get.mockResolvedValueOnce({ success: false, code: 500, message: 'no', result: null });
    expect(await loadDictOptions('broken')).toEqual([]);
    get.mockResolvedValueOnce(ok([{ value: '1', text: 'a' }]));
    expect(await loadDictOptions('broken')).toHaveLength(1);
    expect(await loadDictOptions('')).toEqual([]);
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('looks texts up: comma lists, unknown values, and 字典Code不能为空! without a code', async () => {
    cache.sex = [{ value: '1', text: '男' }, { value: '2', text: '女' }];
    expect(dictTextOf(cachedDictOptions('sex'), '1,2,9')).toBe('男,女,9');
    expect(dictTextOf(cachedDictOptions('sex'), '')).toBe('');
    expect(dictTextFromCache('sex', 2)).toBe('女');
    expect(dictTextFromCache('', '1')).toBe('字典Code不能为空!');
    expect(dictTextFromCache(undefined, '1')).toBe('字典Code不能为空!');
    expect(await loadDictText(null, '1')).toBe('字典Code不能为空!');
    get.mockResolvedValueOnce(ok([{ value: 'Y', text: '是' }]));
    expect(await loadDictText('yn', 'Y')).toBe('是');
  });
});
