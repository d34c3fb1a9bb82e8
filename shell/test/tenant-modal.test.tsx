import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { STORAGE_KEYS, storage } from 'shared-session';
import { switchTenant, tenantTitle } from '../src/features/tenant/tenant-api';
import { TenantModal } from '../src/features/tenant/tenant-modal';

const tenants = { list: [{ id: 1, name: '平台租户' }, { id: 2, name: '二号公司' }, { id: 3, name: '三号公司' }], loginTenantId: 1, currentTenantId: 1 };

describe('tenant switch dialog', () => {
  it('titles with the current tenant and offers only the other tenants', async () => {
    expect(tenantTitle(tenants.list, 2)).toBe('租户切换（当前租户：二号公司）');
    expect(tenantTitle(tenants.list, 9)).toBe('租户选择');
    const onSwitch = jest.fn();
    const hasMenu = jest.fn(async (id: number) => id === 3);
    render(<App><TenantModal open tenants={tenants} onClose={jest.fn()} onSwitch={onSwitch} hasMenu={hasMenu} /></App>);
    expect(await screen.findByText('租户切换（当前租户：平台租户）')).toBeTruthy();
    fireEvent.click(screen.getByText(/确\s*认/));
    await waitFor(() => expect(document.querySelector('.ant-form-item-has-error')).not.toBeNull());
    expect(onSwitch).not.toHaveBeenCalled();
    fireEvent.mouseDown(document.querySelector('.ant-select-selector, .ant-select') as Element);
    await screen.findByTitle('二号公司');
    expect([...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent)).toEqual(['二号公司', '三号公司']);
    fireEvent.click(await screen.findByTitle('二号公司'));
    fireEvent.click(screen.getByText(/确\s*认/));
    expect(await screen.findByText('您在该租户下没有任何菜单权限，无法切换')).toBeTruthy();
    expect(onSwitch).not.toHaveBeenCalled();
    fireEvent.mouseDown(document.querySelector('.ant-modal .ant-select') as Element);
    fireEvent.click(await screen.findByTitle('三号公司'));
    fireEvent.click(screen.getByText(/确\s*认/));
    await waitFor(() => expect(onSwitch).toHaveBeenCalledWith(3));
    expect(hasMenu.mock.calls.map((c) => c[0])).toEqual([2, 3]);
  });

  it('says so when the menu check cannot reach the server, and does not switch', async () => {
    const onSwitch = jest.fn();
    render(<App><TenantModal open tenants={tenants} onClose={jest.fn()} onSwitch={onSwitch} hasMenu={async () => { throw new Error('Network Error'); }} /></App>);
    fireEvent.mouseDown(document.querySelector('.ant-modal .ant-select') as Element);
    fireEvent.click(await screen.findByTitle('二号公司'));
    fireEvent.click(screen.getByText(/确\s*认/));
    expect(await screen.findByText('切换租户失败，请稍后重试')).toBeTruthy();
    expect(onSwitch).not.toHaveBeenCalled();
  });

  it('switching stores TENANT_ID, drops the dictionary cache and reloads at home', () => {
    storage.set(STORAGE_KEYS.UI_CACHE_DB_DICT_DATA, { sex: [] }, 100000);
    const assign = jest.fn();
    switchTenant(2, { assign });
    expect(storage.get(STORAGE_KEYS.TENANT_ID)).toBe(2);
    expect(storage.get(STORAGE_KEYS.UI_CACHE_DB_DICT_DATA)).toBeFalsy();
    expect(assign).toHaveBeenCalledWith('/dashboard/analysis');
  });
});
