import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { DepartmentModal } from '../src/features/depart/department-modal';

jest.mock('../src/features/depart/depart-api', () => ({
  ...jest.requireActual('../src/features/depart/depart-api'),
  fetchCurrentDeparts: jest.fn(async () => ({
    list: [
      { id: 'd1', orgCode: 'A01', departName: '总部调度中心' },
      { id: 'd2', orgCode: 'A02', departName: '北京分公司' },
    ],
    orgCode: 'A01',
  })),
  selectDepart: jest.fn(),
}));

describe('department dialog (spec §2.3, §4)', () => {
  it('titles with the current department, and confirm without a choice sets the error status', async () => {
    const onDone = jest.fn();
    render(
      <App>
        <DepartmentModal open closable onClose={jest.fn()} onDone={onDone} />
      </App>,
    );
    expect(await screen.findByText('部门切换（当前部门：总部调度中心）')).toBeTruthy();
    expect(screen.getByText('请选择登录部门')).toBeTruthy();
    expect(screen.getByText(/关\s*闭/)).toBeTruthy();
    fireEvent.click(screen.getByText(/确\s*认/));
    await waitFor(() => expect(document.querySelector('.ant-form-item-has-error')).not.toBeNull());
    expect(onDone).not.toHaveBeenCalled();
  });
});
