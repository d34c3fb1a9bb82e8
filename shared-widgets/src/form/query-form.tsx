import { Button, Col, Form, Row, Space, type FormInstance } from 'antd';
import type { FormSchemaItem } from './form-types';
import { buildQueryParams, queryFieldNames } from './query-params';
import { SchemaWidget } from './schema-widget';

export interface QueryFormProps {
  /** Query items; `mode: 'range'` renders a begin and an end widget (`_begin` / `_end`). */
  items: FormSchemaItem[];
  form?: FormInstance;
  /** Grid span per item (default 8: three per row). */
  span?: number;
  /** Called with the list parameters (see `buildQueryParams`) on 查询 and on Enter. */
  onSearch(params: Record<string, string>): void;
  /** Called after 重置 cleared the fields (default: onSearch({})). */
  onReset?(): void;
}

/**
 * The list query form (widgets-spec §3 "Query item (form)"): single and range modes, widgets from
 * the form widget registry, buttons 查询 and 重置. Emits only filled fields.
 */
export function QueryForm({ items, form, span = 8, onSearch, onReset }: QueryFormProps) {
  const [own] = Form.useForm(form);
  const search = () => onSearch(buildQueryParams(items, own.getFieldsValue()));
  return (
    <Form form={own} layout="horizontal" onFinish={search} labelCol={{ span: 6 }} wrapperCol={{ span: 18 }}>
      <Row gutter={16}>
        {items.map((item) => {
          const names = queryFieldNames(item);
          return (
            <Col key={item.key} span={item.span ?? span}>
              <Form.Item label={item.label} style={{ marginBottom: 12 }}>
                {names.length === 1 ? (
                  <Form.Item name={names[0]} noStyle>
                    <SchemaWidget schema={item} />
                  </Form.Item>
                ) : (
                  <Space.Compact style={{ width: '100%' }}>
                    <Form.Item name={names[0]} noStyle>
                      <SchemaWidget schema={item} placeholder="开始" />
                    </Form.Item>
                    <Form.Item name={names[1]} noStyle>
                      <SchemaWidget schema={item} placeholder="结束" />
                    </Form.Item>
                  </Space.Compact>
                )}
              </Form.Item>
            </Col>
          );
        })}
        <Col style={{ marginBottom: 12 }}>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                own.resetFields();
                if (onReset) onReset();
                else onSearch({});
              }}
            >
              重置
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
