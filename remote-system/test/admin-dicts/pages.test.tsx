import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { button, calls, ok, page, resetMocks } from './mocks';

jest.setTimeout(120000);
configure({ asyncUtilTimeout: 10000 });
jest.mock('shared-session', () => jest.requireActual('./mocks').sessionMock());

import CheckRuleList from '../../src/views/check-rule-list';
import DataLogList from '../../src/views/data-log-list';
import DictList from '../../src/views/dict-list';
import MessageList from '../../src/views/message-list';

const RULE = { id: 'r1', ruleName: '通用编码规则', ruleCode: 'common', ruleJson: '[{"digits":"*","pattern":"^A","message":"必须以A开头"}]', ruleDescription: null, tenantId: null, editable: true, createTime: '2026-01-01 08:00:00' };
const DICT = { id: 'd1', dictName: '性别', dictCode: 'sex', description: null, type: 0, tenantId: null, editable: true, createTime: '2026-01-01 08:00:00' };
const LOG = (id: string, v: number, content: string) => ({ id, dataTable: 'demo', dataTableText: '组件示例', dataId: 'x1', dataVersion: v, dataContent: content, createBy: 'admin', createTime: '2026-01-01 08:00:00' });

beforeEach(() => {
  resetMocks();
  calls.get.mockImplementation(async (url: string, config?: { params?: Record<string, unknown> }) => {
    if (url === '/sys/checkRule/list') return page([RULE]);
    if (url === '/sys/checkRule/checkByCode') return config?.params?.value === 'AB' ? ok(null, '校验通过') : { success: false, code: 500, message: '必须以A开头', result: null };
    if (url === '/sys/dict/list') return page([DICT]);
    if (url === '/sys/duplicate/check') return ok(null, '该值可用！');
    if (url === '/sys/message/sysMessage/list') return page([{ id: 'm1', templateCode: 't', esType: '1', esTitle: '到期提醒', esReceiver: '13800138000', esParam: '{}', esContent: '内容', esSendStatus: '2', esSendTime: null, esSendNum: 1, esResult: '未配置短信网关', createTime: '' }]);
    if (url === '/sys/dataLog/tables') return ok([{ value: 'demo', text: '组件示例' }]);
    if (url === '/sys/dataLog/list') return page([LOG('l2', 2, '{"name":"乙","age":1}'), LOG('l1', 1, '{"name":"甲","age":1}')]);
    if (url === '/sys/dataLog/queryCompareList') return ok([LOG('l1', 1, '{"name":"甲","age":1}'), LOG('l2', 2, '{"name":"乙","age":1}')]);
    throw new Error(`unexpected GET ${url}`);
  });
});

const wrap = (node: React.ReactNode) => render(<App>{node}</App>);

describe('编码校验规则 page', () => {
  it('lists rules and tests a value with 功能测试', async () => {
    wrap(<CheckRuleList />);
    await screen.findByText('通用编码规则');
    fireEvent.click(screen.getByText('功能测试'));
    const input = await screen.findByPlaceholderText('请输入需要测试的值');
    fireEvent.change(input, { target: { value: 'BB' } });
    fireEvent.click(button('测试'));
    expect(await screen.findByText('必须以A开头', { selector: '.ant-alert-message, .ant-alert-title, div' })).toBeTruthy();
    fireEvent.change(input, { target: { value: 'AB' } });
    fireEvent.click(button('测试'));
    await screen.findByText('校验通过');
    expect(calls.get).toHaveBeenCalledWith('/sys/checkRule/checkByCode', { params: { ruleCode: 'common', value: 'AB' } });
  });
});

describe('数据字典 page', () => {
  it('adds a dictionary through the form', async () => {
    calls.post.mockResolvedValue(ok({ id: 'd2' }, '添加成功！'));
    wrap(<DictList />);
    await screen.findByText('性别');
    fireEvent.click(button('新增'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('请输入字典名称'), { target: { value: '车辆颜色' } });
    fireEvent.change(within(dialog).getByPlaceholderText('请输入字典编码'), { target: { value: 'car_color' } });
    fireEvent.click(button('保存', dialog));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('/sys/dict/add', expect.objectContaining({ dictName: '车辆颜色', dictCode: 'car_color' })));
  });
});

describe('消息记录 page', () => {
  it('shows a failed message with its reason and resends it', async () => {
    calls.post.mockResolvedValue({ success: false, code: 500, message: '消息发送失败：未配置短信网关', result: { id: 'm1', status: '2' } });
    wrap(<MessageList />);
    await screen.findByText('到期提醒');
    expect(screen.getByText('未配置短信网关')).toBeTruthy();
    expect(screen.getByText('失败')).toBeTruthy();
    fireEvent.click(screen.getByText('重新发送'));
    await waitFor(() => expect(calls.post).toHaveBeenCalledWith('/sys/message/sysMessage/resend', { id: 'm1' }));
  });
});

describe('数据日志 page', () => {
  it('compares two selected versions field by field', async () => {
    const { container } = wrap(<DataLogList />);
    await screen.findAllByText('组件示例');
    fireEvent.click(button('数据比较'));
    const boxes = container.querySelectorAll('tbody input[type="checkbox"]');
    const selected = () => container.querySelectorAll('tbody .ant-table-row-selected').length;
    fireEvent.click(boxes[0]);
    await waitFor(() => expect(selected()).toBeGreaterThanOrEqual(1));
    if (selected() < 2) fireEvent.click(container.querySelectorAll('tbody input[type="checkbox"]')[1]);
    await waitFor(() => expect(selected()).toBe(2));
    fireEvent.click(button('数据比较'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('乙');
    expect(within(dialog).getByText('甲')).toBeTruthy();
    expect(within(dialog).queryByText('age')).toBeNull();
    expect(calls.get).toHaveBeenCalledWith('/sys/dataLog/queryCompareList', { params: { dataId1: 'l2', dataId2: 'l1' } });
  });
});
