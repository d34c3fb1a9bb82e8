import Handsontable from 'handsontable/base';
import { TableController, type TableColumn, type TableRow } from '../../src';
import { DictTextCache } from '../../src/editable-table/columns/dict-text-cache';
import { buildLayout, headerHtml } from '../../src/editable-table/grid/hot-columns';
import { gridHooks, openOnClick, opensHost } from '../../src/editable-table/grid/hot-hooks';
import type { RenderContext } from '../../src/editable-table/grid/render-context';
import { rendererFor } from '../../src/editable-table/grid/renderers';

// Handsontable lays out poorly in jsdom, but its renderers and hooks run: a real (tiny) instance
// serves as the renderer's `instance`, and the hooks are driven with the arguments Handsontable passes.
class VisibleObserver {
  constructor(private cb: (entries: { isIntersecting: boolean; intersectionRatio: number }[]) => void) {}
  observe() {
    setTimeout(() => this.cb([{ isIntersecting: true, intersectionRatio: 1 }]), 0);
  }
  unobserve() {}
  disconnect() {}
}
(globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = VisibleObserver;

const columns: TableColumn[] = [
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true }] },
  { key: 'status', title: '状态', type: 'select', options: [{ value: '1', text: '启用' }, { value: '2', text: '停用' }] },
  { key: 'colors', title: '颜色', type: 'list_multi', options: [{ value: 'r', text: '红' }, { value: 'g', text: '绿' }] },
  { key: 'file', title: '附件', type: 'file' },
  { key: 'pic', title: '图片', type: 'image' },
  { key: 'user', title: '负责人', type: 'sel_user' },
  { key: 'dep', title: '部门', type: 'sel_depart' },
  { key: 'pop', title: '报表', type: 'popup', popupCode: 'report_user', orgFields: 'username,realname', destFields: 'user' },
  { key: 'progress', title: '进度', type: 'progress' },
  { key: 'tags', title: '标签', type: 'tags' },
  { key: 'qty', title: '数量', type: 'inputNumber' },
];
const rows = (): TableRow[] => [
  { id: 'a', name: '', status: '2', colors: 'r,g', file: 'temp/20260101/合同扫描件_1767225600000.pdf,temp/x.pdf', pic: 'temp/p.png', user: 'admin', dep: '', progress: 45, tags: 'ab;cd', qty: 1 },
  { id: 'b', name: '锁定', status: '1', colors: '', file: '', pic: '', user: '', dep: 'd1', progress: 0, tags: '', qty: 2, locked: 'Y' },
];

function setup() {
  const controller = new TableController(columns, { disabledRows: { locked: 'Y' }, rowSelection: 'checkbox', trackOrder: true });
  controller.setRows(rows());
  const texts = new DictTextCache(() => {}, async (_dict, keys) => keys.map((k) => `名-${k}`));
  const ctx: RenderContext = { controller, options: new Map(columns.filter((c) => c.options).map((c) => [c.key, c.options!])), linkedOptions: () => undefined, texts, slots: new Map(), fileUrl: (p) => `/jeecg-boot/sys/common/static/${p}` };
  const host = document.createElement('div');
  document.body.appendChild(host);
  const hot = new Handsontable(host, { data: controller.rows, licenseKey: 'non-commercial-and-evaluation' });
  const cell = (key: string, rowIndex = 0) => {
    const td = document.createElement('td');
    const column = columns.find((c) => c.key === key)!;
    rendererFor(column, ctx)(hot, td, rowIndex, 0, key, controller.rows[rowIndex][key], hot.getCellMeta(rowIndex, 0));
    return td;
  };
  return { controller, ctx, hot, cell, texts };
}

describe('grid cells (widgets-spec §3 types, §9 display limits)', () => {
  it('shows option texts, at most 1 multi-select tag, the first file cut at 5 characters, an image thumbnail', () => {
    const { cell } = setup();
    expect(cell('status').textContent).toBe('停用');
    const multi = cell('colors');
    expect([...multi.querySelectorAll('.et-tag')].map((t) => t.textContent)).toEqual(['红', '+1']);
    expect(cell('file').textContent).toBe('合同扫描件…');
    expect(cell('file').querySelector('svg')).toBeTruthy();
    expect(cell('file').querySelector('.et-file-name')?.getAttribute('title')).toBe('合同扫描件.pdf');
    expect(cell('file', 1).textContent).toBe('上传文件');
    expect(cell('pic').querySelector('img')?.getAttribute('src')).toBe('/jeecg-boot/sys/common/static/temp/p.png');
    expect(cell('pic', 1).textContent).toBe('上传图片');
  });

  it('shows picker placeholders and looked-up texts, progress bars and tags', async () => {
    const { cell, texts } = setup();
    expect(cell('dep').textContent).toContain('请点击选择部门');
    expect(cell('user').textContent).toContain('admin');
    expect(cell('dep', 1).textContent).toContain('d1');
    await texts.flush();
    expect(cell('user').textContent).toContain('名-admin');
    expect(cell('dep', 1).textContent).toContain('名-d1');
    expect((cell('progress').querySelector('.et-progress-bar') as HTMLElement).style.width).toBe('45%');
    expect([...cell('tags').querySelectorAll('.et-tag')].map((t) => t.textContent)).toEqual(['ab', 'cd']);
  });

  it('marks invalid cells with their message and disabled rows', async () => {
    const { controller, cell } = setup();
    await controller.validateAll();
    const td = cell('name');
    expect(td.classList.contains('et-invalid')).toBe(true);
    expect(td.title).toBe('名称不能为空');
    expect(cell('name', 1).classList.contains('et-row-disabled')).toBe(true);
  });

  it('shows the popup configuration errors in the cell', () => {
    const { ctx, hot } = setup();
    const td = document.createElement('td');
    const bad: TableColumn = { key: 'pop', title: '报表', type: 'popup', popupCode: 'x', orgFields: 'a,b', destFields: 'c' };
    rendererFor(bad, ctx)(hot, td, 0, 0, 'pop', '', hot.getCellMeta(0, 0));
    expect(td.textContent).toBe('popup参数未正确配置,原始值和目标值数量不一致!');
  });

  it('builds the columns: required *, escaped titles, grid editors only for plain types, widths', () => {
    const { ctx } = setup();
    expect(headerHtml(columns[0], false)).toBe('<span class="et-required">*</span>名称');
    expect(headerHtml({ key: 'x', title: '<b>', type: 'input' }, false)).toBe('&#60;b&#62;');
    expect(headerHtml({ key: 's', title: '', type: 'row-checkbox' }, true)).toContain('checked');
    const layout = buildLayout([{ key: '__d', title: '', type: 'row-drag-sort' }, { key: '__n', title: '', type: 'row-number' }, ...columns], ctx, true, false);
    expect(layout.dragSort).toBe(true);
    expect(layout.dragWidth).toBe(60);
    expect(layout.shown[0].type).toBe('row-number');
    const byKey = (k: string) => layout.columns[layout.shown.findIndex((c) => c.key === k)];
    expect(byKey('name').editor).toBe('text');
    expect(byKey('status').editor).toBe(false);
    expect(byKey('user').editor).toBe(false);
    expect(byKey('progress').readOnly).toBe(true);
    expect(byKey('__n').readOnly).toBe(true);
    expect(layout.colWidths[layout.shown.findIndex((c) => c.key === 'user')]).toBe(190);
    expect(opensHost(columns[1])).toBe(true);
    expect(opensHost(columns[0])).toBe(false);
  });
});

describe('grid hooks (widgets-spec §4, §5)', () => {
  function hooks() {
    const s = setup();
    const opened: string[] = [];
    const layout = buildLayout([{ key: '__s', title: '', type: 'row-checkbox' }, ...columns], s.ctx, false, false);
    const h = gridHooks({ controller: s.controller, layout: () => layout, hot: () => s.hot, openCell: (row, column) => opened.push(`${row.id}:${column.key}`), onScrollLeft: () => {}, onRendered: () => {} });
    return { ...s, h, opened, layout };
  }
  const mouse = (target: Element, detail = 1) => ({ target, detail }) as unknown as MouseEvent;
  const coords = (row: number, col: number) => ({ row, col }) as never;

  it('normalises incoming numbers and tags, hands user edits to the controller', async () => {
    const { h, controller } = hooks();
    const change: [number, string, unknown, unknown] = [0, 'qty', 1, '12.5x'];
    h.beforeChange!.call(null as never, [change as never], 'edit');
    expect(change[3]).toBeNull();
    const tags: [number, string, unknown, unknown] = [0, 'tags', '', 'abcd'];
    h.beforeChange!.call(null as never, [tags as never], 'CopyPaste.paste');
    expect(tags[3]).toBe('ab;cd');
    const edited = jest.fn();
    controller.options.onRowEdited = edited;
    controller.rows[0].name = 'X';
    h.afterChange!.call(null as never, [[0, 'name', '', 'X']] as never, 'edit');
    expect(edited).toHaveBeenCalledWith(controller.rows[0]);
    h.afterChange!.call(null as never, [[0, 'name', '', 'Y']] as never, 'updateData');
    expect(edited).toHaveBeenCalledTimes(1);
  });

  it('makes disabled rows read-only', () => {
    const { h } = hooks();
    expect(h.cells!.call(null as never, 1, 0, 'name')).toEqual({ readOnly: true });
    expect(h.cells!.call(null as never, 0, 0, 'name')).toEqual({});
  });

  it('toggles selection from the checkbox (never on disabled rows) and all rows from the header', () => {
    const { h, controller } = hooks();
    const box = document.createElement('input');
    box.className = 'et-select';
    h.beforeOnCellMouseDown!.call(null as never, mouse(box), coords(0, 0), null as never, null as never);
    expect([...controller.selected]).toEqual(['a']);
    h.beforeOnCellMouseDown!.call(null as never, mouse(box), coords(1, 0), null as never, null as never);
    expect([...controller.selected]).toEqual(['a']);
    const all = document.createElement('input');
    all.className = 'et-select-all';
    h.beforeOnCellMouseDown!.call(null as never, mouse(all), coords(-1, 0), null as never, null as never);
    expect([...controller.selected]).toEqual([]);
    h.beforeOnCellMouseDown!.call(null as never, mouse(all), coords(-1, 0), null as never, null as never);
    expect([...controller.selected]).toEqual(['a']);
  });

  it('drags rows through the controller (order numbers recalculated) and cancels the plugin move', () => {
    const { h, controller } = hooks();
    expect(h.beforeRowMove!.call(null as never, [0], 1, 2, true)).toBe(false);
    expect(controller.rows.map((r) => [r.id, r.orderNum])).toEqual([['b', 1], ['a', 2]]);
    expect(h.beforeRowMove!.call(null as never, [0], 1, 2, false)).toBe(false);
    expect(controller.rows.map((r) => r.id)).toEqual(['b', 'a']);
  });

  it('opens React editors on a double click on the cell or a click on its icon, after the gesture', () => {
    const root = document.createElement('div');
    root.innerHTML = '<table><tr><td id="plain">x</td><td id="pick"><span class="et-open">icon</span></td></tr></table>';
    const opened: number[][] = [];
    const fakeHot = { getCoords: (td: Element) => ({ row: 0, col: td.id === 'pick' ? 1 : 0 }) } as never;
    const detach = openOnClick(root, () => fakeHot, (_h, row, col) => {
      opened.push([row, col]);
      return true;
    });
    root.querySelector('#plain')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(opened).toEqual([]);
    root.querySelector('.et-open')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    root.querySelector('#plain')!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    expect(opened).toEqual([[0, 1], [0, 0]]);
    detach();
    root.querySelector('#plain')!.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    expect(opened).toHaveLength(2);
  });
});
