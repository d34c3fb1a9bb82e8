import { Button, Form, Space, type FormInstance } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { dropEmptyValues } from './list-query';
import { LIST_TEXTS } from './list-texts';
import type { ListPage } from './use-list-page';

/** Props of {@link ListQueryBar}; `V` is the shape of the form's values. */
export interface ListQueryBarProps<V = Record<string, unknown>> {
  /** the list the bar drives (from useListPage) */
  list: Pick<ListPage<unknown>, 'searchQuery' | 'searchReset'>;
  /** the form instance, when the page reads or sets the fields itself; one is made otherwise */
  form?: FormInstance<V>;
  /** antd Form name (field ids become `${name}_${field}`) */
  name?: string;
  /** maps the form's values to the list query (e.g. a date range to begin / end); before dropping empties */
  toQuery?(values: V): Record<string, unknown>;
  /** called with the query before list.searchQuery (e.g. to clear expanded rows) */
  onSearch?(query: Record<string, unknown>): void;
  /** called after the fields are cleared, before list.searchReset */
  onReset?(): void;
  /** default { marginBottom: 16, rowGap: 8 } */
  style?: CSSProperties;
  /** the query fields (Form.Item) */
  children: ReactNode;
}

/**
 * The query bar of a list page (JeecgBoot list page layout, widgets-spec §3 "Generic list query"):
 * an inline antd Form with the page's fields, then 查询 (submit: the values without empty ones go
 * to `list.searchQuery`, which runs from page 1) and 重置 (clears the fields and calls
 * `list.searchReset`).
 *
 * @example
 * <ListQueryBar list={list} name="positionQuery">
 *   <Form.Item name="name" label="职务名称"><Input allowClear /></Form.Item>
 * </ListQueryBar>
 */
export function ListQueryBar<V = Record<string, unknown>>({
  list, form, name, toQuery, onSearch, onReset, style, children,
}: ListQueryBarProps<V>) {
  const [instance] = Form.useForm<V>(form);
  const search = (values: V) => {
    const query = dropEmptyValues(toQuery ? toQuery(values) : (values as Record<string, unknown>));
    onSearch?.(query);
    void list.searchQuery(query);
  };
  const reset = () => {
    instance.resetFields();
    onReset?.();
    void list.searchReset();
  };
  return (
    <Form<V> form={instance} name={name} layout="inline" onFinish={search} style={style ?? { marginBottom: 16, rowGap: 8 }}>
      {children}
      <Space>
        <Button type="primary" htmlType="submit">{LIST_TEXTS.SEARCH}</Button>
        <Button onClick={reset}>{LIST_TEXTS.RESET}</Button>
      </Space>
    </Form>
  );
}
