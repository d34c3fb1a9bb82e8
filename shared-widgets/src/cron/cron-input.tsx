import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { CronModal } from './cron-modal';
import { CRON_TEXTS } from './cron-texts';

export interface CronInputProps {
  value?: string;
  onChange?(expression: string): void;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * The cron field (widgets-spec §2 "Cron editor"): a text input (an expression may be typed) and a
 * 选择 button opening the Cron表达式 dialog; the dialog's OK writes the expression back.
 */
export function CronInput({ value, onChange, disabled, placeholder }: CronInputProps) {
  const [open, setOpen] = useState(false);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input value={value ?? ''} placeholder={placeholder} disabled={disabled} onChange={(e) => onChange?.(e.target.value)} />
      <Button type="primary" disabled={disabled} onClick={() => setOpen(true)}>
        {CRON_TEXTS.choose}
      </Button>
      <CronModal
        open={open}
        value={value}
        onCancel={() => setOpen(false)}
        onOk={(expression) => {
          onChange?.(expression);
          setOpen(false);
        }}
      />
    </Space.Compact>
  );
}
