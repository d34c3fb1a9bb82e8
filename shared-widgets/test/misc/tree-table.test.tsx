const get = jest.fn();
jest.mock('shared-session', () => ({ ...jest.requireActual('shared-session'), http: { get: (...a: unknown[]) => get(...a) } }));

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { TreeTable } from '../../src/misc/tree-table';
import { needsLoading, readTreeRows, replaceChildren, withPlaceholders } from '../../src/misc/tree-table-data';

jest.setTimeout(60000);

describe('tree-table data (widgets-spec §3, §4, §7)', () => {
  it('reads arrays or {records}, nothing else', () => {
    expect(readTreeRows([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(readTreeRows({ records: [{ id: 2 }], total: 1 })).toEqual([{ id: 2 }]);
    expect(readTreeRows({ list: [] })).toBeNull();
    expect(readTreeRows('x')).toBeNull();
    expect(readTreeRows(null)).toBeNull();
  });
  it('gives hasChildren rows one loading placeholder, and replaces or clears children', () => {
    const rows = withPlaceholders([{ id: 'a', hasChildren: true }, { id: 'b', hasChildren: '0', children: [] }], 'id');
    expect(rows[0].children).toEqual([{ id: 'a__loading', __loadingChild: true }]);
    expect(rows[1]).toEqual({ id: 'b', hasChildren: '0' });
    expect(needsLoading(rows[0])).toBe(true);
    const loaded = replaceChildren(rows, 'id', 'a', [{ id: 'a1' }]);
    expect(loaded[0].children).toEqual([{ id: 'a1' }]);
    expect(needsLoading(loaded[0])).toBe(false);
    const nested = replaceChildren(loaded, 'id', 'a1', []);
    expect(nested[0].children).toEqual([{ id: 'a1' }]);
    expect('children' in replaceChildren(rows, 'id', 'a', [])[0]).toBe(false);
  });
});

describe('TreeTable', () => {
  beforeEach(() => get.mockReset());
  const wrap = () =>
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <TreeTable url="/sys/sysDepart/queryDepartTreeSync" parentKey="pid" condition={{ status: '1' }} params={{ tenant: 'x' }} hasChildren={(r) => r.isLeaf === false} columns={[{ title: '部门名称', dataIndex: 'departName' }]} />
        </App>
      </ConfigProvider>,
    );

  it('loads the root, then the children on first expand only; none → children cleared', async () => {
    get.mockImplementation((_url: string, { params }: { params: Record<string, string> }) => {
      if (!params.pid) return Promise.resolve({ success: true, result: [{ id: 'hz', departName: '杭州分公司', isLeaf: false }, { id: 'sh', departName: '上海分公司', isLeaf: false }] });
      if (params.pid === 'hz') return Promise.resolve({ success: true, result: { records: [{ id: 'xh', departName: '西湖车队', isLeaf: true }] } });
      return Promise.resolve({ success: true, result: [] });
    });
    wrap();
    expect(await screen.findByText('杭州分公司')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/sys/sysDepart/queryDepartTreeSync', { params: { tenant: 'x', condition: '{"status":"1"}' } });
    const expanders = () => [...document.querySelectorAll('button.ant-table-row-expand-icon')] as HTMLElement[];
    expect(expanders()).toHaveLength(2);
    fireEvent.click(expanders()[0]);
    expect(await screen.findByText('西湖车队')).toBeTruthy();
    expect(get).toHaveBeenLastCalledWith('/sys/sysDepart/queryDepartTreeSync', { params: { tenant: 'x', condition: '{"status":"1"}', pid: 'hz' } });
    fireEvent.click(expanders()[0]);
    fireEvent.click(expanders()[0]);
    expect(get).toHaveBeenCalledTimes(2);
    const sh = screen.getByText('上海分公司').closest('tr') as HTMLElement;
    fireEvent.click(sh.querySelector('button.ant-table-row-expand-icon') as HTMLElement);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(3));
    await waitFor(() => expect((screen.getByText('上海分公司').closest('tr') as HTMLElement).querySelector('button.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)')).toBeNull());
    expect(screen.queryByText('加载中…')).toBeNull();
  });

  it('warns 返回数据类型不识别 for an unknown answer shape and shows the server message on failure', async () => {
    get.mockResolvedValueOnce({ success: true, result: { list: [] } });
    wrap();
    expect(await screen.findByText('返回数据类型不识别')).toBeTruthy();
  });

  it('shows the server message when the list cannot load', async () => {
    get.mockResolvedValueOnce({ success: false, message: '无权查看部门' });
    wrap();
    expect(await screen.findByText('无权查看部门')).toBeTruthy();
  });
});
