import type { ComponentType } from 'react';
import type { FormWidgetProps } from '../form/form-types';
import type { FieldExtension, FormSchemaItem } from '../form/form-types';
import { readFieldExtension } from '../form/field-extension';

/**
 * Wraps a picker or select as a form widget of the registry (common brief contract): `map` turns
 * the common FormWidgetProps (value, onChange, disabled, placeholder, schema) into the component's
 * own props. The adapter gets the component's name for React DevTools.
 */
export function adaptFormWidget<P extends object>(Component: ComponentType<P>, map: (props: FormWidgetProps) => P): ComponentType<FormWidgetProps> {
  const Adapted = (props: FormWidgetProps) => <Component {...map(props)} />;
  Adapted.displayName = `FormWidget(${Component.displayName ?? Component.name})`;
  return Adapted;
}

/** A string value of a form field ('' for null / undefined). */
export function textValue(value: unknown): string {
  return value == null ? '' : String(value);
}

/** widgetAttrs of a schema item, read as a plain record. */
export function attrs(schema: FormSchemaItem): Record<string, unknown> {
  return schema.widgetAttrs ?? {};
}

/** The extension JSON of a schema item (uploadnum, fileType, down, store, text; spec §3). */
export function extension(schema: FormSchemaItem): FieldExtension {
  return readFieldExtension(schema);
}

/**
 * The dictionary of a schema item (JeecgBoot online-form habit): `dictTable,dictText,dictCode` when
 * a table is given, else `dictCode`.
 */
export function schemaDict(schema: FormSchemaItem): string {
  if (typeof attrs(schema).dict === 'string') return attrs(schema).dict as string;
  return schema.dictTable ? `${schema.dictTable},${schema.dictText ?? ''},${schema.dictCode ?? ''}` : (schema.dictCode ?? '');
}
