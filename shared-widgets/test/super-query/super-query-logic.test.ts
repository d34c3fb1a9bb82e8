import { buildSuperQuery, changeRule, emptyCondition, encodeSuperQueryParams, isEmptyCondition, selectField, storableRows, superQueryListParams, toParams } from '../../src/super-query/super-query-logic';
import { encodeQueryValue } from '../../src/super-query/query-value-encoding';
import { loadSavedQueries, removeSavedQuery, savedQueryKey, SAVED_QUERY_PREFIX, storeSavedQueries, upsertSavedQuery } from '../../src/super-query/saved-query-store';
import type { SuperQueryField } from '../../src/super-query/super-query-types';

const sex: SuperQueryField = { value: 'sex', text: '性别', type: 'list', dbType: 'int', dictCode: 'sex' };
const name: SuperQueryField = { value: 'name', text: '名称', type: 'string', dbType: 'string' };

describe('advanced query rows (widgets-spec §4, §5)', () => {
  it('starts with an empty row whose rule is eq', () => {
    const row = emptyCondition();
    expect(row.rule).toBe('eq');
    expect(row.field).toBeUndefined();
    expect(isEmptyCondition(row)).toBe(true);
    expect(emptyCondition().key).not.toBe(row.key);
  });
  it('a row is empty when field, value or rule is missing', () => {
    expect(isEmptyCondition({ field: 'name', rule: 'eq', val: 'a' })).toBe(false);
    expect(isEmptyCondition({ rule: 'eq', val: 'a' })).toBe(true);
    expect(isEmptyCondition({ field: 'name', val: 'a' })).toBe(true);
    expect(isEmptyCondition({ field: 'name', rule: 'eq', val: '  ' })).toBe(true);
    expect(isEmptyCondition({ field: 'name', rule: 'in', val: [] })).toBe(true);
    expect(isEmptyCondition({ field: 'age', rule: 'eq', val: 0 })).toBe(false);
  });
  it('choosing a field resets the value and copies the type info', () => {
    const row = selectField({ key: 'k', field: 'name', rule: 'like', val: 'x' }, sex);
    expect(row).toEqual({ key: 'k', rule: 'like', field: 'sex', val: undefined, type: 'list', dbType: 'int', options: undefined, dictCode: 'sex', dictTable: undefined, dictText: undefined, customReturnField: undefined, popup: undefined });
  });
  it('leaving rule in keeps only the first selected value of a dictionary field', () => {
    const row = { ...selectField(emptyCondition(), sex), rule: 'in' as const, val: ['1', '2'] };
    expect(changeRule(row, 'eq').val).toBe('1');
    expect(changeRule({ ...row, val: '2,1' }, 'ne').val).toBe('2');
    expect(changeRule(row, 'in').val).toEqual(['1', '2']);
    const text = { ...selectField(emptyCondition(), name), rule: 'in' as const, val: 'a,b' };
    expect(changeRule(text, 'eq').val).toBe('a,b');
    expect(changeRule({ ...selectField(emptyCondition(), sex), rule: 'eq', val: '1' }, 'in').val).toBe('1');
  });
  it('sends usable rows only, arrays joined by commas, with type and dbType', () => {
    const rows = [
      { key: 'a', field: 'sex', rule: 'in' as const, val: ['1', '2'], type: 'list', dbType: 'int', dictCode: 'sex' },
      { key: 'b', field: 'name', rule: 'like' as const, val: ' 张 ', type: 'string' },
      { key: 'c', rule: 'eq' as const },
    ];
    expect(toParams(rows)).toEqual([
      { field: 'sex', rule: 'in', val: '1,2', type: 'list', dbType: 'int' },
      { field: 'name', rule: 'like', val: '张', type: 'string' },
    ]);
    const out = buildSuperQuery('or', rows);
    expect(out.matchType).toBe('or');
    expect(out.superQueryMatchType).toBe('or');
    expect(JSON.parse(decodeURIComponent(out.superQueryParams))).toEqual(out.params);
    expect(out.superQueryParams).not.toMatch(/[{}"[\],: ]/);
    expect(superQueryListParams(out)).toEqual({ superQueryParams: out.superQueryParams, superQueryMatchType: 'or' });
    expect(superQueryListParams(buildSuperQuery('and', [rows[2]]))).toEqual({});
    expect(encodeSuperQueryParams([])).toBe('');
    expect(storableRows(rows)).toEqual([
      { field: 'sex', rule: 'in', val: ['1', '2'], type: 'list', dbType: 'int', dictCode: 'sex' },
      { field: 'name', rule: 'like', val: ' 张 ', type: 'string' },
    ]);
  });
});

describe('query text value encoding (widgets-spec §5)', () => {
  it.each([
    ['like', 'abc', '*abc*'],
    ['ne', 'abc', '!abc'],
    ['ge', '10', '>=10'],
    ['le', '10', '<=10'],
    ['gt', '10', '>10'],
    ['lt', '10', '<10'],
    ['right_like', 'ab', 'ab*'],
    ['left_like', 'ab', '*ab'],
    ['eq', ' ab ', 'ab'],
  ] as const)('%s %s → %s', (rule, value, expected) => {
    expect(encodeQueryValue(rule, value)).toBe(expected);
  });
  it('joins arrays by commas and gives "" for blanks', () => {
    expect(encodeQueryValue('in', ['1', 2])).toBe('1,2');
    expect(encodeQueryValue('like', '')).toBe('');
    expect(encodeQueryValue('ne', undefined)).toBe('');
  });
});

describe('saved queries in local storage', () => {
  beforeEach(() => localStorage.clear());
  it('stores under prefix + save code, upserts by title and removes', () => {
    expect(savedQueryKey('/system/widget-demo')).toBe(`${SAVED_QUERY_PREFIX}/system/widget-demo`);
    expect(loadSavedQueries('/x')).toEqual([]);
    let list = upsertSavedQuery([], { title: '男性', matchType: 'and', records: [{ field: 'sex', rule: 'eq', val: '1' }] });
    list = upsertSavedQuery(list, { title: '张', matchType: 'or', records: [{ field: 'name', rule: 'like', val: '张' }] });
    list = upsertSavedQuery(list, { title: '男性', matchType: 'and', records: [{ field: 'sex', rule: 'eq', val: '2' }] });
    expect(list.map((q) => q.title)).toEqual(['男性', '张']);
    expect(list[0].records[0].val).toBe('2');
    storeSavedQueries('/x', list);
    expect(localStorage.getItem(`${SAVED_QUERY_PREFIX}/x`)).toContain('男性');
    expect(loadSavedQueries('/x')).toEqual(list);
    expect(loadSavedQueries('/y')).toEqual([]);
    expect(removeSavedQuery(list, '男性').map((q) => q.title)).toEqual(['张']);
  });
  it('ignores unreadable storage', () => {
    localStorage.setItem(`${SAVED_QUERY_PREFIX}/bad`, '{not json');
    expect(loadSavedQueries('/bad')).toEqual([]);
  });
});
