import { Form, Input, Modal, type FormRule } from 'antd';
import { useEffect, useState } from 'react';

export interface PromptDialogProps {
  open: boolean;
  title: string;
  /** Label of the input (none by default). */
  label?: string;
  placeholder?: string;
  /** antd rules the value must pass before `onOk` runs (widgets-spec §5 "Generic prompt dialog"). */
  rules?: FormRule[];
  /** Value shown when the dialog opens. */
  initialValue?: string;
  width?: number;
  /** Receives the validated, trimmed value; the dialog stays busy while a returned promise runs. */
  onOk(value: string): void | Promise<void>;
  onCancel(): void;
}

/**
 * The generic prompt dialog (widgets-spec §2, §5): one input validated against the caller's
 * rules; Enter or OK validates and submits, a failing rule shows its message and keeps the dialog
 * open. The input is reset to `initialValue` each time the dialog opens.
 */
export function PromptDialog({ open, title, label, placeholder, rules, initialValue, width = 416, onOk, onCancel }: PromptDialogProps) {
  const [form] = Form.useForm<{ value: string }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue({ value: initialValue ?? '' });
    }
  }, [open, initialValue, form]);
  const finish = async ({ value }: { value?: string }) => {
    setBusy(true);
    try {
      await onOk((value ?? '').trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={title} open={open} width={width} forceRender confirmLoading={busy} onOk={() => form.submit()} onCancel={onCancel}>
      <Form form={form} layout="vertical" onFinish={(v) => void finish(v).catch(() => undefined)}>
        <Form.Item name="value" label={label} rules={rules}>
          <Input
            autoFocus
            placeholder={placeholder}
            aria-label={label ?? title}
            onPressEnter={(e) => {
              e.preventDefault();
              form.submit();
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
