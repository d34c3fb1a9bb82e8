import { Button, DatePicker, Form, Modal, Space, Table, message } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { DictSelect } from '../dict/dict-select';
import { errorText } from './answer';
import { PICKER_CONSTANTS, PICKER_TEXTS, totalText } from './picker-texts';
import type { UserRow } from './picker-types';
import { fetchMultiUser, fetchUserList } from './user-api';
import { useRowSelection } from './use-row-selection';

/** Props of {@link UserListModal}. */
export interface UserListModalProps {
  open: boolean;
  /** Checkbox (default) or radio. */
  multi?: boolean;
  /** User ids selected at opening. */
  selectedIds?: string[];
  /** Emits the chosen rows (id, username, realname …). */
  onOk(rows: UserRow[]): void;
  onCancel(): void;
}

const COLUMNS: TableColumnsType<UserRow> = [
  { title: PICKER_TEXTS.REALNAME, dataIndex: 'realname', width: 160 },
  { title: PICKER_TEXTS.USERNAME, dataIndex: 'username', width: 160 },
  { title: PICKER_TEXTS.PHONE, dataIndex: 'phone', width: 160 },
  { title: PICKER_TEXTS.BIRTHDAY, dataIndex: 'birthday' },
];

interface Filters {
  sex?: string;
  birthday?: [Dayjs | null, Dayjs | null] | null;
}

/** List parameters of the sex / birthday filters (birthday_begin / birthday_end, YYYY-MM-DD). */
export function userListFilterParams(f: Filters): { sex?: string; birthday_begin?: string; birthday_end?: string } {
  return {
    sex: f.sex || undefined,
    birthday_begin: f.birthday?.[0]?.format('YYYY-MM-DD'),
    birthday_end: f.birthday?.[1]?.format('YYYY-MM-DD'),
  };
}

/**
 * User picker, list variant (widgets-spec §2, §9): modal of width 1200 over GET /sys/user/list with
 * the columns realname, username, phone and birthday, filters sex (dictionary `sex`) and birthday
 * (range), page size 10 of 10/20/30, sort createTime desc; rows keyed by id; OK emits the chosen rows.
 */
export function UserListModal({ open, multi = true, selectedIds, onOk, onCancel }: UserListModalProps) {
  const [filters, setFilters] = useState<Filters>({});
  const [query, setQuery] = useState({ filters: {} as Filters, pageNo: 1, pageSize: PICKER_CONSTANTS.PAGE_SIZE as number });
  const [page, setPage] = useState<{ records: UserRow[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const selection = useRowSelection<UserRow>('id', multi);
  const { reset } = selection;
  const ids = (selectedIds ?? []).join(',');

  useEffect(() => {
    if (!open) return;
    reset([]);
    if (ids) void fetchMultiUser('id', ids.split(',')).then(reset).catch(() => undefined);
  }, [open, ids, reset]);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPage(await fetchUserList({ ...userListFilterParams(query.filters), pageNo: query.pageNo, pageSize: query.pageSize, ...PICKER_CONSTANTS.DEFAULT_SORT }));
    } catch (e) {
      void message.warning(errorText(e));
    } finally {
      setLoading(false);
    }
  }, [query]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  return (
    <Modal title={PICKER_TEXTS.USER_LIST_TITLE} open={open} width={PICKER_CONSTANTS.USER_LIST_MODAL_WIDTH} destroyOnHidden onOk={() => onOk(selection.rows())} onCancel={onCancel}>
      <Form layout="inline" style={{ marginBottom: 12 }} onFinish={() => setQuery((q) => ({ ...q, filters: { ...filters }, pageNo: 1 }))}>
        <Form.Item label={PICKER_TEXTS.SEX}>
          <DictSelect dictCode="sex" value={filters.sex} onChange={(sex) => setFilters((f) => ({ ...f, sex }))} />
        </Form.Item>
        <Form.Item label={PICKER_TEXTS.BIRTHDAY}>
          <DatePicker.RangePicker value={filters.birthday ?? null} onChange={(birthday) => setFilters((f) => ({ ...f, birthday }))} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">{PICKER_TEXTS.SEARCH}</Button>
          <Button onClick={() => { setFilters({}); setQuery((q) => ({ ...q, filters: {}, pageNo: 1 })); }}>{PICKER_TEXTS.RESET}</Button>
        </Space>
      </Form>
      <Table<UserRow>
        data-testid="user-list-table"
        size="small"
        rowKey="id"
        columns={COLUMNS}
        dataSource={page.records}
        loading={loading}
        rowSelection={selection.rowSelection}
        onRow={(row) => ({ onClick: () => selection.toggle(row) })}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: page.total,
          showSizeChanger: true,
          pageSizeOptions: [...PICKER_CONSTANTS.PAGE_SIZES],
          showTotal: totalText,
          onChange: (pageNo, pageSize) => setQuery((q) => ({ ...q, pageNo: pageSize !== q.pageSize ? 1 : pageNo, pageSize })),
        }}
      />
    </Modal>
  );
}
