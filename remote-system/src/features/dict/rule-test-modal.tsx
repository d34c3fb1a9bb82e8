import { Alert, Button, Input, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';

/** Props of {@link RuleTestModal}. */
export interface RuleTestModalProps {
  /** title, e.g. 功能测试：通用编码规则; null: closed */
  title: string | null;
  /** whether the test needs an input value (check rules) or not (fill rules) */
  needsValue: boolean;
  /** runs the test: success + message (pass / the generated value) or the failure message */
  run(value: string): Promise<{ success: boolean; message: string }>;
  onClose(): void;
}

/**
 * 功能测试 of a check rule (input a value → 校验通过 or the failing segment's message) or of a fill
 * rule (执行 → the generated value), the outcome shown as a success / error alert.
 */
export function RuleTestModal({ title, needsValue, run, onClose }: RuleTestModalProps) {
  const [value, setValue] = useState('');
  const [outcome, setOutcome] = useState<{ success: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setValue('');
    setOutcome(null);
  }, [title]);

  const test = async () => {
    setBusy(true);
    try {
      setOutcome(await run(value));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={title ?? ''} open={title !== null} footer={null} onCancel={onClose} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }}>
        {needsValue && <Input placeholder="请输入需要测试的值" value={value} onChange={(e) => setValue(e.target.value)} onPressEnter={() => void test()} />}
        <Button type="primary" loading={busy} onClick={() => void test()}>{needsValue ? '测试' : '执行'}</Button>
        {outcome && <Alert type={outcome.success ? 'success' : 'error'} showIcon message={outcome.message} />}
      </Space>
    </Modal>
  );
}
