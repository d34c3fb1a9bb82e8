import type { FormSchemaItem } from './form-types';
import { useFormWidget } from './widget-registry';
import { InputWidget } from './basic-widgets/input-widget';

/** Props Form.Item injects into its child, plus the schema item to render. */
export interface SchemaWidgetProps {
  schema: FormSchemaItem;
  id?: string;
  value?: unknown;
  onChange?(v: unknown): void;
  disabled?: boolean;
  /** Overrides `schema.placeholder` (range inputs use 开始 / 结束 variants). */
  placeholder?: string;
}

/**
 * Renders the widget registered for `schema.type` (form/widget-registry.ts) with the common
 * FormWidgetProps; an unknown type falls back to the text input, as JeecgBoot online forms do.
 * Re-renders when a widget is registered after mount.
 */
export function SchemaWidget({ schema, id, value, onChange, disabled, placeholder }: SchemaWidgetProps) {
  const Widget = useFormWidget(schema.type) ?? InputWidget;
  return (
    <Widget
      id={id}
      schema={schema}
      value={value}
      onChange={onChange}
      disabled={disabled || schema.disabled}
      placeholder={placeholder ?? schema.placeholder}
    />
  );
}
