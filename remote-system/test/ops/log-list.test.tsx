import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import dayjs from 'dayjs';
import { calls, ok, page, paramsOf, resetCalls } from './ops-mocks';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 8000 });
jest.mock('shared-session', () => jest.requireActual('./session-mock').sessionMock());

import LogList from '../../src/views/log-list';
import { logQueryParams } from '../../src/features/log/log-table';
import type { SysLog } from '../../src/features/log/log-types';

const LOGIN: SysLog = { id: '1', logType: 1, logType_dictText: '登录日志', logContent: '用户名: admin,登录成功！', operateType: null, operateType_dictText: null, userid: 'u1', username: 'admin', ip: '127.0.0.1', method: null, requestUrl: null, requestType: null, requestParam: null, costTime: null, createTime: '2026-11-21 10:00:00' };
const OPERATE: SysLog = { ...LOGIN, id: '2', logType: 2, logType_dictText: '操作日志', logContent: '定时任务-添加', operateType: 2, operateType_dictText: '添加', method: 'POST /sys/quartzJob/add', requestUrl: '/jeecg-boot/sys/quartzJob/add', requestType: 'POST', requestParam: '{"body":{"password":"******"}}', costTime: 12 };

beforeEach(() => {
  resetCalls();
  calls.get.mockImplementation(async (url: string, config: { params: { logType: number } }) => {
    if (url === '/sys/log/list') return page(config.params.logType === 1 ? [LOGIN] : [OPERATE]);
    throw new Error(`unexpected GET ${url}`);
  });
  calls.delete.mockResolvedValue(ok({ count: 1 }, '清空成功!'));
});

describe('日志管理 page', () => {
  it('turns the query form into keyWord and createTime_begin / _end', () => {
    expect(logQueryParams({ keyWord: ' 登录 ', range: [dayjs('2026-11-20 08:00:00'), dayjs('2026-11-21 09:30:00')] })).toEqual({
      keyWord: '登录', createTime_begin: '2026-11-20 08:00:00', createTime_end: '2026-11-21 09:30:00',
    });
    expect(logQueryParams({})).toEqual({ keyWord: undefined, createTime_begin: undefined, createTime_end: undefined });
  });

  it('shows login logs newest first and searches by keyword', async () => {
    render(<App><LogList /></App>);
    expect(await screen.findByText('用户名: admin,登录成功！')).toBeTruthy();
    expect(paramsOf(calls.get, '/sys/log/list')).toMatchObject({ logType: 1, pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' });
    fireEvent.change(screen.getByPlaceholderText('请输入搜索关键词'), { target: { value: '登录' } });
    fireEvent.click(screen.getByText(/查\s*询/).closest('button') as Element);
    await waitFor(() => expect(paramsOf(calls.get, '/sys/log/list')).toMatchObject({ logType: 1, keyWord: '登录' }));
  });

  it('switches to 操作日志, expands the request details and clears that tab', async () => {
    render(<App><LogList /></App>);
    fireEvent.click(await screen.findByRole('tab', { name: '操作日志' }));
    const tab = await screen.findByTestId('log-table-2');
    expect(await within(tab).findByText('定时任务-添加')).toBeTruthy();
    expect(within(tab).getByText('添加')).toBeTruthy();
    // getByRole over a whole antd table is slow in jsdom: plain selectors keep this test quick
    fireEvent.click(tab.querySelector('button.ant-table-row-expand-icon') as Element);
    expect(await within(tab).findByText('{"body":{"password":"******"}}')).toBeTruthy();
    fireEvent.click(within(tab).getByText('清空日志').closest('button') as Element);
    expect(await screen.findByText('是否清空全部操作日志?')).toBeTruthy();
    fireEvent.click([...document.querySelectorAll('.ant-modal-confirm .ant-btn-primary, .ant-popconfirm .ant-btn-primary')].at(-1)!);
    await waitFor(() => expect(calls.delete).toHaveBeenCalledWith('/sys/log/deleteBatch', { params: { ids: 'allclear', logType: 2 } }));
    expect(await screen.findByText('清空成功!')).toBeTruthy();
  });
});
