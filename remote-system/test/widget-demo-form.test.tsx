import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';

jest.setTimeout(180000);
configure({ asyncUtilTimeout: 15000 });
const get = jest.fn();
const post = jest.fn();
const put = jest.fn();
const del = jest.fn();
jest.mock('shared-session', () => {
  const actual = jest.requireActual('shared-session');
  return {
    ...actual,
    http: { get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a), put: (...a: unknown[]) => put(...a), delete: (...a: unknown[]) => del(...a) },
    getDictItems: (code: string) => (code === 'sex' ? [{ value: '1', text: '男' }, { value: '2', text: '女' }] : []),
  };
});

// the real editors load ESM-only packages jest cannot run; a textarea stands in for each
const editorStub = (label: string) => ({
  __esModule: true,
  default: ({ value, onChange }: { value?: string; onChange?(v: string): void }) =>
    jest.requireActual<typeof import('react')>('react').createElement('textarea', { 'aria-label': label, value: value ?? '', onChange: (e: { target: { value: string } }) => onChange?.(e.target.value) }),
});
jest.mock('../../shared-widgets/src/editors/markdown-editor-impl', () => editorStub('markdown'));
jest.mock('../../shared-widgets/src/editors/rich-text-editor-impl', () => editorStub('rich-text'));

import { DemoList } from '../src/features/widget-demo/form/demo-list';
import { demoSchema } from '../src/features/widget-demo/form/demo-schema';

const ok = (result: unknown, message = '') => ({ success: true, code: 200, message, result });
const ROW = { id: 'd1', name: '示例一', sex: '1', sex_dictText: '男', age: 30, birthday: '1996-01-02', phone: '13800000001', enabled: 'Y', cron: '0 0 12 * * ? *', effective: '{"date":"","forever":"1","notice":""}', createTime: '2026-01-01 08:00:00' };
const listCalls = () => get.mock.calls.filter((c) => c[0] === '/test/jeecgDemo/list').map((c) => c[1].params as Record<string, unknown>);

function button(name: string, scope: HTMLElement = document.body): HTMLElement {
  const names = name === '确定' ? ['确定', 'OK'] : [name];
  const found = [...scope.querySelectorAll('button')].find((b) => names.includes((b.textContent ?? '').replace(/\s/g, '')));
  if (!found) throw new Error(`no button ${name}`);
  return found;
}
const modalOf = (title: string) => screen.getByText(title, { selector: '.ant-modal-title' }).closest('.ant-modal') as HTMLElement;

function renderList() {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <DemoList title="示例记录" saveCode="test-demo" editable testId="demo-list" />
      </App>
    </ConfigProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  [get, post, put, del].forEach((m) => m.mockReset());
  get.mockImplementation(async (url: string) => {
    if (url === '/test/jeecgDemo/list') return ok({ records: [ROW], total: 1, size: 10, current: 1, pages: 1 });
    if (url === '/test/jeecgDemo/queryById') return ok(ROW);
    return ok([]);
  });
  put.mockResolvedValue(ok('DD202601010001'));
});

describe('组件示例 › 表单与选择器: demo list', () => {
  it('lists with page size 10 and createTime desc, shows 共 N 条, and sends the range query', async () => {
    renderList();
    expect(await screen.findByText('示例一')).toBeTruthy();
    expect(listCalls()[0]).toMatchObject({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' });
    expect(screen.getByText('共 1 条')).toBeTruthy();
    expect(within(screen.getByTestId('demo-list')).getByText('永久', { selector: 'td' })).toBeTruthy();
    const list = screen.getByTestId('demo-list');
    fireEvent.change(within(list).getAllByPlaceholderText('开始')[0], { target: { value: '20' } });
    fireEvent.change(within(list).getAllByPlaceholderText('结束')[0], { target: { value: '40' } });
    fireEvent.change(within(list).getByPlaceholderText('名称包含'), { target: { value: '示例' } });
    fireEvent.click(button('查询', list));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1]).toMatchObject({ name: '*示例*', age_begin: '20', age_end: '40', pageNo: 1 });
  });

  it('batch delete without a selection says 请选择一条记录！', async () => {
    renderList();
    await screen.findByText('示例一');
    fireEvent.click(button('批量删除'));
    expect(await screen.findByText('请选择一条记录！')).toBeTruthy();
    expect(del).not.toHaveBeenCalled();
  });

  it('runs the advanced query on the server list call', async () => {
    renderList();
    await screen.findByText('示例一');
    fireEvent.click(button('高级查询'));
    const dialog = modalOf('高级查询构造器');
    const field = within(dialog).getByLabelText('查询字段');
    fireEvent.mouseDown(field);
    fireEvent.click(await waitFor(() => [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === '手机') as HTMLElement));
    fireEvent.change(within(dialog).getByLabelText('查询值'), { target: { value: '138' } });
    fireEvent.click(button('查询', dialog));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    const params = listCalls()[1];
    expect(params.superQueryMatchType).toBe('and');
    expect(JSON.parse(decodeURIComponent(String(params.superQueryParams)))).toEqual([{ field: 'phone', rule: 'eq', val: '138', type: 'string', dbType: 'string' }]);
    expect(await screen.findByText('清空')).toBeTruthy();
  });

  it('adds a record through the dynamic form (POST add) and reloads', async () => {
    post.mockResolvedValueOnce(ok({ ...ROW, id: 'd2', name: '新记录' }, '添加成功！'));
    renderList();
    await screen.findByText('示例一');
    fireEvent.click(button('新增'));
    const editor = modalOf('新增');
    fireEvent.click(button('确定', editor));
    expect(await within(editor).findByText('请输入名称')).toBeTruthy();
    fireEvent.change(within(editor).getByPlaceholderText('请输入名称'), { target: { value: '新记录' } });
    fireEvent.change(within(editor).getByPlaceholderText('请输入手机号'), { target: { value: '12345' } });
    fireEvent.click(button('确定', editor));
    expect(await within(editor).findByText('请输入正确手机号')).toBeTruthy();
    fireEvent.change(within(editor).getByPlaceholderText('请输入手机号'), { target: { value: '13900000009' } });
    fireEvent.click(button('确定', editor));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0][0]).toBe('/test/jeecgDemo/add');
    expect(post.mock.calls[0][1]).toMatchObject({ name: '新记录', phone: '13900000009', enabled: 'N', cron: null, effective: null });
    expect(await screen.findByText('添加成功！')).toBeTruthy();
    await waitFor(() => expect(listCalls().length).toBeGreaterThanOrEqual(2));
  });
});

describe('demo schema', () => {
  it('uses every widget type of the registry contract', () => {
    const types = demoSchema(() => undefined).map((s) => s.type);
    for (const t of ['input', 'radio', 'number', 'date', 'sel_user', 'sel_depart', 'pca', 'cat_tree', 'switch', 'auto_number', 'cron', 'effective_date', 'file', 'image', 'umeditor', 'markdown']) expect(types).toContain(t);
  });
});
