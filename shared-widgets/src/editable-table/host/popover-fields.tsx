import { AutoComplete, DatePicker, Input, Radio, Select, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { SearchSelect } from '../../selects/search-select';
import { UploadCell } from '../../upload/upload-cell';
import { fieldExtension, isMultiSelect } from '../columns/column-kinds';
import { multiValues, optionText } from '../columns/options';
import { TABLE_CONSTANTS as C } from '../constants';
import type { ColumnOption, TableColumn } from '../types';

/** Props of the in-cell React editors. */
export interface PopoverFieldProps {
  column: TableColumn;
  value: unknown;
  options: ColumnOption[];
  /** Writes the value; `close` also closes the editor. */
  commit(value: unknown, close: boolean): void;
  /** Remembers a draft written when the editor closes (textarea). */
  setDraft(value: unknown): void;
  cancel(): void;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function dateFormat(type: TableColumn['type']): string {
  if (type === 'datetime') return C.DATETIME_FORMAT;
  if (type === 'time') return C.TIME_FORMAT;
  return C.DATE_FORMAT;
}

function TextareaField({ column, value, setDraft, commit, cancel }: PopoverFieldProps) {
  const [draft, setLocal] = useState(text(value));
  return (
    <Input.TextArea
      autoFocus
      value={draft}
      placeholder={column.placeholder}
      rows={C.TEXTAREA_ROWS}
      style={{ width: C.TEXTAREA_WIDTH, height: C.TEXTAREA_HEIGHT, resize: 'none' }}
      onChange={(e) => {
        setLocal(e.target.value);
        setDraft(e.target.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') cancel();
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) commit(draft, true);
      }}
    />
  );
}

function ChoiceField({ column, value, options, commit }: PopoverFieldProps) {
  const items = options.map((o) => ({ value: o.value, label: optionText(o), disabled: o.disabled }));
  if (column.type === 'radio') {
    return (
      <Radio.Group value={text(value)} onChange={(e) => commit(e.target.value, true)} style={{ display: 'flex', flexDirection: 'column', gap: 6, padding: 8 }}>
        {items.map((o) => (
          <Radio key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </Radio>
        ))}
      </Radio.Group>
    );
  }
  if (isMultiSelect(column.type)) {
    return (
      <Select
        mode="multiple"
        autoFocus
        defaultOpen
        allowClear
        maxTagCount={C.MAX_TAGS}
        style={{ width: '100%' }}
        placeholder={column.placeholder}
        value={multiValues(value)}
        options={items}
        showSearch={column.allowSearch ? { optionFilterProp: 'label' } : false}
        onChange={(values: string[]) => commit(values.join(','), false)}
      />
    );
  }
  if (column.allowInput) {
    return (
      <AutoComplete
        autoFocus
        defaultOpen
        allowClear
        style={{ width: '100%' }}
        placeholder={column.placeholder}
        defaultValue={text(value)}
        options={items}
        showSearch={{ filterOption: (input, option) => String(option?.label ?? '').includes(input) || String(option?.value ?? '').includes(input) }}
        onSelect={(v: string) => commit(v, true)}
        onChange={(v: string) => commit(v ?? '', false)}
      />
    );
  }
  return (
    <Select
      autoFocus
      defaultOpen
      allowClear
      style={{ width: '100%' }}
      placeholder={column.placeholder}
      value={text(value) || undefined}
      options={items}
      showSearch={column.allowSearch ? { optionFilterProp: 'label' } : false}
      onChange={(v?: string) => commit(v ?? '', true)}
    />
  );
}

function DateField({ column, value, commit }: PopoverFieldProps) {
  const format = dateFormat(column.type);
  const parsed = text(value) ? dayjs(text(value), format) : null;
  const current = parsed?.isValid() ? parsed : null;
  const onChange = (d: dayjs.Dayjs | null) => commit(d ? d.format(format) : '', true);
  if (column.type === 'time') return <TimePicker autoFocus defaultOpen format={format} value={current} onChange={onChange} placeholder={column.placeholder} style={{ width: '100%' }} />;
  return <DatePicker autoFocus defaultOpen format={format} showTime={column.type === 'datetime'} value={current} onChange={onChange} placeholder={column.placeholder} style={{ width: '100%' }} />;
}

/**
 * The React editor of a popover-edited cell (widgets-spec §3 column types): textarea / input_pop
 * in a 300x210 popup (§9), select (search, free input), radio, list_multi (at most 1 tag shown),
 * date (YYYY-MM-DD), datetime (YYYY-MM-DD HH:mm:ss), time (HH:mm:ss), upload / file / image
 * (the upload cell), sel_search and sel_search_async (the search select).
 */
export function PopoverField(props: PopoverFieldProps) {
  const { column, value, commit } = props;
  switch (column.type) {
    case 'textarea':
    case 'input_pop':
      return <TextareaField {...props} />;
    case 'date':
    case 'datetime':
    case 'time':
      return <DateField {...props} />;
    case 'upload':
    case 'file':
    case 'image': {
      const ext = fieldExtension(column);
      return (
        <UploadCell
          kind={column.type}
          value={text(value)}
          onChange={(v) => commit(v, false)}
          allowDownload={column.allowDownload !== false}
          allowRemove={column.allowRemove !== false}
          fileType={typeof ext.fileType === 'string' ? ext.fileType : undefined}
          number={Number(ext.uploadnum) || 0}
        />
      );
    }
    case 'sel_search':
    case 'sel_search_async':
      return (
        <div style={{ width: '100%', minWidth: 200 }}>
          <SearchSelect dict={column.dictCode ?? ''} async={column.type === 'sel_search_async'} value={text(value) || undefined} placeholder={column.placeholder} onChange={(v) => commit(v ?? '', true)} />
        </div>
      );
    default:
      return <ChoiceField {...props} />;
  }
}
