import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import CarListPage from '../src/components/car-list-page';
import CarFormModal from '../src/components/manage/car-form-modal';
import { vinProblem } from '../src/components/manage/vehicle-rules';
import type { Vehicle } from '../src/types';

jest.setTimeout(180000);
configure({ asyncUtilTimeout: 10000 });
const post = jest.fn();
const get = jest.fn();
const granted = new Set<string>();
jest.mock('shared-session', () => ({
  http: { get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) },
  hasPermission: (code: string) => granted.has(code),
  sessionInstanceId: 'test',
}));

const ok = (result: unknown) => ({ success: true, code: 200, message: '操作成功！', result });
const orgTree = [{ id: 'hz', key: 'hz', value: 'hz', title: '杭州分公司', departName: '杭州分公司', orgCode: 'A01A02', parentId: null, departOrder: 0, ownCarCount: 0, carCount: 1, onlineCount: 0, isLeaf: false, children: [
  { id: 'xh', key: 'xh', value: 'xh', title: '西湖车队', departName: '西湖车队', orgCode: 'A01A02A01', parentId: 'hz', departOrder: 0, ownCarCount: 1, carCount: 1, onlineCount: 0, isLeaf: true, children: [] },
] }];
const categories = [{ id: 'h', key: 'h', value: '货车', title: '货车', children: [{ id: 'h1', key: 'h1', value: '重型货车', title: '重型货车', children: [] }] }];
const car: Vehicle = { id: 'v1', carNum: '浙AD1234', plateColor: 2, vin: null, vehicleType: '重型货车', driverName: '王伟', speedLimit: 80, fuelTank: 400, departId: 'xh', departName: '西湖车队', phone: '013800000001' };

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  granted.clear();
});

describe('vehicle rules', () => {
  it('checks the VIN check digit like the server', () => {
    expect(vinProblem('')).toBeNull();
    expect(vinProblem('LZZ1A2B3C0JC10000')).not.toBeNull();
    expect(vinProblem('LZZ1A2B3CIJC10000')).toMatch(/不含I、O、Q/);
  });
});

describe('CarFormModal', () => {
  it('shows the Chinese validation messages and sends nothing for bad input', async () => {
    wrap(<CarFormModal open car={null} orgTree={orgTree} categories={categories} onCancel={() => undefined} onSaved={() => undefined} />);
    fireEvent.change(field('车牌号'), { target: { value: 'AB123' } });
    fireEvent.change(field('终端手机号'), { target: { value: '12345' } });
    fireEvent.change(field('限速'), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('车牌号格式不正确，如 浙A12345')).toBeTruthy();
    expect(await screen.findByText('终端手机号应为11至12位数字')).toBeTruthy();
    expect(await screen.findByText('限速应为1至200之间的整数（km/h）')).toBeTruthy();
    expect(await screen.findByText('请选择所属组织', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('edits a vehicle, normalises the plate and shows a server refusal', async () => {
    post.mockResolvedValueOnce({ success: false, code: 400, message: '该终端手机号已被其他车辆使用', result: null });
    const onSaved = jest.fn();
    wrap(<CarFormModal open car={car} orgTree={orgTree} categories={categories} onCancel={() => undefined} onSaved={onSaved} />);
    await waitFor(() => expect(field('车牌号').value).toBe('浙AD1234'));
    fireEvent.change(field('车牌号'), { target: { value: '浙ad5678' } });
    fireEvent.change(field('终端手机号'), { target: { value: '13900000002' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('该终端手机号已被其他车辆使用')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/car/edit', expect.objectContaining({
      id: 'v1', carNum: '浙AD5678', plateColor: 2, vehicleType: '重型货车', speedLimit: 80, fuelTank: 400, departId: 'xh', phone: '13900000002', vin: null,
    }));
    expect(onSaved).not.toHaveBeenCalled();
    post.mockResolvedValueOnce(ok({ ...car, carNum: '浙AD5678' }));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ carNum: '浙AD5678' })));
  });
});

describe('CarListPage buttons', () => {
  const page = { records: [car], total: 1, size: 10, current: 1, pages: 1 };
  beforeEach(() => {
    post.mockImplementation(async (url: string) => (url === '/api/car/queryList' ? ok(page) : ok(1)));
    get.mockImplementation(async (url: string) => ok(url.includes('Category') ? categories : orgTree));
  });

  const buttonTexts = () => [...document.querySelectorAll('button')].map((b) => (b.textContent ?? '').replace(/\s/g, ''));

  it('hides every change button without permission', async () => {
    wrap(<CarListPage />);
    expect(await screen.findByText('浙AD1234')).toBeTruthy();
    const texts = buttonTexts();
    expect(texts).toContain('查询');
    for (const name of ['新增', '批量删除', '转移组织', '导出', '编辑', '删除']) expect(texts).not.toContain(name);
  });

  it('deletes the selected vehicles after the 确认删除 prompt', async () => {
    ['fleet:car:add', 'fleet:car:edit', 'fleet:car:delete', 'fleet:car:move', 'fleet:car:export'].forEach((c) => granted.add(c));
    wrap(<CarListPage />);
    const row = (await screen.findByText('浙AD1234')).closest('tr') as HTMLElement;
    expect(buttonTexts()).toEqual(expect.arrayContaining(['新增', '批量删除', '转移组织', '导出', '编辑', '删除']));
    fireEvent.click(row.querySelector('input[type="checkbox"]') as HTMLInputElement);
    fireEvent.click(screen.getByText('批量删除'));
    expect(await screen.findByText('是否删除选中数据?')).toBeTruthy();
    const confirm = [...document.querySelectorAll('.ant-modal-confirm button')].find((b) => (b.textContent ?? '').replace(/\s/g, '') === '确认') as HTMLElement;
    fireEvent.click(confirm);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/car/delete', { ids: 'v1' }));
  });
});
