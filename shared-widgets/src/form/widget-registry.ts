import { useSyncExternalStore, type ComponentType } from 'react';
import type { FormWidgetProps } from './form-types';
import { BASIC_FORM_WIDGETS } from './basic-widgets/basic-widget-map';

export type { FormWidgetProps, FormSchemaItem } from './form-types';

const registered = new Map<string, ComponentType<FormWidgetProps>>();
const listeners = new Set<() => void>();
let version = 0;

function emit(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

/**
 * Registers the widget used for schema items of `type` (common brief contract: B2 and B3 register
 * their pickers, uploads and editors here). A registration replaces the basic antd widget of the
 * same type and any earlier registration; mounted forms re-render with the new widget.
 *
 * @example registerFormWidget('sel_user', UserSelectWidget)
 */
export function registerFormWidget(type: string, component: ComponentType<FormWidgetProps>): void {
  if (!type) throw new Error('registerFormWidget: type is required');
  registered.set(type, component);
  emit();
}

/**
 * The widget for `type`: the registered one, else the basic antd widget (input, textarea, number,
 * date, datetime, time, select, list_multi, radio, checkbox, switch, password and aliases), else
 * undefined.
 */
export function getFormWidget(type: string): ComponentType<FormWidgetProps> | undefined {
  return registered.get(type) ?? BASIC_FORM_WIDGETS[type];
}

/** Every type that has a widget (registered or basic), sorted. */
export function listFormWidgetTypes(): string[] {
  return [...new Set([...Object.keys(BASIC_FORM_WIDGETS), ...registered.keys()])].sort();
}

/** True when `type` was registered explicitly (not only a basic widget). */
export function isFormWidgetRegistered(type: string): boolean {
  return registered.has(type);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React hook: the widget for `type`, re-rendering when a widget is registered later. */
export function useFormWidget(type: string): ComponentType<FormWidgetProps> | undefined {
  useSyncExternalStore(subscribe, () => version, () => version);
  return getFormWidget(type);
}
