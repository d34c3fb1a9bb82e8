import type { ComponentType } from 'react';
import type { FormWidgetProps } from '../form-types';
import { CheckboxWidget } from './checkbox-widget';
import { DateWidget } from './date-widget';
import { InputWidget } from './input-widget';
import { NumberWidget } from './number-widget';
import { PasswordWidget } from './password-widget';
import { RadioWidget } from './radio-widget';
import { SelectWidget } from './select-widget';
import { SwitchWidget } from './switch-widget';
import { TextareaWidget } from './textarea-widget';
import { TimeWidget } from './time-widget';

/**
 * The basic antd widgets of the dynamic form, by schema type (common brief contract). Aliases
 * follow JeecgBoot's online-form type names (`text`, `list`, `inputNumber`, `int`, `double`).
 * A widget registered through `registerFormWidget` with the same type takes precedence.
 */
export const BASIC_FORM_WIDGETS: Readonly<Record<string, ComponentType<FormWidgetProps>>> = {
  input: InputWidget,
  text: InputWidget,
  password: PasswordWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  inputNumber: NumberWidget,
  int: NumberWidget,
  double: NumberWidget,
  date: DateWidget,
  datetime: DateWidget,
  time: TimeWidget,
  select: SelectWidget,
  list: SelectWidget,
  list_multi: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  switch: SwitchWidget,
};
