import { PRESET_TEXTS, VALIDATE_PRESETS, validateTableCell as validateCell, validateTableRows as validateRows, type TableColumn, type TableRow } from '../../src';
import { patternRegExp } from '../../src/editable-table/validate/presets';

const col = (validateRules: TableColumn['validateRules'], extra: Partial<TableColumn> = {}): TableColumn => ({ key: 'v', title: '编码', type: 'input', validateRules, ...extra });
const row = (v: unknown, id = 'r1'): TableRow => ({ id, v });
const check = (rules: TableColumn['validateRules'], v: unknown, rows?: TableRow[]) => {
  const r = row(v);
  return validateCell(col(rules), r, rows ?? [r]);
};

describe('table column rules (widgets-spec §5)', () => {
  it.each([
    ['n6-16', ['123456', '1234567890123456'], ['12345', '12345678901234567', '12345a']],
    ['*6-16', ['abc 12', '!@#$%^'], ['abcde', 'x'.repeat(17)]],
    ['s6-18', ['abcdef', 'ABCDEFGHIJKLMNOPQR'], ['abcde', 'abcdef1', 'x'.repeat(19)]],
    ['url', ['http://a.cn', 'https://www.example.com/x?y=1', 'ftp://files.example.org'], ['www.example.com', 'http://', 'mailto:a@b.cn']],
    ['e', ['a.b@example.com', 'x+y@mail.co'], ['a@b', 'ab.example.com', 'a@@b.cn']],
    ['m', ['13800138000', '19912345678'], ['12800138000', '1380013800', '138001380001', '23800138000']],
    ['p', ['100000', '518000'], ['012345', '10000', '1000000']],
    ['s', ['abc', 'XYZ'], ['ab1', 'a b']],
    ['n', ['1', '-2.5', '0.75', '+3'], ['1.2.3', 'abc', '--1']],
    ['z', ['0', '-12', '42'], ['1.5', 'a']],
    ['money', ['0', '12', '12.3', '12.34'], ['12.345', '-1', '01', 'abc']],
  ])('preset %s accepts and rejects', async (preset, good, bad) => {
    for (const v of good) expect(await check([{ pattern: preset }], v)).toBeNull();
    for (const v of bad) expect(await check([{ pattern: preset }], v)).toBe(PRESET_TEXTS[preset]);
  });

  it('lets empty values through patterns, except the * (non-empty) preset', async () => {
    expect(await check([{ pattern: 'm' }], '')).toBeNull();
    expect(await check([{ pattern: '*' }], '')).toBe(PRESET_TEXTS['*']);
    expect(await check([{ pattern: '*' }], '  ')).toBe(PRESET_TEXTS['*']);
    expect(await check([{ pattern: '*' }], 'x')).toBeNull();
  });

  it('uses any other pattern as a regular expression, with the rule message and ${title}', async () => {
    expect(await check([{ pattern: '^A\\d+$', message: '${title}须以A开头' }], 'B1')).toBe('编码须以A开头');
    expect(await check([{ pattern: /^A\d+$/ }], 'A12')).toBeNull();
    expect(await check([{ pattern: '^A' }], 'B')).toBe('编码格式不正确');
    expect(patternRegExp('([')).toBeNull();
    expect(await check([{ pattern: '([' }], 'anything')).toBeNull();
    expect(Object.keys(VALIDATE_PRESETS)).toHaveLength(12);
  });

  it('fails required on empty values (null, blank text, empty array)', async () => {
    for (const v of [null, undefined, '', '   ', []]) expect(await check([{ required: true }], v)).toBe('编码不能为空');
    expect(await check([{ required: true }], 0)).toBeNull();
    expect(await check([{ required: true, message: '请填写' }], '')).toBe('请填写');
  });

  it('fails unique (and pattern "only") when two or more rows hold the same value; empty values never clash', async () => {
    const rows = [row('A', '1'), row('A', '2'), row('B', '3'), row('', '4'), row('', '5')];
    const c = col([{ unique: true }]);
    expect(await validateCell(c, rows[0], rows)).toBe('编码不能重复');
    expect(await validateCell(c, rows[2], rows)).toBeNull();
    expect(await validateCell(c, rows[3], rows)).toBeNull();
    expect(await validateCell(col([{ pattern: 'only', message: '重复了' }]), rows[1], rows)).toBe('重复了');
  });

  it('checks the rules in order and reports the first failure only', async () => {
    expect(await check([{ required: true }, { pattern: 'm' }], '')).toBe('编码不能为空');
    expect(await check([{ pattern: 'n' }, { pattern: 'z' }], '1.5')).toBe(PRESET_TEXTS.z);
    expect(await check([{ pattern: 'z' }, { pattern: 'n' }], 'x')).toBe(PRESET_TEXTS.z);
  });

  it('runs custom (async) handlers: false fails with the message, a string fails with itself, a rejection with its error', async () => {
    const seen: unknown[] = [];
    const handler = async ({ value, row: r, column }: { value: unknown; row: TableRow; column: TableColumn }) => {
      seen.push([value, r.id, column.key]);
      return value === 'ok';
    };
    expect(await check([{ handler, message: '校验失败' }], 'bad')).toBe('校验失败');
    expect(await check([{ handler }], 'ok')).toBeNull();
    expect(seen[0]).toEqual(['bad', 'r1', 'v']);
    expect(await check([{ handler: () => '服务器说不行' }], 'x')).toBe('服务器说不行');
    expect(await check([{ handler: () => Promise.reject(new Error('网络错误')) }], 'x')).toBe('网络错误');
    expect(await check([{ required: true }, { handler: () => '不会运行' }], '')).toBe('编码不能为空');
  });

  it('collects: counts rows in error and skips disabled rows', async () => {
    const columns: TableColumn[] = [col([{ required: true }]), { key: 'w', title: '手机', type: 'input', validateRules: [{ pattern: 'm' }] }];
    const rows: TableRow[] = [
      { id: '1', v: '', w: '123' },
      { id: '2', v: 'x', w: '13800138000' },
      { id: '3', v: '', w: '' },
      { id: '4', v: '', w: '1', locked: true },
    ];
    const { errors, errorRows } = await validateRows(rows, columns, (r) => Boolean(r.locked));
    expect(errorRows).toBe(2);
    expect(errors.get('1')).toEqual(new Map([['v', '编码不能为空'], ['w', PRESET_TEXTS.m]]));
    expect(errors.get('3')).toEqual(new Map([['v', '编码不能为空']]));
    expect(errors.has('4')).toBe(false);
  });
});
