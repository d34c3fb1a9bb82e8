import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, ConfigProvider, Form } from 'antd';
import type { FormWidgetProps } from '../../src/form/form-types';
import { DynamicForm } from '../../src/form/dynamic-form';
import { QueryForm } from '../../src/form/query-form';
import { getFormWidget, isFormWidgetRegistered, listFormWidgetTypes, registerFormWidget } from '../../src/form/widget-registry';
import { BASIC_FORM_WIDGETS } from '../../src/form/basic-widgets/basic-widget-map';
import { rules } from '../../src/validation/field-rules';

jest.setTimeout(60000);

function FakeUserPicker({ value, onChange, schema }: FormWidgetProps) {
  return (
    <button type="button" data-testid={`picker-${schema.key}`} onClick={() => onChange?.('admin,jeecg')}>
      picked:{String(value ?? '')}
    </button>
  );
}

const wrap = (node: React.ReactNode) => render(<ConfigProvider theme={{ token: { motion: false } }}>{node}</ConfigProvider>);

describe('form widget registry (common brief contract)', () => {
  it('has the basic antd widgets and lets registrations replace them', () => {
    for (const type of ['input', 'textarea', 'number', 'date', 'datetime', 'time', 'select', 'radio', 'checkbox', 'switch', 'list_multi', 'password']) expect(getFormWidget(type)).toBeDefined();
    expect(getFormWidget('nope')).toBeUndefined();
    expect(isFormWidgetRegistered('input')).toBe(false);
    const Custom = () => null;
    registerFormWidget('textarea', Custom);
    expect(getFormWidget('textarea')).toBe(Custom);
    registerFormWidget('textarea', BASIC_FORM_WIDGETS.textarea);
    expect(listFormWidgetTypes()).toEqual(expect.arrayContaining(['input', 'textarea']));
    expect(() => registerFormWidget('', Custom)).toThrow();
  });
});

describe('DynamicForm', () => {
  it('builds items from the schema, validates with the rules and submits the values', async () => {
    const onFinish = jest.fn();
    wrap(
      <DynamicForm
        schema={[
          { key: 'phone', label: '手机号', type: 'input', placeholder: '请输入手机号码', rules: rules.mobile },
          { key: 'age', label: '年龄', type: 'number', onlyInteger: true },
          { key: 'sex', label: '性别', type: 'radio', options: [{ value: '1', label: '男' }, { value: '2', label: '女' }], defaultValue: '1' },
          { key: 'hobby', label: '爱好', type: 'checkbox', options: [{ value: 'a', label: '读书' }, { value: 'b', label: '跑步' }] },
          { key: 'secret', label: '隐藏', type: 'input', hidden: true, defaultValue: 'keep' },
          { key: 'owner', label: '负责人', type: 'sel_user_test' },
        ]}
        onFinish={onFinish}
      >
        <Button htmlType="submit">提交</Button>
      </DynamicForm>,
    );
    expect(screen.getByPlaceholderText('请输入手机号码')).toBeTruthy();
    expect(screen.getByText('隐藏', { selector: 'label' }).closest('.ant-form-item-hidden, [hidden]')).toBeTruthy();
    fireEvent.click(screen.getByText(/提\s*交/).closest('button')!);
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.change(screen.getByPlaceholderText('请输入手机号码'), { target: { value: '123' } });
    expect(await screen.findByText('请输入正确手机号')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入手机号码'), { target: { value: '13800138000' } });
    fireEvent.change(screen.getByLabelText('年龄'), { target: { value: '12.7' } });
    fireEvent.blur(screen.getByLabelText('年龄'));
    fireEvent.click(screen.getByLabelText('读书'));
    fireEvent.click(screen.getByLabelText('跑步'));
    fireEvent.click(screen.getByLabelText('女'));
    // the unknown type falls back to a text input until a widget is registered, then re-renders with it
    act(() => registerFormWidget('sel_user_test', FakeUserPicker));
    fireEvent.click(await screen.findByTestId('picker-owner'));
    expect(screen.getByTestId('picker-owner').textContent).toBe('picked:admin,jeecg');
    fireEvent.click(screen.getByText(/提\s*交/).closest('button')!);
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0]).toEqual({ phone: '13800138000', age: 13, sex: '2', hobby: 'a,b', secret: 'keep', owner: 'admin,jeecg' });
  });

  it('loads values into the form and disables every widget in detail mode', async () => {
    function Host() {
      const [form] = Form.useForm();
      return <DynamicForm form={form} disabled values={{ name: '张三', kind: 'b' }} schema={[{ key: 'name', label: '姓名', type: 'input' }, { key: 'kind', label: '类型', type: 'select', options: [{ value: 'a', label: '甲' }, { value: 'b', label: '乙' }] }]} />;
    }
    wrap(<Host />);
    const input = (await screen.findByDisplayValue('张三')) as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(screen.getByText('乙')).toBeTruthy();
  });
});

describe('QueryForm', () => {
  it('emits single fields and range fields with _begin / _end; 重置 clears and re-runs', async () => {
    const onSearch = jest.fn();
    wrap(<QueryForm items={[{ key: 'name', label: '名称', type: 'input' }, { key: 'age', label: '年龄', type: 'number', mode: 'range' }]} onSearch={onSearch} />);
    fireEvent.change(screen.getByPlaceholderText('开始'), { target: { value: '18' } });
    fireEvent.change(screen.getByPlaceholderText('结束'), { target: { value: '30' } });
    fireEvent.change(screen.getAllByRole('textbox')[0], { target: { value: '王' } });
    fireEvent.click(screen.getByText(/查\s*询/).closest('button')!);
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ name: '王', age_begin: '18', age_end: '30' }));
    fireEvent.click(screen.getByText(/重\s*置/).closest('button')!);
    expect(onSearch).toHaveBeenLastCalledWith({});
  });
});
