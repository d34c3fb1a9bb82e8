import { Form } from 'antd';
import type { FormWidgetProps } from '../form/form-types';
import { attrs, textValue } from './form-widget-adapter';
import { PopupSelect } from './popup-select';

/**
 * Form widget of type `popup` (widgets-spec §2 "Popup picker", §3 "Popup config", §5): reads
 * popupCode / orgFields / destFields from the schema item (JeecgBoot online habit: dictTable /
 * dictCode / dictText) and, on OK, writes every destination field of the enclosing antd form.
 */
export function PopupFormWidget({ value, onChange, disabled, placeholder, schema }: FormWidgetProps) {
  const form = Form.useFormInstance();
  const a = attrs(schema);
  return (
    <PopupSelect
      code={schema.popupCode ?? schema.dictTable}
      field={schema.key}
      orgFields={schema.orgFields ?? schema.dictCode}
      destFields={schema.destFields ?? schema.dictText}
      multi={Boolean(a.multi)}
      spliter={typeof a.spliter === 'string' ? a.spliter : undefined}
      groupId={typeof a.groupId === 'string' ? a.groupId : undefined}
      param={a.param as Record<string, string> | undefined}
      sorter={typeof a.sorter === 'string' ? a.sorter : undefined}
      value={textValue(value)}
      disabled={disabled}
      placeholder={placeholder}
      onChange={(v) => onChange?.(v)}
      onPopupOk={(values) => {
        const others = Object.fromEntries(Object.entries(values).filter(([k]) => k !== schema.key));
        if (Object.keys(others).length) form?.setFieldsValue(others);
      }}
    />
  );
}
