import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSessionStore } from 'shared-session';
import * as api from '../src/features/notices/notice-api';
import { NoticeBell } from '../src/features/notices/notice-bell';
import { NoticeDetailModal, safeNoticeHtml } from '../src/features/notices/notice-detail-modal';
import { useNoticeStore } from '../src/features/notices/notice-store';
import { isReloadPush } from '../src/features/notices/use-notice-polling';

const sockets: { onmessage?: (e: { data: string }) => void }[] = [];
jest.mock('shared-session', () => {
  const actual = jest.requireActual('shared-session');
  return {
    ...actual,
    openSocket: jest.fn((_path: string, handlers: { onMessage(data: unknown): void }) => {
      const s = { onmessage: (e: { data: string }) => handlers.onMessage(JSON.parse(e.data)) };
      sockets.push(s);
      return { send: () => true, close: jest.fn() };
    }),
  };
});
jest.mock('../src/features/notices/notice-api', () => ({
  fetchNoticeLists: jest.fn(),
  fetchNotice: jest.fn(),
  markNoticeRead: jest.fn(async () => undefined),
}));

const mocked = api as jest.Mocked<typeof api>;
const notice = (id: string, priority: 'L' | 'M' | 'H', msgCategory: '1' | '2' = '1') => ({
  id, titile: `通知${id}`, sender: '系统管理员', sendTime: '2026-11-21 10:00:00', createTime: '2026-11-21 10:00:00', priority,
  msgCategory, openType: null, openPage: null, busId: null, readFlag: '0' as const,
});

function renderBell() {
  return render(
    <MemoryRouter initialEntries={['/dashboard/analysis']}>
      <Routes>
        <Route path="/isps/userAnnouncement" element={<div>我的消息页</div>} />
        <Route path="*" element={<><NoticeBell /><NoticeDetailModal /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('notice bell (console-spec §2.3, §4)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sockets.length = 0;
    useNoticeStore.setState({ lists: { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 }, failed: false, openId: null });
    useSessionStore.setState({ userInfo: { id: 'u1', username: 'admin', realname: '管理员' } as never });
    mocked.fetchNoticeLists.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('shows the unread total, the two tabs and coloured priority tags; 查看更多 goes to /isps/userAnnouncement', async () => {
    mocked.fetchNoticeLists.mockResolvedValue({ anntMsgList: [notice('1', 'H'), notice('2', 'L')], anntMsgTotal: 2, sysMsgList: [notice('3', 'M', '2')], sysMsgTotal: 1 });
    renderBell();
    await waitFor(() => expect(document.querySelector('.ant-badge-count')?.textContent).toBe('3'));
    fireEvent.click(screen.getByTestId('notice-bell'));
    expect(await screen.findByText('通知(2)')).toBeTruthy();
    expect(screen.getByText('系统消息(1)')).toBeTruthy();
    expect(screen.getByText('紧急消息').closest('.ant-tag')?.className).toMatch(/red/);
    expect(screen.getByText('一般消息').closest('.ant-tag')?.className).toMatch(/blue/);
    fireEvent.click(screen.getAllByText('查看更多')[0]);
    expect(await screen.findByText('我的消息页')).toBeTruthy();
  });

  it('polls every 6 s, stops after a failure, and a socket push of cmd topic or user reloads', async () => {
    mocked.fetchNoticeLists.mockResolvedValue({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 });
    renderBell();
    await waitFor(() => expect(mocked.fetchNoticeLists).toHaveBeenCalledTimes(1));
    await act(async () => { jest.advanceTimersByTime(6000); });
    expect(mocked.fetchNoticeLists).toHaveBeenCalledTimes(2);
    mocked.fetchNoticeLists.mockRejectedValueOnce(new Error('down'));
    await act(async () => { jest.advanceTimersByTime(6000); });
    expect(mocked.fetchNoticeLists).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(useNoticeStore.getState().failed).toBe(true));
    await act(async () => { jest.advanceTimersByTime(30000); });
    expect(mocked.fetchNoticeLists).toHaveBeenCalledTimes(3);
    await act(async () => { sockets[0].onmessage?.({ data: JSON.stringify({ cmd: 'heartcheck' }) }); });
    expect(mocked.fetchNoticeLists).toHaveBeenCalledTimes(3);
    await act(async () => { sockets[0].onmessage?.({ data: JSON.stringify({ cmd: 'user', msgId: 'x', msgTxt: '新通知' }) }); });
    expect(mocked.fetchNoticeLists).toHaveBeenCalledTimes(4);
    await waitFor(() => expect(useNoticeStore.getState().failed).toBe(false));
    await act(async () => { jest.advanceTimersByTime(6000); });
    expect(mocked.fetchNoticeLists).toHaveBeenCalledTimes(5);
  });

  it('opens the detail: sanitised HTML, marks read, reloads, and 去处理 for openType url', async () => {
    mocked.fetchNoticeLists.mockResolvedValue({ anntMsgList: [notice('1', 'H')], anntMsgTotal: 1, sysMsgList: [], sysMsgTotal: 0 });
    mocked.fetchNotice.mockResolvedValue({ ...notice('1', 'H'), openType: 'url', openPage: '/isps/userAnnouncement', msgContent: '<p>正文<img src=x onerror="window.hacked=1"><script>window.hacked=2</script></p>' });
    renderBell();
    await waitFor(() => expect(mocked.fetchNoticeLists).toHaveBeenCalled());
    act(() => useNoticeStore.getState().open('1'));
    expect(await screen.findByText('正文')).toBeTruthy();
    const html = screen.getByTestId('notice-detail').innerHTML;
    expect(html).not.toMatch(/onerror|<script/);
    await waitFor(() => expect(mocked.markNoticeRead).toHaveBeenCalledWith('1'));
    fireEvent.click(screen.getByText(/去\s*处\s*理/));
    expect(await screen.findByText('我的消息页')).toBeTruthy();
  });

  it('knows which pushes reload and strips active content', () => {
    expect(isReloadPush({ cmd: 'topic' })).toBe(true);
    expect(isReloadPush({ cmd: 'user' })).toBe(true);
    expect(isReloadPush({ cmd: 'heartcheck' })).toBe(false);
    expect(isReloadPush('pong')).toBe(false);
    expect(safeNoticeHtml('<a href="javascript:alert(1)">x</a><b style="x">y</b>')).toBe('<a>x</a><b>y</b>');
  });
});
