import { App, Descriptions, Modal } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EditableTable, type EditableTableRef, type TableRow, type ValueChange } from 'shared-widgets';
import { fetchItems, saveItems } from './items-api';
import { itemColumns, progressOf, withDerived } from './item-columns';

/** Permission prefix of the item buttons (server: test:jeecgDemo:item:add / :batch_delete). */
export const ITEM_AUTH_PREFIX = 'test:jeecgDemo:item:';

/** Rows that are finished cannot be edited or selected (widgets-spec §4 disabled rows). */
const DISABLED_ROWS = { status: '已完成' };

/**
 * The items of one demo record in the editable table, loaded from and saved to the server
 * (GET /test/jeecgDemo/items, POST /test/jeecgDemo/saveItems), shared live with the other tabs of
 * the page (socket key per record).
 */
export function ItemsTable({ demoId }: { demoId: string }) {
  const { message } = App.useApp();
  const table = useRef<EditableTableRef>(null);
  const [rows, setRows] = useState<TableRow[]>([]);
  const [saving, setSaving] = useState(false);
  const [detail, setDetail] = useState<TableRow | null>(null);
  const columns = useMemo(() => itemColumns(setDetail), []);

  const load = useCallback(async () => {
    try {
      setRows(withDerived(await fetchItems(demoId)));
    } catch (err) {
      void message.warning((err as Error).message);
    }
  }, [demoId, message]);

  useEffect(() => {
    void load();
  }, [load]);

  const onValueChange = useCallback((change: ValueChange) => {
    if (change.key === 'status') table.current?.updateRow({ id: change.row.id, progress: progressOf(change.value) });
  }, []);

  const save = async () => {
    const api = table.current;
    if (!api) return;
    const { error } = await api.validateTable();
    if (error > 0) {
      void message.error(`有 ${error} 行未通过校验`);
      return;
    }
    setSaving(true);
    try {
      const result = await saveItems(demoId, api.getValues({ withoutNewIds: true }), api.getDeleteIds());
      setRows(withDerived(result.rows));
      void message.success('保存成功');
    } catch (err) {
      void message.error((err as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <EditableTable
        ref={table}
        columns={columns}
        dataSource={rows}
        rowNumber
        dragSort
        authPre={ITEM_AUTH_PREFIX}
        disabledRows={DISABLED_ROWS}
        onSave={() => void save()}
        saving={saving}
        onValueChange={onValueChange}
        socketKey={`demo-items-${demoId}`}
        socketPageId="widget-demo-table"
        tableId="widget-demo-items"
        expandedRowRender={(row) => (
          <Descriptions size="small" column={3} items={[
            { key: 'n', label: '名称', children: String(row.itemName ?? '') },
            { key: 'c', label: '编码', children: String(row.itemCode ?? '') },
            { key: 's', label: '状态', children: String(row.status ?? '') },
          ]} />
        )}
      />
      <Modal open={Boolean(detail)} title="详细信息" footer={null} onCancel={() => setDetail(null)} destroyOnHidden>
        {detail && <pre style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(detail, null, 2)}</pre>}
      </Modal>
    </>
  );
}
