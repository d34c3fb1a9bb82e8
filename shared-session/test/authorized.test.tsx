import { act, render, screen } from '@testing-library/react';
import { Authorized, sessionInstanceId, useSessionStore } from '../src';

describe('<Authorized>', () => {
  it('renders children only with the permission and follows store changes', () => {
    useSessionStore.setState({ auth: [], allAuth: [] });
    render(
      <Authorized code="car:add" fallback={<span>无权限</span>}>
        <button>新增</button>
      </Authorized>,
    );
    expect(screen.queryByText('新增')).toBeNull();
    expect(screen.getByText('无权限')).toBeTruthy();
    act(() => useSessionStore.setState({ auth: [{ action: 'car:add', type: '1' }] }));
    expect(screen.getByText('新增')).toBeTruthy();
  });
});

describe('sessionInstanceId', () => {
  it('is a stable non-empty id per module instance', async () => {
    const again = await import('../src');
    expect(sessionInstanceId).toMatch(/\S{8,}/);
    expect(again.sessionInstanceId).toBe(sessionInstanceId);
  });
});
