import { buildQueryParams, queryFieldNames } from '../../src/form/query-params';
import { numberPrecision } from '../../src/form/number-precision';
import { readFieldExtension } from '../../src/form/field-extension';
import { joinValueList, toValueList } from '../../src/form/value-codec';
import { NO_VALIDATE_METHOD, TABLES_NOT_ARRAY, validateForm, validateTables } from '../../src/validation/validate-forms';

describe('number widget precision (widgets-spec §5 "Other")', () => {
  it('is 0 for onlyInteger, else dbPointLength', () => {
    expect(numberPrecision({ onlyInteger: true, dbPointLength: 3 })).toBe(0);
    expect(numberPrecision({ dbPointLength: 2 })).toBe(2);
    expect(numberPrecision({ dbPointLength: 0 })).toBe(0);
    expect(numberPrecision({})).toBeUndefined();
    expect(numberPrecision({ dbPointLength: -1 })).toBeUndefined();
  });
});

describe('extension JSON (widgets-spec §3)', () => {
  it('reads uploadnum, fileType, down, store, text from text or object', () => {
    expect(readFieldExtension({ fieldExtendJson: '{"uploadnum":3,"fileType":"image","down":"1","store":"id","text":"realname"}' })).toEqual({ uploadnum: 3, fileType: 'image', down: true, store: 'id', text: 'realname' });
    expect(readFieldExtension({ fieldExtendJson: { uploadnum: '0' as unknown as number, down: false } })).toEqual({ uploadnum: 0, down: false });
    expect(readFieldExtension({ fieldExtendJson: { uploadnum: -2 } })).toEqual({ uploadnum: 0 });
  });
  it('gives {} for missing, blank, broken or non-object JSON', () => {
    expect(readFieldExtension({})).toEqual({});
    expect(readFieldExtension({ fieldExtendJson: '  ' })).toEqual({});
    expect(readFieldExtension({ fieldExtendJson: '{bad' })).toEqual({});
    expect(readFieldExtension({ fieldExtendJson: '["Y","N"]' })).toEqual({});
  });
});

describe('query form params: single and range modes (_begin / _end)', () => {
  it('names range fields with the suffixes', () => {
    expect(queryFieldNames({ key: 'age' })).toEqual(['age']);
    expect(queryFieldNames({ key: 'birthday', mode: 'range' })).toEqual(['birthday_begin', 'birthday_end']);
  });
  it('keeps filled values only, trims text, joins arrays', () => {
    const items = [{ key: 'name' }, { key: 'birthday', mode: 'range' as const }, { key: 'sex' }, { key: 'tags' }, { key: 'age' }];
    expect(buildQueryParams(items, { name: ' 张 ', birthday_begin: '2020-01-01', birthday_end: '', sex: undefined, tags: ['a', 'b'], age: 0, other: 'x' })).toEqual({ name: '张', birthday_begin: '2020-01-01', tags: 'a,b', age: '0' });
    expect(buildQueryParams(items, {})).toEqual({});
  });
});

describe('multi values', () => {
  it('splits and joins comma lists', () => {
    expect(toValueList('a,b,,c')).toEqual(['a', 'b', 'c']);
    expect(toValueList(['1', 2, null, ''])).toEqual(['1', '2']);
    expect(toValueList(undefined)).toEqual([]);
    expect(joinValueList(['a', 1])).toBe('a,1');
  });
});

describe('validation helpers (widgets-spec §5 "Other")', () => {
  it('rejects a form without a validate method', async () => {
    await expect(validateForm({})).rejects.toThrow(NO_VALIDATE_METHOD);
    await expect(validateForm(null)).rejects.toThrow(NO_VALIDATE_METHOD);
    await expect(validateForm({ validate: async () => ({ a: 1 }) })).resolves.toEqual({ a: 1 });
    await expect(validateForm({ validateFields: async () => ({ b: 2 }) })).resolves.toEqual({ b: 2 });
    await expect(validateForm({ validateFields: async () => Promise.reject(new Error('bad')) })).rejects.toThrow('bad');
  });
  it('requires an array of tables and reports the failing one', async () => {
    await expect(validateTables({ validate: async () => 1 })).rejects.toThrow(TABLES_NOT_ARRAY);
    await expect(validateTables([{ validate: async () => 1 }, { validate: async () => 2 }])).resolves.toEqual([1, 2]);
    await expect(validateTables([{ validate: async () => 1 }, {}])).rejects.toThrow(NO_VALIDATE_METHOD);
    await expect(validateTables([{ validate: async () => 1 }, { validate: async () => Promise.reject(new Error('第2行必填')) }])).rejects.toMatchObject({ message: '第2行必填', tableIndex: 1 });
  });
});
