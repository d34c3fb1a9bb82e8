import { DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useChoiceOptions } from '../form/basic-widgets/use-choice-options';
import { DATE_FORMAT, DATETIME_FORMAT } from '../form/basic-widgets/date-widget';
import type { FormSchemaItem } from '../form/form-types';
import { toValueList } from '../form/value-codec';
import { isFormWidgetRegistered, useFormWidget } from '../form/widget-registry';
import { hasChoices } from './super-query-logic';
import { SUPER_QUERY_TEXTS as T } from './super-query-texts';
import type { SuperQueryCondition } from './super-query-types';

const NUMBER_TYPES = new Set(['int', 'integer', 'Integer', 'number', 'double', 'Double', 'BigDecimal', 'long', 'Long', 'float', 'inputNumber']);
/** Types whose value widget comes from the form widget registry when registered (B3's pickers). */
const PICKER_TYPES = new Set(['sel_user', 'sel_depart', 'popup', 'sel_search', 'cat_tree', 'sel_tree', 'pca']);

export interface ConditionValueInputProps {
  row: SuperQueryCondition;
  onChange(val: unknown): void;
}

/**
 * The value widget of a condition row, by the row's type (widgets-spec §2 "Advanced query
 * builder"): a dictionary or option select (several values for rule in), date / datetime
 * pickers, a number input, 是/否 for switch, the registered picker widgets for sel_user /
 * sel_depart / popup (through the form widget registry), else a text input (rule in: a comma
 * list).
 */
export function ConditionValueInput({ row, onChange }: ConditionValueInputProps) {
  const type = row.type ?? 'string';
  const schema = useMemo<FormSchemaItem>(
    () => ({
      key: row.field ?? '',
      label: '',
      type,
      dictCode: row.dictCode,
      dictTable: row.dictTable,
      dictText: row.dictText,
      options: row.options?.map((o) => ({ value: String(o.value), label: String(o.label ?? o.text ?? o.value) })),
      widgetAttrs: row.popup,
    }),
    [row.field, type, row.dictCode, row.dictTable, row.dictText, row.options, row.popup],
  );
  const choices = hasChoices(row);
  const { options, loading } = useChoiceOptions(choices ? schema : { ...schema, options: [] });
  const Picker = useFormWidget(type);
  const multi = row.rule === 'in';
  const style = { width: '100%' };

  if (choices) {
    return (
      <Select
        style={style}
        aria-label="查询值"
        mode={multi ? 'multiple' : undefined}
        allowClear
        loading={loading}
        placeholder={T.selectPlaceholder}
        options={options}
        value={multi ? toValueList(row.val) : ((row.val as string | undefined) ?? undefined)}
        onChange={(v) => onChange(v)}
      />
    );
  }
  if (PICKER_TYPES.has(type) && isFormWidgetRegistered(type) && Picker) {
    return <Picker schema={schema} value={row.val} onChange={onChange} placeholder={T.selectPlaceholder} />;
  }
  if (type === 'switch') {
    return <Select style={style} aria-label="查询值" allowClear placeholder={T.selectPlaceholder} options={[{ value: 'Y', label: T.yes }, { value: 'N', label: T.no }]} value={(row.val as string | undefined) ?? undefined} onChange={onChange} />;
  }
  if ((type === 'date' || type === 'datetime') && !multi) {
    const format = type === 'date' ? DATE_FORMAT : DATETIME_FORMAT;
    const parsed = typeof row.val === 'string' && row.val ? dayjs(row.val, format) : null;
    return <DatePicker style={style} aria-label="查询值" showTime={type === 'datetime'} format={format} value={parsed && parsed.isValid() ? parsed : null} onChange={(d) => onChange(d ? d.format(format) : undefined)} />;
  }
  if (NUMBER_TYPES.has(type) && !multi) {
    return <InputNumber style={style} aria-label="查询值" placeholder={T.valuePlaceholder} value={typeof row.val === 'number' ? row.val : row.val ? Number(row.val) : null} onChange={(v) => onChange(v ?? undefined)} />;
  }
  return <Input aria-label="查询值" placeholder={T.valuePlaceholder} value={(row.val as string | undefined) ?? ''} onChange={(e) => onChange(e.target.value)} />;
}
