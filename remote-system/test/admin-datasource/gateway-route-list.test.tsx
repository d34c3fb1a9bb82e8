import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { bodyOf, calls, globalErrors, granted, httpError, ok, paramsOf } from './ds-mocks';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 8000 });
jest.mock('shared-session', () => jest.requireActual('./ds-mocks').sessionMock());

import GatewayRouteList from '../../src/views/gateway-route-list';
import { gatewayAddress, type GatewayRouteRecord } from '../../src/features/gateway/gateway-types';

const ERP: GatewayRouteRecord = {
  id: 'g1', name: 'ERP接口', path: '/api-ext/**', uri: 'http://10.0.0.8:8080/erp', stripPrefix: 1, status: '1', sortOrder: 10,
  createBy: 'admin', createTime: '2026-01-01 08:00:00',
};
const MAPS: GatewayRouteRecord = { ...ERP, id: 'g2', name: '地图服务', path: '/maps', uri: 'https://maps.example.com/', stripPrefix: 0, status: '0', sortOrder: 20 };

beforeEach(() => {
  for (const m of Object.values(calls)) m.mockReset();
  globalErrors.mockReset();
  granted.all = true;
  granted.codes = new Set();
  calls.get.mockImplementation(async (url: string) => {
    if (url === '/sys/gatewayRoute/list') return ok({ records: [ERP, MAPS], total: 2, size: 10, current: 1, pages: 1 });
    throw new Error(`unexpected GET ${url}`);
  });
});

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const dialog = async () => (await screen.findByRole('dialog')) as HTMLElement;
const type = (scope: HTMLElement, placeholder: string, value: string) => fireEvent.change(within(scope).getByPlaceholderText(placeholder), { target: { value } });

describe('gatewayAddress', () => {
  it('puts the route path under /jeecg-boot/gateway without its /**', () => {
    expect(gatewayAddress('/api-ext/**')).toBe('/jeecg-boot/gateway/api-ext');
    expect(gatewayAddress('/maps')).toBe('/jeecg-boot/gateway/maps');
  });
});

describe('网关路由 page', () => {
  it('lists the routes by order with their gateway address, status and the proxy hint; searches by path', async () => {
    render(<App><GatewayRouteList /></App>);
    const row = await rowOf('ERP接口');
    for (const text of ['/api-ext/**', '/jeecg-boot/gateway/api-ext', 'http://10.0.0.8:8080/erp', '1', '10']) expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(within(await rowOf('地图服务')).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/请求经网关转发：调用 \/jeecg-boot\/gateway\/<路由路径>/)).toBeTruthy();
    expect(paramsOf(calls.get, '/sys/gatewayRoute/list')).toMatchObject({ pageNo: 1, pageSize: 10, column: 'sortOrder', order: 'asc' });
    fireEvent.change(screen.getByPlaceholderText('请输入路由路径，如 /api-ext/**'), { target: { value: '/maps' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(paramsOf(calls.get, '/sys/gatewayRoute/list')).toMatchObject({ path: '/maps', pageNo: 1 }));
  });

  it('switches a route off and on through updateStatus, shows a 400 refusal and leaves others to the global handler', async () => {
    calls.put.mockResolvedValueOnce(ok(null, '操作成功!')).mockRejectedValueOnce(httpError(400, '状态只能是1(启用)或0(停用)'))
      .mockRejectedValueOnce(httpError(403, '没有权限'));
    render(<App><GatewayRouteList /></App>);
    const loads = () => calls.get.mock.calls.length;
    await rowOf('ERP接口');
    const before = loads();
    fireEvent.click(within(await rowOf('ERP接口')).getByRole('switch'));
    expect(await screen.findByText('操作成功!')).toBeTruthy();
    expect(bodyOf(calls.put, '/sys/gatewayRoute/updateStatus')).toEqual([{ id: 'g1', status: '0' }, { skipErrorHandler: true }]);
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
    fireEvent.click(within(await rowOf('地图服务')).getByRole('switch'));
    expect(await screen.findByText('状态只能是1(启用)或0(停用)')).toBeTruthy();
    expect(bodyOf(calls.put, '/sys/gatewayRoute/updateStatus')![0]).toEqual({ id: 'g2', status: '1' });
    expect(globalErrors).not.toHaveBeenCalled();
    fireEvent.click(within(await rowOf('地图服务')).getByRole('switch'));
    await waitFor(() => expect(globalErrors).toHaveBeenCalledTimes(1));
    expect(globalErrors.mock.calls[0][0]).toMatchObject({ response: { status: 403 }, config: { skipErrorHandler: false } });
    expect(screen.queryByText('没有权限')).toBeNull();
  });

  it('adds a route, shows the server validation message in the dialog, then saves and reloads', async () => {
    calls.post.mockRejectedValueOnce(httpError(400, '该路由路径已存在')).mockResolvedValueOnce(ok({ id: 'g3' }, '添加成功！'));
    render(<App><GatewayRouteList /></App>);
    await rowOf('ERP接口');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const d = await dialog();
    expect(within(d).getByText('新增路由')).toBeTruthy();
    fireEvent.click(within(d).getByRole('button', { name: /保\s*存/ }));
    expect(await within(d).findByText('请输入路由名称')).toBeTruthy();
    expect(calls.post).not.toHaveBeenCalled();
    type(d, '请输入路由名称', '车辆接口');
    type(d, '请输入路由路径，如 /api-ext/**', ' /api-ext/** ');
    expect(await within(d).findByText('/jeecg-boot/gateway/api-ext')).toBeTruthy();
    type(d, '请输入目标地址，如 http://10.0.0.8:8080', 'http://10.0.0.9:9000');
    fireEvent.click(within(d).getByRole('button', { name: /保\s*存/ }));
    expect(await within(d).findByText('该路由路径已存在')).toBeTruthy();
    expect(bodyOf(calls.post, '/sys/gatewayRoute/add')).toEqual([
      { name: '车辆接口', path: '/api-ext/**', uri: 'http://10.0.0.9:9000', stripPrefix: 0, status: '1', sortOrder: 0 }, { skipErrorHandler: true },
    ]);
    type(d, '请输入路由路径，如 /api-ext/**', '/api-car/**');
    const loads = calls.get.mock.calls.length;
    fireEvent.click(within(d).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('添加成功！')).toBeTruthy();
    expect(bodyOf(calls.post, '/sys/gatewayRoute/add')![0]).toMatchObject({ path: '/api-car/**' });
    await waitFor(() => expect(calls.get.mock.calls.length).toBeGreaterThan(loads));
  });

  it('edits a route with PUT and its id', async () => {
    calls.put.mockResolvedValue(ok(null, '编辑成功!'));
    render(<App><GatewayRouteList /></App>);
    fireEvent.click(within(await rowOf('地图服务')).getByText(/编\s*辑/));
    const d = await dialog();
    expect(within(d).getByText('编辑路由')).toBeTruthy();
    type(d, '请输入目标地址，如 http://10.0.0.8:8080', 'https://maps2.example.com/');
    fireEvent.click(within(d).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('编辑成功!')).toBeTruthy();
    expect(bodyOf(calls.put, '/sys/gatewayRoute/edit')![0]).toEqual({
      id: 'g2', name: '地图服务', path: '/maps', uri: 'https://maps2.example.com/', stripPrefix: 0, status: '0', sortOrder: 20,
    });
  });

  it('deletes a row; without the buttons the switch is read-only and the actions are hidden', async () => {
    calls.delete.mockResolvedValue(ok(null, '删除成功!'));
    const { unmount } = render(<App><GatewayRouteList /></App>);
    fireEvent.click(within(await rowOf('地图服务')).getByText(/删\s*除/));
    fireEvent.click((await screen.findAllByRole('button', { name: /确\s*定|OK/ })).at(-1)!);
    await waitFor(() => expect(calls.delete).toHaveBeenCalledWith('/sys/gatewayRoute/delete', { params: { id: 'g2' } }));
    unmount();
    granted.all = false;
    granted.codes = new Set(['system:gatewayRoute:list']);
    render(<App><GatewayRouteList /></App>);
    const row = await rowOf('ERP接口');
    expect(within(row).getByRole('switch').hasAttribute('disabled')).toBe(true);
    expect(within(row).queryByText(/编\s*辑/)).toBeNull();
    expect(within(row).queryByText(/删\s*除/)).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
  });
});
