import { registerFormWidget } from '../form/widget-registry';
import type { FormSchemaItem } from '../form/form-types';
import { AreaSelect } from '../selects/area-select';
import { AutoNumberInput } from '../selects/auto-number-input';
import { CategorySelect } from '../selects/category-select';
import { DictTransfer } from '../selects/dict-transfer';
import { DictTreeSelect } from '../selects/dict-tree-select';
import { LinkedFormWidget } from '../selects/linked-form-widget';
import { MultiSelect } from '../selects/multi-select';
import { SearchSelect } from '../selects/search-select';
import { SwitchField } from '../selects/switch-field';
import { DepartSelectInput } from './depart-select-input';
import { adaptFormWidget, attrs, extension, schemaDict, textValue } from './form-widget-adapter';
import type { DepartPick, UserStoreField } from './picker-types';
import { PopupFormWidget } from './popup-form-widget';
import { PositionSelect } from './position-select';
import { RoleSelect } from './role-select';
import { UserSelectInput } from './user-select-input';

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const bool = (v: unknown, fallback: boolean): boolean => (v === undefined ? fallback : v === true || v === 'true' || v === 1 || v === '1');

/**
 * The switch values of a schema item: widgetAttrs.options, else a two-item JSON array in the
 * extension field (JeecgBoot online habit `["Y","N"]`), else undefined (the default Y / N).
 */
export function switchOptions(schema: FormSchemaItem): [string, string] | undefined {
  const fromAttrs = attrs(schema).options;
  if (Array.isArray(fromAttrs) && fromAttrs.length === 2) return [String(fromAttrs[0]), String(fromAttrs[1])];
  try {
    const ext: unknown = typeof schema.fieldExtendJson === 'string' ? JSON.parse(schema.fieldExtendJson) : schema.fieldExtendJson;
    if (Array.isArray(ext) && ext.length === 2) return [String(ext[0]), String(ext[1])];
  } catch {
    return undefined;
  }
  return undefined;
}

/** Schema options as select / transfer items. */
const listSource = (schema: FormSchemaItem) => (schema.options ?? []).map((o) => ({ value: String(o.value), label: o.label, disabled: o.disabled }));

/**
 * Registers B3's widgets in the form widget registry (common brief contract; imported for its
 * side effect from shared-widgets' index): sel_user, sel_depart, sel_search, sel_search_async,
 * popup, cat_tree, sel_tree, link_down, pca, switch, list_multi, transfer, sel_position, sel_role,
 * auto_number. Extension JSON `store` / `text` override the pickers' stored / shown fields
 * (widgets-spec §3).
 */
export function registerPickerFormWidgets(): void {
  registerFormWidget('sel_user', adaptFormWidget(UserSelectInput, ({ value, onChange, disabled, placeholder, schema }) => ({
    value: textValue(value), onChange, disabled, placeholder,
    multi: bool(attrs(schema).multi, true),
    store: (str(extension(schema).store) as UserStoreField | undefined) ?? 'username',
    text: str(extension(schema).text) ?? 'realname',
  })));
  registerFormWidget('sel_depart', adaptFormWidget(DepartSelectInput, ({ value, onChange, disabled, placeholder, schema }) => ({
    value: textValue(value), onChange, disabled, placeholder,
    multi: bool(attrs(schema).multi, true),
    store: (str(extension(schema).store) as keyof DepartPick | undefined) ?? 'id',
    text: (str(extension(schema).text) as keyof DepartPick | undefined) ?? 'departName',
  })));
  registerFormWidget('sel_search', adaptFormWidget(SearchSelect, ({ value, onChange, disabled, placeholder, schema }) => ({
    dict: schemaDict(schema), async: bool(attrs(schema).async, false), value: str(value), onChange, disabled, placeholder,
  })));
  registerFormWidget('sel_search_async', adaptFormWidget(SearchSelect, ({ value, onChange, disabled, placeholder, schema }) => ({
    dict: schemaDict(schema), async: true, value: str(value), onChange, disabled, placeholder,
  })));
  registerFormWidget('popup', PopupFormWidget);
  registerFormWidget('cat_tree', adaptFormWidget(CategorySelect, ({ value, onChange, disabled, placeholder, schema }) => ({
    pcode: schema.pcode ?? str(schema.dictCode) ?? '0', condition: str(attrs(schema).condition), multiple: bool(attrs(schema).multiple, false),
    value: textValue(value), onChange, disabled, placeholder,
  })));
  registerFormWidget('sel_tree', adaptFormWidget(DictTreeSelect, ({ value, onChange, disabled, placeholder, schema }) => ({
    dict: schemaDict(schema), pidField: schema.pidField, pidValue: schema.pidValue, hasChildField: schema.hasChildField,
    condition: str(attrs(schema).condition), multiple: bool(attrs(schema).multiple, false), value: textValue(value), onChange, disabled, placeholder,
  })));
  registerFormWidget('link_down', LinkedFormWidget);
  registerFormWidget('pca', adaptFormWidget(AreaSelect, ({ value, onChange, disabled, placeholder, schema }) => ({
    value: str(value), onChange, disabled, placeholder, type: str(attrs(schema).type),
  })));
  registerFormWidget('switch', adaptFormWidget(SwitchField, ({ value, onChange, disabled, schema }) => ({
    value: str(value), onChange, disabled, options: switchOptions(schema), query: bool(attrs(schema).query, false),
  })));
  registerFormWidget('list_multi', adaptFormWidget(MultiSelect, ({ value, onChange, disabled, placeholder, schema }) => ({
    dictCode: schemaDict(schema), options: listSource(schema), value: textValue(value), onChange, disabled, placeholder,
  })));
  registerFormWidget('transfer', adaptFormWidget(DictTransfer, ({ value, onChange, disabled, schema }) => ({
    dictCode: schemaDict(schema), dataSource: listSource(schema).map((o) => ({ key: o.value, title: o.label, disabled: o.disabled })), value: textValue(value), onChange, disabled,
  })));
  registerFormWidget('sel_position', adaptFormWidget(PositionSelect, ({ value, onChange, disabled, placeholder, schema }) => ({
    value: textValue(value), onChange, disabled, placeholder, multiple: bool(attrs(schema).multi, true),
  })));
  registerFormWidget('sel_role', adaptFormWidget(RoleSelect, ({ value, onChange, disabled, placeholder, schema }) => ({
    value: textValue(value), onChange, disabled, placeholder, multiple: bool(attrs(schema).multi, true),
  })));
  registerFormWidget('auto_number', adaptFormWidget(AutoNumberInput, ({ value, onChange, disabled, placeholder, schema }) => ({
    value: str(value), onChange, disabled, placeholder, ruleCode: str(attrs(schema).ruleCode), prefix: str(attrs(schema).prefix),
  })));
}

registerPickerFormWidgets();
