import { Form } from 'antd';
import type { FormWidgetProps } from '../form/form-types';
import { attrs } from '../pickers/form-widget-adapter';
import type { LinkDownConfig, LinkDownOther } from './linked-api';
import { LinkedSelect } from './linked-select';

/** linkDownConfig / linkDownOthers of a `link_down` schema item, or null when not configured. */
export function linkDownSettings(schema: FormWidgetProps['schema']): { config: LinkDownConfig; others: LinkDownOther[] } | null {
  const a = attrs(schema);
  if (a.linkDownConfig && typeof a.linkDownConfig === 'object') {
    return { config: a.linkDownConfig as LinkDownConfig, others: (a.linkDownOthers as LinkDownOther[] | undefined) ?? [] };
  }
  try {
    const cfg = JSON.parse(schema.dictTable ?? '') as LinkDownConfig & { linkField?: string };
    if (!cfg || !cfg.table) return null;
    const titles = (a.linkDownTitles as Record<string, string> | undefined) ?? {};
    const { linkField, ...config } = cfg;
    return { config, others: (linkField ?? '').split(',').filter(Boolean).map((field) => ({ field, title: titles[field] ?? field })) };
  } catch {
    return null;
  }
}

/**
 * Form widget of type `link_down` (widgets-spec §2 "Cascading (linked) select", §4): the first
 * level is the item's own field, the further levels write their own form fields (linkDownOthers)
 * in the enclosing antd form; values loaded into the form load each level's children in order.
 */
export function LinkedFormWidget({ value, onChange, disabled, placeholder, schema }: FormWidgetProps) {
  const form = Form.useFormInstance();
  const settings = linkDownSettings(schema);
  const fields = settings?.others.map((o) => o.field) ?? [];
  const watched = Form.useWatch((all: Record<string, unknown>) => fields.map((f) => (all?.[f] == null ? '' : String(all[f]))).join('\u0001'), form) ?? '';
  if (!settings) return null;
  const parts = watched.split('\u0001');
  const values: Record<string, string | undefined> = { [schema.key]: value == null || value === '' ? undefined : String(value) };
  fields.forEach((f, i) => {
    values[f] = parts[i] || undefined;
  });
  return (
    <LinkedSelect
      config={settings.config}
      field={schema.key}
      title={placeholder}
      others={settings.others}
      values={values}
      disabled={disabled}
      onChange={(next) => {
        const others = Object.fromEntries(fields.map((f) => [f, next[f] ?? '']));
        form?.setFieldsValue(others);
        onChange?.(next[schema.key] ?? '');
      }}
    />
  );
}
