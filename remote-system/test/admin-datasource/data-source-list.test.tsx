import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { bodyOf, calls, granted, httpError, ok, paramsOf, refused } from './ds-mocks';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 8000 });
jest.mock('shared-session', () => jest.requireActual('./ds-mocks').sessionMock());

import DataSourceList from '../../src/views/data-source-list';
import { errorMessage } from '../../src/features/datasource/datasource-api';
import type { DataSourceRecord } from '../../src/features/datasource/datasource-types';

const PG: DataSourceRecord = {
  id: 'd1', code: 'report_db', name: '报表库', dbType: 'postgresql', dbHost: '10.0.0.5', dbPort: 5432, dbName: 'report', dbUsername: 'reader',
  hasPassword: true, remark: '只读', createBy: 'admin', createTime: '2026-01-01 08:00:00',
};
const MY: DataSourceRecord = { ...PG, id: 'd2', code: 'legacy', name: '旧系统', dbType: 'mysql', dbHost: 'legacy.local', dbPort: 3306, dbName: 'erp', dbUsername: 'erp', hasPassword: false, remark: null };
const URL_TEST = '/sys/dataSource/testConnection';

beforeEach(() => {
  for (const m of Object.values(calls)) m.mockReset();
  granted.all = true;
  granted.codes = new Set();
  calls.get.mockImplementation(async (url: string) => {
    if (url === '/sys/dataSource/list') return ok({ records: [PG, MY], total: 2, size: 10, current: 1, pages: 1 });
    throw new Error(`unexpected GET ${url}`);
  });
});

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const dialog = async () => (await screen.findByRole('dialog')) as HTMLElement;
const type = (scope: HTMLElement, placeholder: string, value: string) => fireEvent.change(within(scope).getByPlaceholderText(placeholder), { target: { value } });

describe('errorMessage', () => {
  it('takes the envelope message of an HTTP error, else the error text', () => {
    expect(errorMessage(httpError(400, '端口只能是1到65535之间的整数'))).toBe('端口只能是1到65535之间的整数');
    expect(errorMessage(new Error('Network Error'))).toBe('Network Error');
  });
});

describe('多数据源管理 page', () => {
  it('lists the data sources without passwords and searches by code', async () => {
    render(<App><DataSourceList /></App>);
    const row = await rowOf('report_db');
    for (const text of ['报表库', 'PostgreSQL', '10.0.0.5', '5432', 'report', 'reader', '已保存', '只读']) expect(within(row).getByText(text)).toBeTruthy();
    expect(within(await rowOf('legacy')).getByText('未设置')).toBeTruthy();
    expect(within(await rowOf('legacy')).getByText('MySQL')).toBeTruthy();
    expect(paramsOf(calls.get, '/sys/dataSource/list')).toMatchObject({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' });
    expect(screen.getByText(/共\s*2\s*条/)).toBeTruthy();
    fireEvent.change(screen.getAllByPlaceholderText('请输入数据源编码')[0], { target: { value: 'report' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(paramsOf(calls.get, '/sys/dataSource/list')).toMatchObject({ code: 'report', pageNo: 1 }));
  });

  it('tests a stored row with its stored password and shows success or the failure message', async () => {
    calls.post.mockResolvedValueOnce(ok(null, '数据库连接成功'))
      .mockResolvedValueOnce(refused('数据库连接失败：当前只支持测试 postgresql 数据源的连接'))
      .mockRejectedValueOnce(httpError(400, '不允许连接链路本地地址或云元数据地址（169.254.0.0/16 等）'));
    render(<App><DataSourceList /></App>);
    fireEvent.click(within(await rowOf('report_db')).getByRole('button', { name: '连接测试' }));
    expect(await screen.findByText('数据库连接成功')).toBeTruthy();
    const [body, config] = bodyOf(calls.post, URL_TEST)!;
    expect(body).toEqual({ id: 'd1', dbType: 'postgresql', dbHost: '10.0.0.5', dbPort: 5432, dbName: 'report', dbUsername: 'reader', dbPassword: undefined });
    expect(config).toMatchObject({ skipErrorHandler: true });
    fireEvent.click(within(await rowOf('legacy')).getByRole('button', { name: '连接测试' }));
    expect(await screen.findByText('数据库连接失败：当前只支持测试 postgresql 数据源的连接')).toBeTruthy();
    fireEvent.click(within(await rowOf('legacy')).getByRole('button', { name: '连接测试' }));
    expect(await screen.findByText('不允许连接链路本地地址或云元数据地址（169.254.0.0/16 等）')).toBeTruthy();
  });

  it('adds a data source, keeps the dialog open with the server refusal, then saves and reloads', async () => {
    calls.post.mockImplementation(async (url: string, body: Record<string, unknown>) => {
      if (url === URL_TEST) return body.dbPassword === 's3cret' ? ok(null, '数据库连接成功') : refused('数据库连接失败：password authentication failed');
      if (url === '/sys/dataSource/add') {
        if (body.code === 'report_db') throw httpError(400, '数据源编码已存在');
        return ok({ id: 'd3' }, '添加成功！');
      }
      throw new Error(`unexpected POST ${url}`);
    });
    render(<App><DataSourceList /></App>);
    await rowOf('report_db');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const d = await dialog();
    expect(within(d).getByText('新增数据源')).toBeTruthy();
    fireEvent.click(within(d).getByRole('button', { name: /保\s*存/ }));
    expect(await within(d).findByText('请输入数据源编码')).toBeTruthy();
    expect(calls.post).not.toHaveBeenCalled();
    type(d, '请输入数据源编码', 'report_db');
    type(d, '请输入数据源名称', '新报表库');
    type(d, '请输入主机名或IP地址', 'db.internal');
    type(d, '请输入数据库名', 'report2');
    type(d, '请输入用户名', 'writer');
    type(d, '请输入密码', 's3cret');
    fireEvent.click(within(d).getByRole('button', { name: '连接测试' }));
    expect(await screen.findByText('数据库连接成功')).toBeTruthy();
    expect(bodyOf(calls.post, URL_TEST)![0]).toEqual({ id: undefined, dbType: 'postgresql', dbHost: 'db.internal', dbPort: 5432, dbName: 'report2', dbUsername: 'writer', dbPassword: 's3cret' });
    fireEvent.click(within(d).getByRole('button', { name: /保\s*存/ }));
    expect(await within(d).findByText('数据源编码已存在')).toBeTruthy();
    type(d, '请输入数据源编码', 'report_db2');
    const loads = calls.get.mock.calls.length;
    fireEvent.click(within(d).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('添加成功！')).toBeTruthy();
    expect(bodyOf(calls.post, '/sys/dataSource/add')![0]).toMatchObject({
      code: 'report_db2', name: '新报表库', dbType: 'postgresql', dbHost: 'db.internal', dbPort: 5432, dbName: 'report2', dbUsername: 'writer', dbPassword: 's3cret', remark: '',
    });
    await waitFor(() => expect(calls.get.mock.calls.length).toBeGreaterThan(loads));
  });

  it('edits with an empty password (kept by the server) and tests the stored password from the dialog', async () => {
    calls.put.mockResolvedValue(ok(null, '编辑成功!'));
    calls.post.mockResolvedValue(ok(null, '数据库连接成功'));
    render(<App><DataSourceList /></App>);
    fireEvent.click(within(await rowOf('report_db')).getByText(/编\s*辑/));
    const d = await dialog();
    expect(within(d).getByText('编辑数据源')).toBeTruthy();
    expect((within(d).getByPlaceholderText('不修改请留空') as HTMLInputElement).value).toBe('');
    fireEvent.click(within(d).getByRole('button', { name: '连接测试' }));
    expect(await screen.findByText('数据库连接成功')).toBeTruthy();
    expect(bodyOf(calls.post, URL_TEST)![0]).toMatchObject({ id: 'd1', dbHost: '10.0.0.5', dbPassword: undefined });
    type(d, '请输入数据源名称', '报表库(只读)');
    fireEvent.click(within(d).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('编辑成功!')).toBeTruthy();
    const [body] = bodyOf(calls.put, '/sys/dataSource/edit')!;
    expect(body).toMatchObject({ id: 'd1', code: 'report_db', name: '报表库(只读)', dbPort: 5432, remark: '只读' });
    expect(body.dbPassword).toBeUndefined();
  });

  it('deletes one row and batch-deletes the selection', async () => {
    calls.delete.mockImplementation(async (url: string) => ok(null, url.endsWith('deleteBatch') ? '批量删除成功!' : '删除成功!'));
    render(<App><DataSourceList /></App>);
    fireEvent.click(within(await rowOf('legacy')).getByText(/删\s*除/));
    fireEvent.click((await screen.findAllByRole('button', { name: /确\s*定|OK/ })).at(-1)!);
    await waitFor(() => expect(calls.delete).toHaveBeenCalledWith('/sys/dataSource/delete', { params: { id: 'd2' } }));
    expect(await screen.findByText('删除成功!')).toBeTruthy();
    fireEvent.click(within(await rowOf('report_db')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('legacy')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    expect(await screen.findByText('是否删除选中数据?')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    await waitFor(() => expect(calls.delete).toHaveBeenCalledWith('/sys/dataSource/deleteBatch', { params: { ids: 'd1,d2' } }));
  });

  it('shows only the granted buttons', async () => {
    granted.all = false;
    granted.codes = new Set(['system:dataSource:list', 'system:dataSource:edit']);
    render(<App><DataSourceList /></App>);
    const row = await rowOf('report_db');
    expect(within(row).queryByRole('button', { name: '连接测试' })).toBeNull();
    expect(within(row).queryByText(/删\s*除/)).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
    fireEvent.click(within(row).getByText(/编\s*辑/));
    const d = await dialog();
    expect(within(d).queryByRole('button', { name: '连接测试' })).toBeNull();
  });
});
