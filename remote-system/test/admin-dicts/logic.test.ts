import { treeRows } from '../../src/features/category/category-tree';
import { parseSegments } from '../../src/features/check-rule/check-rule-types';
import { diffVersions } from '../../src/features/data-log/data-diff';
import { parseSerialParams, serialExample } from '../../src/features/fill-rule/fill-rule-types';

describe('admin-dicts pure logic', () => {
  it('diffs two versions field by field', () => {
    const rows = diffVersions('{"name":"甲","age":20,"x":null}', '{"name":"乙","age":20,"tags":["a"]}');
    expect(rows).toEqual([
      { field: 'name', old: '甲', new: '乙', changed: true },
      { field: 'age', old: '20', new: '20', changed: false },
      { field: 'x', old: '', new: '', changed: false },
      { field: 'tags', old: '', new: '["a"]', changed: true },
    ]);
    expect(diffVersions('not json', '{"a":1}')).toEqual([{ field: 'a', old: '', new: '1', changed: true }]);
  });

  it('puts a loading placeholder under unloaded categories and the loaded children otherwise', () => {
    const base = { pid: '0', code: 'B01', createTime: '' };
    const rows = treeRows([{ ...base, id: 'r', name: '根', hasChild: '1' }, { ...base, id: 'leaf', name: '叶', hasChild: '0' }], {});
    expect(rows[0].children).toEqual([expect.objectContaining({ id: 'r__loading', placeholder: true })]);
    expect(rows[1].children).toBeUndefined();
    const loaded = treeRows([{ ...base, id: 'r', name: '根', hasChild: '1' }], { r: [{ ...base, id: 'c', pid: 'r', name: '子', code: 'B01A01', hasChild: '0' }] });
    expect(loaded[0].children?.map((c) => c.name)).toEqual(['子']);
  });

  it('reads rule JSON and builds serial examples', () => {
    expect(parseSegments('[{"digits":"*","pattern":"^\\\\d+$","message":"m"}]')).toHaveLength(1);
    expect(parseSegments('{')).toEqual([]);
    const p = parseSerialParams('{"prefix":"DD","datePattern":"yyyyMMdd","seqLength":4}');
    expect(serialExample(p, new Date(2026, 10, 21))).toBe('DD202611210001');
    expect(serialExample({ prefix: 'JC', datePattern: 'yyyyMM', seqLength: 3, prefixField: 'areaCode' }, new Date(2026, 0, 5))).toBe('JC{areaCode}202601001');
  });
});
