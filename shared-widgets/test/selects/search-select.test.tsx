import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 5000 });
const get = jest.fn();
const cache: Record<string, { value: string; text: string }[]> = {};
jest.mock('shared-session', () => ({
  http: { get: (...a: unknown[]) => get(...a) },
  getDictItems: (code: string) => cache[code] ?? [],
  SESSION_CONSTANTS: { DEFAULT_CACHE_TTL_MS: 30000 },
}));

import { SearchSelect, searchEmptyText } from '../../src/selects/search-select';
import { tableDictError } from '../../src/selects/search-api';

const ok = (result: unknown) => ({ success: true, code: 200, message: '', result });
const DICT = 'sys_user,realname,username';

beforeEach(() => {
  get.mockReset();
  Object.keys(cache).forEach((k) => delete cache[k]);
});

describe('search select rules (widgets-spec §2, §5, §9)', () => {
  it('needs table, text and code for a table dictionary', () => {
    expect(tableDictError(DICT)).toBeNull();
    expect(tableDictError('sys_user,realname')).toBe('字典配置错误，表字典需要table、text和code!');
    expect(tableDictError('sex')).not.toBeNull();
    expect(tableDictError('sys_user,,username')).not.toBeNull();
  });
  it('shows the three empty-state texts', () => {
    expect(searchEmptyText('idle', '')).toBe('请输入搜索内容');
    expect(searchEmptyText('loading', 'a')).toBe('加载中…');
    expect(searchEmptyText('done', 'zz')).toBe('没有查询到任何数据');
    expect(searchEmptyText('done', '  ')).toBe('请输入搜索内容');
  });
});

describe('SearchSelect async (widgets-spec §4 Search select, §7 loadDict / loadDictItem)', () => {
  afterEach(() => jest.useRealTimers());

  it('searches after an 800 ms debounce with pageSize 10, only for the last text; empty text clears', async () => {
    jest.useFakeTimers();
    get.mockImplementation(async (url: string, cfg: { params: { keyword: string } }) => {
      if (url.startsWith('/sys/dict/loadDict/')) return ok(cfg.params.keyword === 'zz' ? [] : [{ value: 'hz_operator', text: '杭州调度' }]);
      throw new Error(url);
    });
    const onChange = jest.fn();
    render(<SearchSelect dict={DICT} async onChange={onChange} />);
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '杭' } });
    fireEvent.change(input, { target: { value: '杭州' } });
    act(() => jest.advanceTimersByTime(799));
    expect(get).not.toHaveBeenCalled();
    expect(screen.getByText('加载中…')).toBeTruthy();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/sys/dict/loadDict/sys_user%2Crealname%2Cusername', { params: { keyword: '杭州', pageSize: 10 }, skipErrorHandler: true });
    fireEvent.click(await screen.findByText('杭州调度'));
    expect(onChange).toHaveBeenCalledWith('hz_operator');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'zz' } });
    await act(async () => {
      jest.advanceTimersByTime(800);
    });
    expect(await screen.findByText('没有查询到任何数据')).toBeTruthy();
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByText('请输入搜索内容')).toBeTruthy();
  });

  it('shows the label of a preset value through loadDictItem', async () => {
    get.mockResolvedValue(ok(['管理员']));
    render(<SearchSelect dict={DICT} async value="admin" />);
    expect(await screen.findByText('管理员')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/sys/dict/loadDictItem/sys_user%2Crealname%2Cusername', { params: { key: 'admin' }, skipErrorHandler: true });
  });

  it('warns about a wrong table dictionary and stays disabled', async () => {
    render(<SearchSelect dict="sys_user,realname" async />);
    expect(await screen.findByText('字典配置错误，表字典需要table、text和code!')).toBeTruthy();
    expect(document.querySelector('.ant-select-disabled')).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });
});

describe('SearchSelect sync', () => {
  it('loads every option once and filters locally', async () => {
    get.mockResolvedValue(ok([{ value: 'a', text: '甲车队' }, { value: 'b', text: '乙车队' }]));
    const onChange = jest.fn();
    render(<SearchSelect dict="sys_depart,depart_name,id" onChange={onChange} />);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '乙' } });
    fireEvent.click(await screen.findByText('乙车队'));
    expect(onChange).toHaveBeenCalledWith('b');
    expect(screen.queryByText('甲车队')).toBeNull();
    expect(get).toHaveBeenCalledTimes(1);
  });
});
