import type { Rule } from 'antd/es/form';

export const usernameRules: Rule[] = [
  { required: true, message: '请输入用户名' },
  { pattern: /^\w+$/, message: '只允许字母、数字、下划线' },
  { min: 4, max: 18, message: '长度6到18个字符' },
];

export const passwordRules: Rule[] = [{ required: true, message: '请输入密码' }];
