import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { LoginForm } from '../src/features/auth/login-form';


function setup(onSubmit = jest.fn(), error?: string) {
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <LoginForm onSubmit={onSubmit} error={error} />
      </App>
    </ConfigProvider>,
  );
  return onSubmit;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('login form validation (spec §5)', () => {
  it('requires username and password', async () => {
    const onSubmit = setup();
    submit();
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('only allows letters, digits and underscore', async () => {
    setup();
    type('用户名', 'ad-min');
    submit();
    expect(await screen.findByText('只允许字母、数字、下划线')).toBeTruthy();
  });

  it('applies the 4-18 length rule with the 长度6到18个字符 message', async () => {
    setup();
    type('用户名', 'abc');
    submit();
    expect(await screen.findByText('长度6到18个字符')).toBeTruthy();
    type('用户名', 'a'.repeat(19));
    expect(await screen.findByText('长度6到18个字符')).toBeTruthy();
  });

  it('submits a valid 4-character username', async () => {
    const onSubmit = setup();
    type('用户名', 'abcd');
    type('密码', 'secret');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: 'abcd', password: 'secret' }));
  });

  it('shows the server message', () => {
    setup(jest.fn(), '用户名或密码错误');
    expect(screen.getByText('用户名或密码错误')).toBeTruthy();
  });
});
