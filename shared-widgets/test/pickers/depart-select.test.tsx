import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEPART_TREE, ok, router } from './fixtures';

jest.setTimeout(90000);
configure({ asyncUtilTimeout: 8000 });
let get = router({});
jest.mock('shared-session', () => ({
  http: { get: (...a: unknown[]) => (get as (...x: unknown[]) => unknown)(...a) },
  getDictItems: () => [],
  SESSION_CONSTANTS: { DEFAULT_CACHE_TTL_MS: 30000 },
}));

import { DepartSelectInput } from '../../src/pickers/depart-select-input';
import { DepartSelectModal } from '../../src/pickers/depart-select-modal';
import { nextCheckedKeys } from '../../src/pickers/tree-check';

beforeEach(() => {
  get = router({
    '/sys/sysDepart/queryTreeList': () => ok(DEPART_TREE),
    '/sys/sysDepart/searchBy': (p) => ok(p.keyWord === '上海' ? [{ id: 'd3', departName: '上海分公司', orgCode: 'A01A02', isLeaf: true }] : []),
    '/sys/sysDepart/queryDepartTreeSync': () => ok([]),
  });
});

const okButton = () => screen.getByRole('button', { name: /确\s*定|OK/ });
const checkbox = (key: string) => screen.getByTestId(`depart-node-${key}`).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;

describe('tree checking rules (widgets-spec §4 Tree checking)', () => {
  it('reads linked and strict check arguments; single mode keeps only the newest node', () => {
    expect(nextCheckedKeys(['a', 'b'], 'b', true, true)).toEqual(['a', 'b']);
    expect(nextCheckedKeys({ checked: ['a', 'c'], halfChecked: [] }, 'c', true, true)).toEqual(['a', 'c']);
    expect(nextCheckedKeys({ checked: ['a', 'c'], halfChecked: [] }, 'c', true, false)).toEqual(['c']);
    expect(nextCheckedKeys({ checked: ['a'], halfChecked: [] }, 'c', false, false)).toEqual([]);
  });
});

describe('DepartSelectModal (widgets-spec §2, §4, §9)', () => {
  it('opens with width 500 and the root opened, checks strictly and returns id, departName, orgCode', async () => {
    const onOk = jest.fn();
    render(<DepartSelectModal open value={['d3']} onOk={onOk} onCancel={jest.fn()} />);
    await screen.findByTestId('depart-node-d2');
    expect(screen.queryByTestId('depart-node-d4')).toBeNull();
    expect(document.querySelector('.ant-modal')?.getAttribute('style')).toContain('500px');
    fireEvent.click(checkbox('d1'));
    fireEvent.click(okButton());
    expect(onOk).toHaveBeenLastCalledWith([
      { id: 'd3', departName: '上海分公司', orgCode: 'A01A02' },
      { id: 'd1', departName: '总公司', orgCode: 'A01' },
    ]);
  });

  it('父子关联 links parent and children checking; 取消关联 unlinks again', async () => {
    const onOk = jest.fn();
    render(<DepartSelectModal open onOk={onOk} onCancel={jest.fn()} />);
    await screen.findByTestId('depart-node-d2');
    fireEvent.click(screen.getByTestId('depart-tree-menu'));
    fireEvent.click(await screen.findByText('父子关联'));
    fireEvent.click(checkbox('d1'));
    fireEvent.click(okButton());
    expect(onOk.mock.calls[0][0].map((n: { id: string }) => n.id).sort()).toEqual(['d1', 'd2', 'd3', 'd4']);
    fireEvent.click(screen.getByTestId('depart-tree-menu'));
    fireEvent.click(await screen.findByText('取消关联'));
    fireEvent.click(checkbox('d3'));
    fireEvent.click(okButton());
    expect(onOk.mock.calls[1][0].map((n: { id: string }) => n.id).sort()).toEqual(['d1', 'd2', 'd4']);
  });

  it('single mode keeps only the newest checked node and offers no link switch', async () => {
    const onOk = jest.fn();
    render(<DepartSelectModal open multi={false} onOk={onOk} onCancel={jest.fn()} />);
    await screen.findByTestId('depart-node-d2');
    fireEvent.click(checkbox('d2'));
    fireEvent.click(checkbox('d3'));
    fireEvent.click(screen.getByTestId('depart-tree-menu'));
    await screen.findByText('展开所有');
    expect(screen.queryByText('父子关联')).toBeNull();
    fireEvent.click(okButton());
    expect(onOk).toHaveBeenLastCalledWith([{ id: 'd3', departName: '上海分公司', orgCode: 'A01A02' }]);
  });

  it('searches by keyword through searchBy and shows the whole tree again for an empty search', async () => {
    render(<DepartSelectModal open onOk={jest.fn()} onCancel={jest.fn()} />);
    await screen.findByTestId('depart-node-d2');
    const box = screen.getByPlaceholderText('请输入部门名称按回车进行搜索');
    fireEvent.change(box, { target: { value: '上海' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByTestId('depart-node-d1')).toBeNull());
    expect(screen.getByTestId('depart-node-d3')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/sys/sysDepart/searchBy', { params: { keyWord: '上海' } });
    const again = screen.getByPlaceholderText('请输入部门名称按回车进行搜索');
    fireEvent.change(again, { target: { value: '' } });
    fireEvent.keyDown(again, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(get.mock.calls.filter((c) => c[0] === '/sys/sysDepart/queryTreeList')).toHaveLength(2));
    expect(await screen.findByTestId('depart-node-d1')).toBeTruthy();
  });
});

describe('DepartSelectInput (widgets-spec §2 Department select cell, §9 store id / text departName)', () => {
  it('shows 请点击选择部门, resolves names from the tree, stores ids and clears', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<DepartSelectInput value="" onChange={onChange} />);
    const input = screen.getByTestId('depart-select-input') as HTMLInputElement;
    expect(input.placeholder).toBe('请点击选择部门');
    expect(input.readOnly).toBe(true);
    rerender(<DepartSelectInput value="d4,d3" onChange={onChange} />);
    await waitFor(() => expect(input.value).toBe('西湖车队,上海分公司'));
    fireEvent.click(screen.getByLabelText('clear'));
    expect(onChange).toHaveBeenLastCalledWith('');
    fireEvent.click(input);
    await screen.findByTestId('depart-node-d1');
    fireEvent.click(checkbox('d1'));
    fireEvent.click(okButton());
    expect(onChange).toHaveBeenLastCalledWith('d4,d3,d1');
  });
});
