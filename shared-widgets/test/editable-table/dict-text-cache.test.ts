import { DictTextCache } from '../../src/editable-table/columns/dict-text-cache';

describe('picker text cache (GET /sys/dict/loadDictItem/{dict})', () => {
  it('batches unknown keys per dictionary, shows keys meanwhile and repaints when loaded', async () => {
    const fetcher = jest.fn(async (dict: string, keys: string[]) => keys.map((k) => `${dict === 'd' ? '部门' : '用户'}${k}`));
    const loaded = jest.fn();
    const cache = new DictTextCache(loaded, fetcher);
    expect(cache.text('u', 'a,b')).toBe('a,b');
    expect(cache.text('u', 'b')).toBe('b');
    expect(cache.text('d', '1')).toBe('1');
    expect(cache.text('u', '')).toBe('');
    await cache.flush();
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(fetcher).toHaveBeenCalledWith('u', ['a', 'b']);
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(cache.text('u', 'a,b')).toBe('用户a,用户b');
    expect(cache.text('d', '1')).toBe('部门1');
  });

  it('keeps the stored value on failure (no retry loop) and accepts primed texts', async () => {
    const fetcher = jest.fn().mockRejectedValue(new Error('down'));
    const cache = new DictTextCache(() => {}, fetcher);
    cache.text('u', 'x');
    await cache.flush();
    expect(cache.text('u', 'x')).toBe('x');
    await cache.flush();
    expect(fetcher).toHaveBeenCalledTimes(1);
    cache.prime('u', 'y', '张三');
    expect(cache.text('u', 'y')).toBe('张三');
  });
});
