import { Checkbox } from 'antd';
import type { FormWidgetProps } from '../form-types';
import { joinValueList, toValueList } from '../value-codec';
import { useChoiceOptions } from './use-choice-options';

/**
 * Checkbox group widget (type `checkbox`): reads an array or a comma-joined string; emits the
 * same shape it received (an array when the value is an array, else a comma-joined string,
 * undefined when nothing is checked), so the checkbox-group rules of `validation/field-rules.ts`
 * apply to either form.
 */
export function CheckboxWidget({ id, value, onChange, disabled, schema }: FormWidgetProps) {
  const { options } = useChoiceOptions(schema);
  const asArray = Array.isArray(value) || (schema.widgetAttrs?.valueAsArray as boolean | undefined) === true;
  return (
    <div id={id}>
      <Checkbox.Group
        {...schema.widgetAttrs}
        options={options}
        value={toValueList(value)}
        onChange={(checked) => {
          const list = (checked as unknown[]).map(String);
          if (asArray) onChange?.(list);
          else onChange?.(list.length ? joinValueList(list) : undefined);
        }}
        disabled={disabled}
      />
    </div>
  );
}
