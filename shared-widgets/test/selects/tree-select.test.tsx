import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 5000 });
const get = jest.fn();
jest.mock('shared-session', () => ({
  http: { get: (...a: unknown[]) => get(...a) },
  getDictItems: () => [],
  SESSION_CONSTANTS: { DEFAULT_CACHE_TTL_MS: 30000 },
}));

import { CategorySelect } from '../../src/selects/category-select';
import { DictTreeSelect } from '../../src/selects/dict-tree-select';
import { toTreeOption, treeConditionError } from '../../src/selects/tree-api';

const ok = (result: unknown) => ({ success: true, code: 200, message: '', result });
const ERR = '组件JTreeSelect-condition传值有误，需要一个json字符串!';

beforeEach(() => get.mockReset());

describe('tree node and condition rules (widgets-spec §3 tree node, §5 Category and tree select)', () => {
  it('reads leaf 0/1 and isLeaf', () => {
    expect(toTreeOption({ key: 'a', title: 'A', leaf: 0 }).isLeaf).toBe(false);
    expect(toTreeOption({ key: 'a', title: 'A', leaf: '1' }).isLeaf).toBe(true);
    expect(toTreeOption({ id: 'b', name: 'B', isLeaf: false })).toEqual({ key: 'b', value: 'b', title: 'B', isLeaf: false });
  });
  it('accepts only a JSON object string as condition', () => {
    expect(treeConditionError(undefined)).toBeNull();
    expect(treeConditionError('')).toBeNull();
    expect(treeConditionError('{"code":"B01"}')).toBeNull();
    expect(treeConditionError("code='B01'")).toBe(ERR);
    expect(treeConditionError('[1]')).toBe(ERR);
    expect(treeConditionError('"x"')).toBe(ERR);
  });
});

describe('DictTreeSelect JTreeSelect (widgets-spec §7 loadTreeData, §9 tree dropdown 400px)', () => {
  it('loads the first level with the table settings, children by pid = node key, and emits the value', async () => {
    get.mockImplementation(async (url: string, cfg: { params: Record<string, string> }) => {
      if (url === '/sys/dict/loadTreeData' && cfg.params.pid === '') return ok([{ key: 'c1', value: 'c1', title: '车辆分类', leaf: 0, isLeaf: false }]);
      if (url === '/sys/dict/loadTreeData' && cfg.params.pid === 'c1') return ok([{ key: 'c2', value: 'c2', title: '货车', leaf: 1, isLeaf: true }]);
      if (url.startsWith('/sys/dict/loadDictItem/')) return ok(['货车']);
      throw new Error(url);
    });
    const onChange = jest.fn();
    const { rerender } = render(<DictTreeSelect dict="sys_category,name,id" condition='{"has_child":"1"}' onChange={onChange} />);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/sys/dict/loadTreeData', { params: { pid: '', tableName: 'sys_category', text: 'name', code: 'id', pidField: 'pid', condition: '{"has_child":"1"}' } }));
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const root = await screen.findByText('车辆分类');
    fireEvent.click(document.querySelector('.ant-select-tree-switcher')!);
    await waitFor(() => expect(get.mock.calls.some((c) => c[1]?.params?.pid === 'c1')).toBe(true));
    fireEvent.click(await screen.findByText('货车'));
    expect(onChange).toHaveBeenLastCalledWith('c2');
    expect(root).toBeTruthy();
    expect((document.querySelector('.ant-select-dropdown') as HTMLElement).style.maxHeight).toBe('400px');
    rerender(<DictTreeSelect dict="sys_category,name,id" value="c9" onChange={onChange} />);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/sys/dict/loadDictItem/sys_category%2Cname%2Cid', { params: { key: 'c9' }, skipErrorHandler: true }));
  });

  it('a condition that is not JSON shows the message and loads nothing', async () => {
    render(<DictTreeSelect dict="sys_category,name,id" condition="pid=0" />);
    expect((await screen.findAllByText(ERR)).length).toBeGreaterThan(0);
    expect(get).not.toHaveBeenCalled();
    expect(document.querySelector('.ant-select-disabled')).toBeTruthy();
  });
});

describe('CategorySelect (widgets-spec §7 /sys/category/*)', () => {
  it('loads roots by pcode, children by pid, labels by loadDictItem ids', async () => {
    get.mockImplementation(async (url: string, cfg: { params: Record<string, string> }) => {
      if (url === '/sys/category/loadTreeRoot') return ok([{ key: 'id1', value: 'id1', title: '货车', leaf: 0 }]);
      if (url === '/sys/category/loadTreeChildren') return ok([{ key: 'id2', value: 'id2', title: '冷藏车', leaf: 1 }]);
      if (url === '/sys/category/loadDictItem/') return ok(cfg.params.ids.split(',').map((i) => (i === 'id2' ? '冷藏车' : '重型货车')));
      throw new Error(url);
    });
    const onChange = jest.fn();
    render(<CategorySelect pcode="B01" value="id9" onChange={onChange} />);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/sys/category/loadTreeRoot', { params: { async: true, pcode: 'B01' } }));
    await waitFor(() => expect(get).toHaveBeenCalledWith('/sys/category/loadDictItem/', { params: { ids: 'id9' }, skipErrorHandler: true }));
    expect(await screen.findByText('重型货车')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await screen.findByText('货车');
    fireEvent.click(document.querySelector('.ant-select-tree-switcher')!);
    fireEvent.click(await screen.findByText('冷藏车'));
    expect(get).toHaveBeenCalledWith('/sys/category/loadTreeChildren', { params: { pid: 'id1' } });
    expect(onChange).toHaveBeenLastCalledWith('id2');
  });

  it('rejects a non-JSON condition with the JTreeSelect message', async () => {
    render(<CategorySelect condition="{bad" />);
    expect((await screen.findAllByText(ERR)).length).toBeGreaterThan(0);
    expect(get).not.toHaveBeenCalled();
  });
});
