import { acceptNumberDraft, checkPopupColumn, computeTableStatistics as computeStatistics, displayFileName, formatTags, numberOnBlur, popupColumnValues as popupValues, splitTags, tableColumnWidth as columnWidth, tableToolbarButtons as visibleButtons, type TableColumn } from '../../src';
import { isChecked } from '../../src/editable-table/cells/checkbox-value';
import { fileNameOfPath, firstPath } from '../../src/editable-table/cells/file-value';
import { fieldExtension, visibleColumns } from '../../src/editable-table/columns/column-kinds';
import { multiTagDisplay, multiValues } from '../../src/editable-table/columns/options';
import { textDictOf } from '../../src/editable-table/columns/picker-dicts';
import { normalizeIncoming } from '../../src/editable-table/grid/hot-hooks';

describe('number cells (widgets-spec §5)', () => {
  it('accepts only an optional minus, digits and one decimal point while typing; other input reverts', () => {
    for (const ok of ['', '-', '1', '-12', '3.', '-0.5', '.5', '12.34']) expect(acceptNumberDraft('7', ok)).toBe(ok);
    for (const bad of ['1a', '--1', '1.2.3', '1-', '+1', '1,5', ' 1', 'e']) expect(acceptNumberDraft('7', bad)).toBe('7');
  });

  it('on blur: nothing usable becomes empty, otherwise parsed as a number', () => {
    expect(numberOnBlur('')).toBeNull();
    expect(numberOnBlur('-')).toBeNull();
    expect(numberOnBlur('.')).toBeNull();
    expect(numberOnBlur('-.')).toBeNull();
    expect(numberOnBlur('abc')).toBeNull();
    expect(numberOnBlur('12a')).toBeNull();
    expect(numberOnBlur(null)).toBeNull();
    expect(numberOnBlur('3.')).toBe(3);
    expect(numberOnBlur('-0.5')).toBe(-0.5);
    expect(numberOnBlur(' 42 ')).toBe(42);
    expect(numberOnBlur(8)).toBe(8);
    expect(numberOnBlur(Number.NaN)).toBeNull();
  });

  it('normalises pasted or typed values of number and tags columns', () => {
    const num = { key: 'q', title: '数量', type: 'inputNumber' } as TableColumn;
    const tags = { key: 't', title: '标签', type: 'tags' } as TableColumn;
    expect(normalizeIncoming(num, '12.5')).toBe(12.5);
    expect(normalizeIncoming(num, 'x')).toBeNull();
    expect(normalizeIncoming(tags, 'abcd')).toBe('ab;cd');
    expect(normalizeIncoming({ key: 'a', title: 'a', type: 'input' }, ' x ')).toBe(' x ');
  });
});

describe('tag input (widgets-spec §5)', () => {
  it('puts a semicolon after every two characters and strips typed semicolons', () => {
    expect(formatTags('')).toBe('');
    expect(formatTags('a')).toBe('a');
    expect(formatTags('ab')).toBe('ab');
    expect(formatTags('abc')).toBe('ab;c');
    expect(formatTags('abcde')).toBe('ab;cd;e');
    expect(formatTags('a;b;c;d')).toBe('ab;cd');
    expect(formatTags('ab;cd;')).toBe('ab;cd');
    expect(formatTags('红色；蓝色')).toBe('红色;蓝色');
    expect(splitTags('ab;cd;;e')).toEqual(['ab', 'cd', 'e']);
  });
});

describe('file and image cells (widgets-spec §3, §5, §9)', () => {
  it('uses only the first of several paths and cuts the name at 5 characters plus …', () => {
    expect(firstPath('temp/a.png,temp/b.png')).toBe('temp/a.png');
    expect(firstPath('')).toBe('');
    expect(fileNameOfPath('temp/20260101/合同扫描件_1767225600000.pdf')).toBe('合同扫描件.pdf');
    expect(displayFileName('temp/20260101/合同扫描件_1767225600000.pdf,temp/x.txt')).toBe('合同扫描件…');
    expect(displayFileName('temp/a.txt')).toBe('a.txt');
    expect(displayFileName('temp/abcdef.txt')).toBe('abcde…');
  });
});

describe('checkbox, options and pickers', () => {
  it('checkbox customValue pair, compared as text', () => {
    const c = { customValue: ['Y', 'N'] as [unknown, unknown] };
    expect(isChecked(c, 'Y')).toBe(true);
    expect(isChecked(c, 'N')).toBe(false);
    expect(isChecked({}, true)).toBe(true);
    expect(isChecked({ customValue: [1, 0] }, '1')).toBe(true);
  });

  it('multi-select shows at most 1 tag and a counter', () => {
    const options = [{ value: '1', text: '红' }, { value: '2', text: '绿' }, { value: '3', text: '蓝' }];
    expect(multiValues('1,2')).toEqual(['1', '2']);
    expect(multiValues(['1', 3])).toEqual(['1', '3']);
    expect(multiTagDisplay(options, '2,3,9')).toEqual({ tags: ['绿'], more: 2 });
    expect(multiTagDisplay(options, '')).toEqual({ tags: [], more: 0 });
  });

  it('checks popup columns and copies orgFields into destFields', () => {
    expect(checkPopupColumn({ popupCode: 'report_user', orgFields: 'username' })).toEqual({ error: 'popup参数未正确配置!' });
    expect(checkPopupColumn({ orgFields: 'a', destFields: 'b' })).toEqual({ error: 'popup参数未正确配置!' });
    expect(checkPopupColumn({ popupCode: 'r', orgFields: 'a,b', destFields: 'x' })).toEqual({ error: 'popup参数未正确配置,原始值和目标值数量不一致!' });
    const mapping = checkPopupColumn({ popupCode: 'r', orgFields: 'username, realname', destFields: 'user_name,remark' });
    if ('error' in mapping) throw new Error(mapping.error);
    expect(popupValues(mapping, [{ username: 'a', realname: '甲' }, { username: 'b', realname: '' }])).toEqual({ user_name: 'a,b', remark: '甲' });
  });

  it('looks picker texts up through table dictionaries', () => {
    expect(textDictOf({ key: 'u', title: 'u', type: 'sel_user' })).toBe('sys_user,realname,username');
    expect(textDictOf({ key: 'u', title: 'u', type: 'sel_user', fieldExtendJson: '{"store":"id"}' })).toBe('sys_user,realname,id');
    expect(textDictOf({ key: 'd', title: 'd', type: 'sel_depart' })).toBe('sys_depart,depart_name,id');
    expect(textDictOf({ key: 's', title: 's', type: 'sel_search', dictCode: 'sys_user,realname,username' })).toBe('sys_user,realname,username');
    expect(textDictOf({ key: 's', title: 's', type: 'sel_search', dictCode: 'sex' })).toBeNull();
    expect(fieldExtension({ fieldExtendJson: 'not json' })).toEqual({});
  });
});

describe('columns (widgets-spec §9 widths)', () => {
  it('applies the minimum and structural widths', () => {
    expect(columnWidth({ type: 'datetime', width: 100 }, false)).toBe(190);
    expect(columnWidth({ type: 'sel_user' }, false)).toBe(190);
    expect(columnWidth({ type: 'sel_depart', width: 250 }, false)).toBe(250);
    expect(columnWidth({ type: 'date', width: 80 }, false)).toBe(135);
    expect(columnWidth({ type: 'file', width: 120 }, false)).toBe(121);
    expect(columnWidth({ type: 'image', width: 120 }, false)).toBe(121);
    expect(columnWidth({ type: 'row-number' }, true)).toBe(60);
    for (const type of ['row-checkbox', 'row-radio', 'row-expand', 'row-drag-sort'] as const) {
      expect(columnWidth({ type }, false)).toBe(40);
      expect(columnWidth({ type }, true)).toBe(60);
    }
    expect(columnWidth({ type: 'input' }, false)).toBe(150);
  });

  it('drops hidden columns and adds the structural columns asked for', () => {
    const cols: TableColumn[] = [{ key: 'a', title: 'A', type: 'input' }, { key: 'h', title: 'H', type: 'hidden' }];
    expect(visibleColumns(cols, { rowNumber: true, rowSelection: 'checkbox', rowExpand: true, dragSort: true }).map((c) => c.type)).toEqual(['row-drag-sort', 'row-number', 'row-checkbox', 'row-expand', 'input']);
    expect(visibleColumns(cols, { rowSelection: 'radio' }).map((c) => c.type)).toEqual(['row-radio', 'input']);
    expect(visibleColumns([{ key: 'n', title: '', type: 'row-number' }, ...cols], { rowNumber: true }).map((c) => c.type)).toEqual(['row-number', 'input']);
  });
});

describe('toolbar permissions (widgets-spec §6)', () => {
  const all = ['add', 'save', 'remove', 'clearSelection', 'collapse'] as const;
  it('hides 新增 without prefix+add and 删除 without prefix+batch_delete', () => {
    const granted = new Set(['test:jeecgDemo:item:add']);
    expect(visibleButtons(all, 'test:jeecgDemo:item:', (c) => granted.has(c))).toEqual(['add', 'save', 'clearSelection', 'collapse']);
    expect(visibleButtons(all, 'test:jeecgDemo:item:', () => false)).toEqual(['save', 'clearSelection', 'collapse']);
    expect(visibleButtons(all, undefined, () => false)).toEqual([...all]);
  });
  it('hides the codes of the exclusion list for everyone', () => {
    expect(visibleButtons(all, undefined, () => true, ['batch_delete'])).toEqual(['add', 'save', 'clearSelection', 'collapse']);
    expect(visibleButtons(all, 'p:', () => true, ['add'])).toEqual(['save', 'remove', 'clearSelection', 'collapse']);
  });
});

describe('statistics (widgets-spec §3)', () => {
  it('sums and averages numeric cells per column, ignoring the rest', () => {
    const columns: TableColumn[] = [
      { key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum', 'average'] },
      { key: 'price', title: '单价', type: 'inputNumber', statistics: ['average'] },
      { key: 'name', title: '名称', type: 'input' },
    ];
    const rows = [
      { id: '1', qty: 1, price: '0.1' },
      { id: '2', qty: '2', price: 0.2 },
      { id: '3', qty: 'x', price: null },
      { id: '4', qty: '', price: '' },
    ];
    expect(computeStatistics(rows, columns)).toEqual([
      { kind: 'sum', values: { qty: 3 } },
      { kind: 'average', values: { qty: 1.5, price: 0.15 } },
    ]);
    expect(computeStatistics([], columns)[1].values).toEqual({ qty: 0, price: 0 });
    expect(computeStatistics(rows, [columns[2]])).toEqual([]);
  });
});
