import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import FleetSidePanel from '../src/components/fleet-side-panel';
import { useMapStore } from '../src/stores/map-store';
import { orgTree, vehicle } from './fixtures';

const get = jest.fn();
jest.mock('shared-session', () => ({ http: { get: (...args: unknown[]) => get(...args), post: jest.fn() } }));

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <div style={{ height: 600 }}>
        <FleetSidePanel tree={orgTree} loading={false} />
      </div>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useMapStore.getState().reset();
  get.mockReset();
  get.mockResolvedValue({ success: true, code: 200, message: '', result: [] });
  act(() => {
    useMapStore.getState().applyLive({
      type: 'snapshot',
      source: 'socket',
      vehicles: [
        vehicle({ carId: 'a', carNum: '京A11111', departId: 'd1', status: 'moving' }),
        vehicle({ carId: 'b', carNum: '京A22222', departId: 'd3', status: 'offline' }),
        vehicle({ carId: 'c', carNum: '沪C33333', departId: 'd3', status: 'parked' }),
      ],
    });
  });
});

describe('FleetSidePanel', () => {
  it('shows departments with live online / total counts', async () => {
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('org-row-root').textContent).toBe('总公司(2/5)'));
    expect(screen.getByTestId('org-row-d2').textContent).toBe('二分公司(1/2)');
  });

  it('filters the loaded cars by plate and selects the picked car', async () => {
    renderPanel();
    fireEvent.change(screen.getByPlaceholderText('请输入车牌号'), { target: { value: '京a' } });
    expect(screen.getByTestId('car-row-京A11111')).toBeTruthy();
    expect(screen.getByTestId('car-row-京A22222').textContent).toContain('车队');
    expect(screen.queryByTestId('car-row-沪C33333')).toBeNull();
    fireEvent.click(screen.getByTestId('car-row-京A22222'));
    expect(useMapStore.getState().singleId).toBe('b');
    expect(useMapStore.getState().carInfo!.carNum).toBe('京A22222');
  });

  it('lists a department’s own cars with a status dot when expanded', async () => {
    get.mockResolvedValue({
      success: true,
      code: 200,
      message: '',
      result: [
        { id: 'a', carNum: '京A11111', departId: 'd1' },
        { id: 'z', carNum: '京Z99999', departId: 'd3' },
      ],
    });
    renderPanel();
    fireEvent.click(await screen.findByTestId('org-row-d1'));
    const row = await screen.findByTestId('car-row-京A11111');
    expect(get).toHaveBeenCalledWith('/api/car/getCarsByOrg', { params: { orgId: 'd1' } });
    expect(screen.queryByTestId('car-row-京Z99999')).toBeNull();
    expect(row.querySelector('.ant-badge-status-dot')!.getAttribute('style')).toContain('rgb(82, 196, 26)');
    fireEvent.click(row);
    expect(useMapStore.getState().singleId).toBe('a');
  });
});
