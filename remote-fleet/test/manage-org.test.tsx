import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import OrgManagePage from '../src/components/manage/org-manage-page';

jest.setTimeout(180000);
configure({ asyncUtilTimeout: 10000 });
const post = jest.fn();
const get = jest.fn();
const granted = new Set<string>();
jest.mock('shared-session', () => ({
  http: { get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) },
  hasPermission: (code: string) => granted.has(code),
}));

const ok = (result: unknown) => ({ success: true, code: 200, message: '操作成功！', result });
const tree = [{ id: 'hz', key: 'hz', value: 'hz', title: '杭州分公司', departName: '杭州分公司', orgCode: 'A01A02', parentId: null, departOrder: 0, ownCarCount: 0, carCount: 6, onlineCount: 2, isLeaf: false, children: [
  { id: 'xh', key: 'xh', value: 'xh', title: '西湖车队', departName: '西湖车队', orgCode: 'A01A02A01', parentId: 'hz', departOrder: 0, ownCarCount: 3, carCount: 3, onlineCount: 1, isLeaf: true, children: [] },
] }];

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}><OrgManagePage /></QueryClientProvider>);
}

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  granted.clear();
  get.mockResolvedValue(ok(tree));
});

describe('OrgManagePage', () => {
  it('shows the tree with online / total counts and hides buttons without permission', async () => {
    renderPage();
    expect((await screen.findByTestId('org-node-xh')).textContent).toBe('西湖车队(1/3 辆)');
    fireEvent.click(screen.getByTestId('org-node-xh'));
    expect((await screen.findByTestId('org-detail')).textContent).toContain('A01A02A01');
    expect(screen.getByTestId('org-detail').textContent).toContain('3 辆');
    expect(screen.queryByRole('button', { name: '添加下级' })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });

  it('adds a child and shows the server refusal of a duplicate name', async () => {
    granted.add('fleet:org:add');
    post.mockResolvedValueOnce({ success: false, code: 400, message: '同级组织下已存在“西湖车队”', result: null });
    renderPage();
    fireEvent.click(await screen.findByTestId('org-node-hz'));
    fireEvent.click(await screen.findByRole('button', { name: '添加下级' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请输入组织名称', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('组织名称'), { target: { value: '西湖车队' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByTestId('org-form-error')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/organize/add', { parentId: 'hz', departName: '西湖车队' });
    post.mockResolvedValueOnce(ok({ id: 'new', orgCode: 'A01A02A03' }));
    fireEvent.change(screen.getByLabelText('组织名称'), { target: { value: ' 滨江车队 ' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(post).toHaveBeenLastCalledWith('/api/organize/add', { parentId: 'hz', departName: '滨江车队' }));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });
});
