import { Button, Select, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { splitValues } from '../dict/dict-checkbox';
import { fetchBizRowsByValue } from './biz-api';
import { BizComponentModal, bizValueKey } from './biz-component-modal';
import type { BizPickerConfig } from './biz-types';
import { PICKER_TEXTS } from './picker-texts';

/** Props of {@link BizComponentSelect}. */
export interface BizComponentSelectProps extends BizPickerConfig {
  /** Comma-joined valueKey values. */
  value?: string;
  /** Emits the comma-joined valueKey values ('' when none). */
  onChange?(value: string): void;
  /** Emits the picked rows after OK. */
  onSelectRows?(rows: Record<string, unknown>[]): void;
  /** Several rows (default true). */
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Text of the opening button (default 选择). */
  buttonText?: string;
  id?: string;
}

/**
 * Business component select (widgets-spec §2 "Business component picker", §3): tags of the chosen
 * rows' displayKey (removable) and a 选择 button opening {@link BizComponentModal}; stores the
 * comma-joined valueKey values. Labels of a value set from outside are resolved through the value
 * URL (spec §7).
 */
export function BizComponentSelect(props: BizComponentSelectProps) {
  const { value, onChange, onSelectRows, disabled, placeholder, buttonText = PICKER_TEXTS.SELECT_BUTTON, displayKey, listUrl, valueUrl, params, id } = props;
  const valueKey = bizValueKey(props);
  const [open, setOpen] = useState(false);
  const labels = useRef(new Map<string, string>());
  const [, setVersion] = useState(0);
  const keys = splitValues(value);
  const missing = keys.filter((k) => !labels.current.has(k)).join(',');
  const paramKey = JSON.stringify(params ?? {});

  useEffect(() => {
    if (!missing) return undefined;
    let live = true;
    fetchBizRowsByValue(valueUrl || listUrl, valueKey, missing.split(','), JSON.parse(paramKey) as Record<string, unknown>)
      .then((rows) => {
        rows.forEach((r) => labels.current.set(String(r[valueKey]), String(r[displayKey] ?? r[valueKey])));
        if (live) setVersion((v) => v + 1);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [missing, valueUrl, listUrl, valueKey, displayKey, paramKey]);

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        id={id}
        data-testid="biz-select"
        mode="multiple"
        open={false}
        style={{ width: '100%' }}
        disabled={disabled}
        placeholder={placeholder}
        value={keys}
        options={keys.map((k) => ({ value: k, label: labels.current.get(k) ?? k }))}
        onChange={(list: string[]) => onChange?.(list.join(','))}
      />
      <Button disabled={disabled} onClick={() => setOpen(true)}>{buttonText}</Button>
      <BizComponentModal
        {...props}
        open={open}
        value={keys}
        onCancel={() => setOpen(false)}
        onOk={(rows) => {
          rows.forEach((r) => labels.current.set(String(r[valueKey]), String(r[displayKey] ?? r[valueKey])));
          setOpen(false);
          onSelectRows?.(rows);
          onChange?.(rows.map((r) => String(r[valueKey])).join(','));
        }}
      />
    </Space.Compact>
  );
}
