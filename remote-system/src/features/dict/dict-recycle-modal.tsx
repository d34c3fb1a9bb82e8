import { App, Modal, Popconfirm, Space, Table } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { http } from 'shared-session';
import type { DictRecord } from './dict-types';

/** Props of {@link DictRecycleModal}. */
export interface DictRecycleModalProps {
  open: boolean;
  /** changed: something was restored */
  onClose(changed: boolean): void;
}

/**
 * 字典回收站 (JeecgBoot DictDeleteList): the caller's deleted dictionaries (GET /sys/dict/deleteList)
 * with 取回 (PUT /sys/dict/back/{id}) and 彻底删除 (DELETE /sys/dict/deletePhysic/{id}).
 */
export function DictRecycleModal({ open, onClose }: DictRecycleModalProps) {
  const { message } = App.useApp();
  const [rows, setRows] = useState<DictRecord[]>([]);
  const [loading, setLoading] = useState(false);
  const [changed, setChanged] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    const answer = await http.get<DictRecord[]>('/sys/dict/deleteList').catch(() => null);
    setLoading(false);
    if (answer?.success) setRows(answer.result ?? []);
  }, []);
  useEffect(() => {
    if (open) {
      setChanged(false);
      void load();
    }
  }, [open, load]);

  const act = async (call: Promise<{ success: boolean; message: string }>, restored: boolean) => {
    const answer = await call.catch(() => null);
    if (!answer) return;
    if (answer.success) {
      message.success(answer.message);
      if (restored) setChanged(true);
    } else {
      message.warning(answer.message);
    }
    await load();
  };

  return (
    <Modal title="字典回收站" open={open} width={800} footer={null} onCancel={() => onClose(changed)} destroyOnHidden>
      <Table<DictRecord> rowKey="id" size="small" loading={loading} dataSource={rows} pagination={false}
        columns={[
          { title: '字典名称', dataIndex: 'dictName' },
          { title: '字典编码', dataIndex: 'dictCode' },
          { title: '描述', dataIndex: 'description' },
          {
            title: '操作', key: 'action', width: 150,
            render: (_, row) => (
              <Space>
                <a onClick={() => void act(http.put(`/sys/dict/back/${row.id}`), true)}>取回</a>
                <Popconfirm title="确定彻底删除吗?" onConfirm={() => act(http.delete(`/sys/dict/deletePhysic/${row.id}`), false)}><a>彻底删除</a></Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Modal>
  );
}
