import { Col, Form, Row, type FormInstance, type FormProps } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { FormSchemaItem } from './form-types';
import { SchemaWidget } from './schema-widget';

export interface DynamicFormProps {
  /** The form items, in display order (widgets-spec §2 "Dynamic form builder"). */
  schema: FormSchemaItem[];
  /** An antd form instance (Form.useForm()); one is created when omitted. */
  form?: FormInstance;
  /** Values to load; applied again whenever the object identity changes (editing another record). */
  values?: Record<string, unknown>;
  /** Disables every widget (detail view). */
  disabled?: boolean;
  /** Grid span per item out of 24 (default 24: one item per row); an item's `span` wins. */
  span?: number;
  layout?: FormProps['layout'];
  /** Label width in the horizontal layout, in grid units (default 5). */
  labelSpan?: number;
  onFinish?(values: Record<string, unknown>): void;
  onValuesChange?(changed: Record<string, unknown>, all: Record<string, unknown>): void;
  /** Rendered under the items (buttons). */
  children?: ReactNode;
}

/**
 * Label / wrapper grid of an item whose column is wider or narrower than the form's `span`, so
 * that labels line up across columns: the label keeps the same share of the form's row.
 */
function itemColumns(labelSpan: number, span: number, itemSpan: number) {
  if (itemSpan === span) return {};
  const label = Math.max(1, Math.min(23, Math.round((labelSpan * span) / itemSpan)));
  return { labelCol: { span: label }, wrapperCol: { span: 24 - label } };
}

/** Initial values of a schema: each item's `defaultValue`, keyed by `key`. */
export function schemaDefaults(schema: FormSchemaItem[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of schema) if (item.defaultValue !== undefined) out[item.key] = item.defaultValue;
  return out;
}

/**
 * A form built from a schema (widgets-spec §2 "Dynamic form builder", §3 "Dynamic form item"):
 * one Form.Item per schema item with its key, label, rules and placeholder, rendering the
 * widget registered for its type (basic antd widgets, B3's pickers, B2's uploads / editors)
 * with the item's widget attributes, list source and extension JSON. Hidden items keep their
 * value without being shown. Validation goes through the antd form (`form.validateFields()`).
 *
 * @example
 * const [form] = Form.useForm();
 * <DynamicForm form={form} schema={[{ key: 'phone', label: '手机', type: 'input', rules: rules.mobile }]} />
 */
export function DynamicForm({ schema, form, values, disabled, span = 24, layout = 'horizontal', labelSpan = 5, onFinish, onValuesChange, children }: DynamicFormProps) {
  const [own] = Form.useForm(form);
  const defaults = useMemo(() => schemaDefaults(schema), [schema]);
  useEffect(() => {
    if (values) {
      own.resetFields();
      own.setFieldsValue({ ...defaults, ...values });
    }
  }, [own, values, defaults]);
  const horizontal = layout === 'horizontal';
  return (
    <Form
      form={own}
      layout={layout}
      initialValues={defaults}
      disabled={disabled}
      labelCol={horizontal ? { span: labelSpan } : undefined}
      wrapperCol={horizontal ? { span: 24 - labelSpan } : undefined}
      onFinish={onFinish}
      onValuesChange={onValuesChange}
    >
      <Row gutter={16}>
        {schema.map((item) => (
          <Col key={item.key} span={item.span ?? span} hidden={item.hidden}>
            <Form.Item name={item.key} label={item.label} rules={item.rules} hidden={item.hidden} {...(horizontal ? itemColumns(labelSpan, span, item.span ?? span) : {})}>
              <SchemaWidget schema={item} disabled={disabled} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {children}
    </Form>
  );
}
