import { App, Form, Modal, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DynamicForm } from 'shared-widgets';
import { errorMessage, fetchDemo, saveDemo } from './demo-api';
import { demoSchema } from './demo-schema';
import type { DemoRecord } from './demo-types';

export interface DemoEditorModalProps {
  /** undefined: closed; null: add; an id: edit that record. */
  target: string | null | undefined;
  onClose(): void;
  onSaved(record: DemoRecord): void;
}

/**
 * 新增 / 编辑 of a demo record: the dynamic form built from the demo schema (every widget type),
 * loaded with GET queryById when editing, saved with POST add or PUT edit; the server's message
 * is shown either way.
 */
export function DemoEditorModal({ target, onClose, onSaved }: DemoEditorModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [values, setValues] = useState<Record<string, unknown> | undefined>();
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const editing = useRef<string | undefined>(undefined);
  const schema = useMemo(() => demoSchema(() => editing.current), []);
  const open = target !== undefined;

  useEffect(() => {
    editing.current = target ?? undefined;
    if (target === undefined) return;
    if (target === null) {
      setValues({});
      return;
    }
    let live = true;
    setLoading(true);
    fetchDemo(target)
      .then((record) => live && setValues({ ...record }))
      .catch((e) => live && message.warning(errorMessage(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [target, message]);

  const submit = async () => {
    const filled = await form.validateFields().catch(() => null);
    if (!filled) return;
    const body = Object.fromEntries(schema.map((item) => [item.key, filled[item.key] ?? null]));
    setSaving(true);
    try {
      const saved = await saveDemo(body, target ?? undefined);
      message.success(saved.message);
      onSaved(saved.record);
    } catch (e) {
      message.warning(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={target ? '编辑' : '新增'} open={open} width={1000} confirmLoading={saving} destroyOnHidden onOk={() => void submit()} onCancel={onClose} styles={{ body: { maxHeight: '70vh', overflowY: 'auto' } }}>
      <Spin spinning={loading}>
        <div data-testid="demo-editor">
          <DynamicForm form={form} schema={schema} values={values} span={12} labelSpan={6} />
        </div>
      </Spin>
    </Modal>
  );
}
