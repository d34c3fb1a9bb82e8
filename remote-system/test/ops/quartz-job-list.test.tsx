import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { calls, ok, page, paramsOf, resetCalls } from './ops-mocks';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 8000 });
jest.mock('shared-session', () => jest.requireActual('./session-mock').sessionMock());

import QuartzJobList from '../../src/views/quartz-job-list';

const JOB = {
  id: 'job_demo_echo_1', jobClassName: 'demo_echo', jobType: 'demo_echo', jobClassName_dictText: '示例任务', scope: 'tenant',
  cronExpression: '0/5 * * * * ? *', parameter: '示例任务参数', description: '示例任务：每5秒把参数写入执行历史', status: -1,
  status_dictText: '停止', createBy: 'admin', createTime: '2026-11-21 10:00:00', updateBy: null, updateTime: null, nextFireTime: null,
};
const TYPES = [
  { value: 'demo_echo', text: '示例任务', description: '把参数写入执行历史', scope: 'tenant', parameterHint: '任意文本' },
  { value: 'log_cleanup', text: '日志清理', description: '删除旧日志', scope: 'tenant', parameterHint: '{"days":30}' },
];
let runs: unknown[] = [];

beforeEach(() => {
  resetCalls();
  runs = [];
  calls.get.mockImplementation(async (url: string) => {
    if (url === '/sys/quartzJob/list') return page([JOB]);
    if (url === '/sys/quartzJob/jobTypes') return ok(TYPES);
    if (url === '/sys/quartzJob/log/list') return page(runs);
    if (url === '/sys/quartzJob/resume') return ok(null, '启动定时任务成功');
    if (url === '/sys/quartzJob/execute') return ok({ logId: '9', finished: true, success: true, message: '执行成功!', durationMs: 3 }, '执行成功!');
    if (url === '/sys/quartzJob/checkCron') return ok({ cronExpression: '0/5 * * * * ? *', nextTimes: ['2026-11-21 10:00:05', '2026-11-21 10:00:10', '2026-11-21 10:00:15', '2026-11-21 10:00:20', '2026-11-21 10:00:25'] }, '验证通过');
    throw new Error(`unexpected GET ${url}`);
  });
});

const renderPage = () => render(<App><QuartzJobList /></App>);

async function confirm(linkText: string) {
  fireEvent.click(within(await screen.findByTestId(`job-actions-${JOB.id}`)).getByText(linkText));
  const pop = await screen.findByRole('tooltip');
  fireEvent.click(within(pop).getByRole('button', { name: /确\s*定|OK/ }));
}

describe('定时任务 page', () => {
  it('lists the jobs and filters by job type and status', async () => {
    renderPage();
    expect(await screen.findByText('示例任务：每5秒把参数写入执行历史')).toBeTruthy();
    expect(screen.getByText('停止')).toBeTruthy();
    await waitFor(() => expect(calls.get).toHaveBeenCalledWith('/sys/quartzJob/jobTypes'));
    fireEvent.mouseDown(screen.getAllByRole('combobox')[1]);
    fireEvent.click(await screen.findByTitle('停止'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(paramsOf(calls.get, '/sys/quartzJob/list')).toMatchObject({ status: -1, pageNo: 1 }));
  });

  it('starts a stopped job (resume) and runs it once (execute)', async () => {
    renderPage();
    await confirm('启动');
    await waitFor(() => expect(calls.get).toHaveBeenCalledWith('/sys/quartzJob/resume', { params: { id: JOB.id } }));
    expect(await screen.findByText('启动定时任务成功')).toBeTruthy();
    await confirm('立即执行');
    await waitFor(() => expect(calls.get).toHaveBeenCalledWith('/sys/quartzJob/execute', { params: { id: JOB.id } }));
    expect(await screen.findByText('执行成功!')).toBeTruthy();
  });

  it('opens the history drawer and refreshes it', async () => {
    renderPage();
    fireEvent.click(within(await screen.findByTestId(`job-actions-${JOB.id}`)).getByText('执行历史'));
    await waitFor(() => expect(paramsOf(calls.get, '/sys/quartzJob/log/list')).toMatchObject({ jobId: JOB.id }));
    runs = [{ id: '7', jobId: JOB.id, jobType: 'demo_echo', triggerType: 'cron', triggerType_dictText: '定时', fireTime: '2026-11-21 10:00:05', startTime: '2026-11-21 10:00:05', endTime: '2026-11-21 10:00:05', durationMs: 2, success: 1, success_dictText: '成功', message: '示例任务参数', instance: 'i1' }];
    const table = await screen.findByTestId('job-history-table');
    expect(await within(table).findByText('示例任务参数', undefined, { timeout: 6000 })).toBeTruthy();
    expect(within(table).getByText('成功')).toBeTruthy();
  });

  it('adds a job with the type select, the cron field and the next-times check', async () => {
    calls.post.mockResolvedValue(ok({ id: 'j2' }, '创建定时任务成功'));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getAllByRole('combobox')[0]);
    fireEvent.click((await screen.findAllByTitle('日志清理')).at(-1)!);
    expect(await within(dialog).findByText('删除旧日志')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /验\s*证/ }));
    const check = await within(dialog).findByTestId('cron-check-result');
    expect(check.textContent).toContain('2026-11-21 10:00:25');
    expect(paramsOf(calls.get, '/sys/quartzJob/checkCron')).toEqual({ cronExpression: '0/5 * * * * ? *' });
    fireEvent.change(within(dialog).getByPlaceholderText('{"days":30}'), { target: { value: '{"days":7}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(calls.post).toHaveBeenCalled());
    expect(calls.post.mock.calls[0][0]).toBe('/sys/quartzJob/add');
    expect(calls.post.mock.calls[0][1]).toMatchObject({ jobType: 'log_cleanup', jobClassName: 'log_cleanup', cronExpression: '0/5 * * * * ? *', parameter: '{"days":7}', status: 0 });
    expect(await screen.findByText('创建定时任务成功')).toBeTruthy();
  });

  it('shows the server cron message when the check fails', async () => {
    calls.get.mockImplementation(async (url: string) => {
      if (url === '/sys/quartzJob/checkCron') throw Object.assign(new Error('400'), { response: { data: { success: false, code: 400, message: 'Cron表达式的日和周必须有且只有一个为?' } } });
      if (url === '/sys/quartzJob/jobTypes') return ok(TYPES);
      return page([JOB]);
    });
    renderPage();
    fireEvent.click(within(await screen.findByTestId(`job-actions-${JOB.id}`)).getByText('编辑'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((within(dialog).getByRole('button', { name: /验\s*证/ }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: /验\s*证/ }));
    expect((await within(dialog).findByTestId('cron-check-result')).textContent).toContain('Cron表达式的日和周必须有且只有一个为?');
  });
});
