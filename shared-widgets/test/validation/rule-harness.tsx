import { act, render } from '@testing-library/react';
import { Form, type FormInstance, type FormRule } from 'antd';

/** Validates `value` against `rules` through a real antd Form; resolves to the error messages ([] = valid). */
export async function errorsFor(rules: FormRule[], value: unknown): Promise<string[]> {
  let instance: FormInstance | undefined;
  function Host() {
    const [form] = Form.useForm();
    instance = form;
    return (
      <Form form={form} initialValues={{ f: value }}>
        <Form.Item name="f" rules={rules}>
          <span />
        </Form.Item>
      </Form>
    );
  }
  const view = render(<Host />);
  let errors: string[] = [];
  await act(async () => {
    try {
      await instance!.validateFields({ validateOnly: true });
    } catch (e) {
      errors = (e as { errorFields: { errors: string[] }[] }).errorFields.flatMap((f) => f.errors);
    }
  });
  view.unmount();
  return errors;
}
