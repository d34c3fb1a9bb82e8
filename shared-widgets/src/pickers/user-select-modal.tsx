import { Button, Col, Form, Input, Modal, Row, Space, Table, message } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCallback, useEffect, useId, useState } from 'react';
import { errorText } from './answer';
import { DepartFilterTree } from './depart-filter-tree';
import { PICKER_CONSTANTS, PICKER_TEXTS, totalText } from './picker-texts';
import type { UserRow, UserStoreField } from './picker-types';
import { fetchMultiUser, fetchUserComponentData, sexText } from './user-api';
import { useRowSelection } from './use-row-selection';

/** Props of {@link UserSelectModal} (common brief contract). */
export interface UserSelectModalProps {
  open: boolean;
  /** Checkbox (default) or radio selection. */
  multi?: boolean;
  /** The user field that identifies a row and is stored (default 'username', spec §3). */
  store?: UserStoreField;
  /** Store values selected when the dialog opens (their rows are fetched by getMultiUser). */
  selectedKeys?: string[];
  onOk(rows: UserRow[]): void;
  onCancel(): void;
}

const COLUMNS: TableColumnsType<UserRow> = [
  { title: PICKER_TEXTS.USERNAME, dataIndex: 'username', width: 140 },
  { title: PICKER_TEXTS.REALNAME, dataIndex: 'realname', width: 140 },
  { title: PICKER_TEXTS.SEX, dataIndex: 'sex', width: 70, render: (v: unknown) => sexText(v) },
  { title: PICKER_TEXTS.PHONE, dataIndex: 'phone', width: 140 },
  { title: PICKER_TEXTS.DEPART, dataIndex: 'orgCodeTxt' },
];

/**
 * 根据部门选择用户 (widgets-spec §2, §7, §9): modal of width 1250 with the department tree on the left
 * (roots opened), a 用户账号 search with 查询 / 重置, and the users of the selected departments
 * (GET /sys/user/queryUserComponentData, page size 10 of 10/20/30, sort createTime desc) with
 * checkbox or radio selection kept across pages. OK emits the selected rows (possibly none).
 */
export function UserSelectModal({ open, multi = true, store = 'username', selectedKeys, onOk, onCancel }: UserSelectModalProps) {
  const [departIds, setDepartIds] = useState<string[]>([]);
  const [username, setUsername] = useState('');
  const [query, setQuery] = useState({ username: '', pageNo: 1, pageSize: PICKER_CONSTANTS.PAGE_SIZE as number });
  const [page, setPage] = useState<{ records: UserRow[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const selection = useRowSelection<UserRow>(store, multi);
  const { reset: resetSelection } = selection;
  const inputId = useId();

  useEffect(() => {
    if (!open) return;
    const keys = selectedKeys ?? [];
    resetSelection(keys.map((k) => ({ [store]: k }) as unknown as UserRow));
    if (keys.length) void fetchMultiUser(store, keys).then(resetSelection).catch(() => undefined);
    // opening resets the dialog; the keys are read once per opening
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, store, resetSelection]);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPage(await fetchUserComponentData({ departId: departIds.join(','), username: query.username.trim(), pageNo: query.pageNo, pageSize: query.pageSize, ...PICKER_CONSTANTS.DEFAULT_SORT }));
    } catch (e) {
      void message.warning(errorText(e));
    } finally {
      setLoading(false);
    }
  }, [departIds, query]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  return (
    <Modal
      title={PICKER_TEXTS.USER_BY_DEPART_TITLE}
      open={open}
      width={PICKER_CONSTANTS.USER_MODAL_WIDTH}
      destroyOnHidden
      onOk={() => onOk(selection.rows())}
      onCancel={onCancel}
    >
      <Row gutter={12}>
        <Col span={6} style={{ maxHeight: 520, overflow: 'auto' }}>
          <DepartFilterTree selected={departIds} onSelect={(ids) => { setDepartIds(ids); setQuery((q) => ({ ...q, pageNo: 1 })); }} />
        </Col>
        <Col span={18}>
          <Form layout="inline" style={{ marginBottom: 12 }} onFinish={() => setQuery((q) => ({ ...q, username, pageNo: 1 }))}>
            <Form.Item label={PICKER_TEXTS.USERNAME} htmlFor={inputId}>
              <Input id={inputId} value={username} onChange={(e) => setUsername(e.target.value)} allowClear />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">{PICKER_TEXTS.SEARCH}</Button>
              <Button onClick={() => { setUsername(''); setQuery((q) => ({ ...q, username: '', pageNo: 1 })); }}>{PICKER_TEXTS.RESET}</Button>
            </Space>
          </Form>
          <Table<UserRow>
            data-testid="user-picker-table"
            size="small"
            rowKey={store}
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
        </Col>
      </Row>
    </Modal>
  );
}
