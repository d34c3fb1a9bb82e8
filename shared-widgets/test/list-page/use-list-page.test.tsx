import { act, renderHook, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { http } from 'shared-session';
import { buildListParams, sortFromTable } from '../../src/list-page/list-params';
import { LIST_TEXTS } from '../../src/list-page/list-texts';
import { useListPage } from '../../src/list-page/use-list-page';

jest.mock('shared-session', () => ({
  ...jest.requireActual('shared-session'),
  http: { get: jest.fn(), delete: jest.fn() },
}));
const mockHttp = http as unknown as { get: jest.Mock; delete: jest.Mock };
const wrapper = ({ children }: { children: ReactNode }) => <App>{children}</App>;
const page = (records: object[], total = records.length) => ({ success: true, message: '', code: 200, result: { records, total, size: 10, current: 1, pages: 1 } });

describe('list params (widgets-spec §3 Generic list query, §9)', () => {
  it('drops empty values, joins arrays, defaults the sort to createTime desc and adds the advanced query', () => {
    expect(buildListParams({ query: { name: '张*', empty: '', none: null, sex: ['1', '2'], age: 3 }, pageNo: 2, pageSize: 20 }))
      .toEqual({ name: '张*', sex: '1,2', age: 3, column: 'createTime', order: 'desc', pageNo: 2, pageSize: 20 });
    expect(buildListParams({ query: {}, pageNo: 1, pageSize: 10, sort: null, fields: ['name', 'age'], superQuery: { superQueryParams: '%5B%5D', superQueryMatchType: 'or' } }))
      .toEqual({ field: 'name,age', superQueryParams: '%5B%5D', superQueryMatchType: 'or', pageNo: 1, pageSize: 10 });
  });

  it('maps antd sorters to column=asc|desc', () => {
    expect(sortFromTable({ field: 'age', order: 'ascend' })).toEqual({ column: 'age', order: 'asc' });
    expect(sortFromTable({ field: 'age', order: 'descend' })).toEqual({ column: 'age', order: 'desc' });
    expect(sortFromTable({ field: 'age', order: null })).toBeNull();
  });
});

describe('useListPage (widgets-spec §7, §8)', () => {
  beforeEach(() => {
    mockHttp.get.mockReset();
    mockHttp.delete.mockReset();
  });

  it('loads page 1 with the defaults, then searches from page 1 with the query', async () => {
    mockHttp.get.mockResolvedValue(page([{ id: 'a' }], 31));
    const { result } = renderHook(() => useListPage<{ id: string }>({ url: { list: '/x/list' } }), { wrapper });
    await waitFor(() => expect(result.current.dataSource).toEqual([{ id: 'a' }]));
    expect(mockHttp.get).toHaveBeenCalledWith('/x/list', { params: { column: 'createTime', order: 'desc', pageNo: 1, pageSize: 10 } });
    expect(result.current.pagination).toMatchObject({ total: 31, pageSize: 10, showQuickJumper: true, pageSizeOptions: ['10', '20', '30'] });
    expect((result.current.pagination.showTotal as (n: number) => string)(31)).toBe('共 31 条');
    await act(() => result.current.searchQuery({ name: '*车*' }));
    expect(mockHttp.get).toHaveBeenLastCalledWith('/x/list', { params: { name: '*车*', column: 'createTime', order: 'desc', pageNo: 1, pageSize: 10 } });
    act(() => result.current.onTableChange({ current: 3, pageSize: 20 }, {}, { field: 'name', order: 'ascend' }));
    await waitFor(() => expect(mockHttp.get).toHaveBeenLastCalledWith('/x/list', { params: { name: '*车*', column: 'name', order: 'asc', pageNo: 3, pageSize: 20 } }));
  });

  it('warns with the server message when the load fails, and asks for a selection before a batch delete', async () => {
    mockHttp.get.mockResolvedValue({ success: false, message: '排序字段不合法', code: 400, result: null });
    const { result } = renderHook(() => useListPage({ url: { list: '/x/list', deleteBatch: '/x/deleteBatch' } }), { wrapper });
    await waitFor(() => expect(document.body.textContent).toContain('排序字段不合法'));
    act(() => result.current.batchDel());
    await waitFor(() => expect(document.body.textContent).toContain(LIST_TEXTS.SELECT_ONE));
    expect(mockHttp.delete).not.toHaveBeenCalled();
  });

  it('says which url is missing', async () => {
    const { result } = renderHook(() => useListPage({ url: {}, loadOnMount: false }), { wrapper });
    await act(() => result.current.handleDelete('a'));
    await waitFor(() => expect(document.body.textContent).toContain('请设置url.delete属性!'));
    await act(() => result.current.reload());
    await waitFor(() => expect(document.body.textContent).toContain('请设置url.list属性!'));
  });

  it('deletes one row and reloads the last page that still exists', async () => {
    mockHttp.get.mockResolvedValue(page([{ id: 'k' }], 11));
    mockHttp.delete.mockResolvedValue({ success: true, message: '删除成功!', code: 200, result: null });
    const { result } = renderHook(() => useListPage<{ id: string }>({ url: { list: '/x/list', delete: '/x/delete' } }), { wrapper });
    await waitFor(() => expect(result.current.total).toBe(11));
    act(() => result.current.onTableChange({ current: 2, pageSize: 10 }, {}, {}));
    await waitFor(() => expect(result.current.pagination.current).toBe(2));
    await act(() => result.current.handleDelete('k'));
    expect(mockHttp.delete).toHaveBeenCalledWith('/x/delete', { params: { id: 'k' } });
    expect(mockHttp.get).toHaveBeenLastCalledWith('/x/list', { params: { column: 'createTime', order: 'desc', pageNo: 1, pageSize: 10 } });
  });
});
