/** Messages of the common field patterns (widgets-spec §5 "Common field patterns with messages"), exactly as the spec gives them. */
export const FIELD_RULE_TEXTS = {
  mobileRequired: '请输入手机号',
  mobile: '请输入正确手机号',
  usernameRequired: '请输入用户名',
  usernameChars: '只允许字母、数字、下划线',
  /** The spec gives the length rule as 4 to 18 while its message says 6到18 (both kept). */
  usernameLength: '长度在6到18个字符',
  email: '邮箱格式不正确',
  naturalNumber: '请输入自然数',
  english: '请输入英文字符',
  landline: '请输入正确的座机号',
  bankCard: '请输入正确的银行卡号码',
  idNumber: '请输入正确的证件号码',
  nationalId: '请输入正确的身份证号码',
  qq: '请输入正确的QQ号码',
  url: '请输入以http和https开头的网址',
  alnum20: '请输入20位以内的英文字符和数字',
  cnEnSpace: '请输入2到100位的中英文字符和空格',
  digitsNewlines: '请输入数字和换行符',
  max255: '请输入255位以内的字符',
  minLength: (n: number) => `最小长度${n}位字符`,
  maxLength: (n: number) => `最大长度${n}位字符`,
  minChecked: (n: number) => `最少选择${n}项`,
  maxChecked: (n: number) => `最多选择${n}项`,
  /** Required message of a labelled input / choice (wording of 请输入手机号 / 请输入用户名). */
  inputRequired: (label: string) => `请输入${label}`,
  choiceRequired: (label: string) => `请选择${label}`,
} as const;
