import { Select } from 'antd';
import type { FormWidgetProps } from '../form-types';
import { joinValueList, toValueList } from '../value-codec';
import { useChoiceOptions } from './use-choice-options';

/**
 * Select widget (types `select`, `list`, and `list_multi` for several values). Options come from
 * the list source or the dictionary; a multi value is emitted comma-joined (JeecgBoot storage),
 * a single value as the option value, clearing emits undefined.
 */
export function SelectWidget({ id, value, onChange, disabled, placeholder, schema }: FormWidgetProps) {
  const { options, loading } = useChoiceOptions(schema);
  const multi = schema.type === 'list_multi';
  return (
    <Select
      id={id}
      style={{ width: '100%' }}
      {...schema.widgetAttrs}
      mode={multi ? 'multiple' : undefined}
      allowClear
      loading={loading}
      options={options}
      value={multi ? toValueList(value) : value === null || value === undefined || value === '' ? undefined : String(value)}
      onChange={(v: string | string[] | undefined) => {
        if (multi) onChange?.(Array.isArray(v) && v.length ? joinValueList(v) : undefined);
        else onChange?.(v ?? undefined);
      }}
      disabled={disabled}
      placeholder={placeholder}
    />
  );
}
