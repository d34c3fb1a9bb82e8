import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { USERS, ok, router } from './fixtures';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 8000 });
let get = router({});
jest.mock('shared-session', () => ({
  http: { get: (...a: unknown[]) => (get as (...x: unknown[]) => unknown)(...a) },
  getDictItems: (code: string) => (code === 'sex' ? [{ value: '1', text: '男' }, { value: '2', text: '女' }] : []),
  SESSION_CONSTANTS: { DEFAULT_CACHE_TTL_MS: 30000 },
}));

import { UserListModal, userListFilterParams } from '../../src/pickers/user-list-modal';

const ROWS = USERS.map((u, i) => ({ ...u, birthday: `199${i}-05-0${i + 1}` }));

beforeEach(() => {
  get = router({
    '/sys/user/list': () => ok({ records: ROWS, total: 3 }),
    '/sys/user/getMultiUser': () => ok([ROWS[1]]),
  });
});

const listCalls = () => get.mock.calls.filter((c) => c[0] === '/sys/user/list').map((c) => c[1]?.params ?? {});

describe('UserListModal, the user-list variant (widgets-spec §2, §9 width 1200)', () => {
  it('maps the birthday range to birthday_begin / _end', () => {
    expect(userListFilterParams({ sex: '2', birthday: [dayjs('1990-01-01'), dayjs('1999-12-31')] })).toEqual({ sex: '2', birthday_begin: '1990-01-01', birthday_end: '1999-12-31' });
    expect(userListFilterParams({})).toEqual({ sex: undefined, birthday_begin: undefined, birthday_end: undefined });
  });

  it('lists realname, username, phone, birthday; filters by sex; returns id and username', async () => {
    const onOk = jest.fn();
    render(<UserListModal open selectedIds={['u2']} onOk={onOk} onCancel={jest.fn()} />);
    const table = screen.getByTestId('user-list-table');
    await within(table).findByText('1991-05-02');
    expect(document.querySelector('.ant-modal')?.getAttribute('style')).toContain('1200px');
    expect(listCalls()[0]).toEqual({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' });
    fireEvent.mouseDown(screen.getAllByRole('combobox')[0]);
    fireEvent.click(await screen.findByText('女', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ sex: '2', pageNo: 1 }));
    fireEvent.click(within(table).getByText('管理员'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(onOk.mock.calls[0][0].map((u: { id: string; username: string }) => [u.id, u.username])).toEqual([['u2', 'hz_operator'], ['u1', 'admin']]);
  });
});
