import { ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tooltip, message } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../pickers/answer';
import { generateAutoNumber } from './auto-number-api';
import { SELECT_TEXTS } from './select-texts';

/** Props of {@link AutoNumberInput}. */
export interface AutoNumberInputProps {
  value?: string;
  onChange?(value: string): void;
  /** Fill rule code (PUT /sys/fillRule/executeRuleByCode/{ruleCode}). */
  ruleCode?: string;
  /** Prefix for POST /api/redOrange/redOrangeRule when no rule code is given. */
  prefix?: string;
  /** Form values sent to the fill rule. */
  formData?: Record<string, unknown>;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/**
 * Auto-number field (widgets-spec §2, §7): a read-only input holding a generated serial number with
 * a 重新生成 button. An empty value is filled once on mount; a failure shows the server message.
 */
export function AutoNumberInput({ value, onChange, ruleCode, prefix, formData, disabled, placeholder, id }: AutoNumberInputProps) {
  const [busy, setBusy] = useState(false);
  const asked = useRef(false);
  const generate = async () => {
    if (!ruleCode && !prefix) return;
    setBusy(true);
    try {
      onChange?.(await generateAutoNumber(ruleCode ? { ruleCode, formData } : { prefix: prefix! }));
    } catch (e) {
      void message.warning(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    if (!value && !disabled && !asked.current) {
      asked.current = true;
      void generate();
    }
    // generate once for an empty value
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input id={id} data-testid="auto-number" readOnly value={value ?? ''} placeholder={placeholder} disabled={disabled} />
      <Tooltip title={SELECT_TEXTS.AUTO_NUMBER_REGENERATE}>
        <Button aria-label={SELECT_TEXTS.AUTO_NUMBER_REGENERATE} icon={<ReloadOutlined />} loading={busy} disabled={disabled || (!ruleCode && !prefix)} onClick={() => void generate()} />
      </Tooltip>
    </Space.Compact>
  );
}
