import { checkboxRules, FIELD_RULE_TEXTS, isNationalId, lengthRules, rules } from '../../src';
import { errorsFor } from './rule-harness';

jest.setTimeout(60000);

const cases: [keyof typeof rules, unknown[], unknown[], string][] = [
  ['mobile', ['13800138000', '14712345678', '15000000000', '17012345678', '18999999999'], ['12800138000', '16012345678', '19012345678', '1380013800', '138001380001', 'abc'], '请输入正确手机号'],
  ['naturalNumber', ['0', '42', 7], ['-1', '1.5', 'a'], '请输入自然数'],
  ['english', ['abc', 'ABCdef'], ['ab1', '中文', 'a b'], '请输入英文字符'],
  ['landline', ['010-12345678', '0571-8888888', '88886666', '02112345678'], ['123', '0571-0888888', 'abc-1234567'], '请输入正确的座机号'],
  ['bankCard', ['1234567890', '12345678901234567890'], ['123456789', '123456789012345678901', '12345678a0'], '请输入正确的银行卡号码'],
  ['idNumber', ['A123456', 'x'.repeat(50)], ['x'.repeat(51), 'A-123', '证件'], '请输入正确的证件号码'],
  ['qq', ['10000', '123456789012'], ['1234', '1234567890123', '01234'], '请输入正确的QQ号码'],
  ['url', ['http://a.cn', 'https://example.com/x?y=1'], ['ftp://a.cn', 'www.a.cn', 'http://'], '请输入以http和https开头的网址'],
  ['alnum20', ['abc123', 'a'.repeat(20)], ['a'.repeat(21), 'ab_c', '中文'], '请输入20位以内的英文字符和数字'],
  ['cnEnSpace', ['张三', 'John Smith', '李 Lee'], ['张', 'a1', 'x'.repeat(101)], '请输入2到100位的中英文字符和空格'],
  ['digitsNewlines', ['123\n456', '7'], ['12 3', '12a'], '请输入数字和换行符'],
  ['email', ['a@b.cn', 'x.y@z.com'], ['a@', 'ab.cn'], '邮箱格式不正确'],
  ['max255', ['x'.repeat(255)], ['x'.repeat(256)], '请输入255位以内的字符'],
  ['nationalId', ['11010519491231002X', '330106199003071236', '440305198511204563'], ['110105194912310021', '11010519491331002X', '1101051949123100'], '请输入正确的身份证号码'],
];

describe('common field patterns (widgets-spec §5)', () => {
  it.each(cases)('%s accepts good values, rejects bad ones with the spec message', async (name, good, bad, message) => {
    for (const value of good) expect(await errorsFor(rules[name], value)).toEqual([]);
    for (const value of bad) expect(await errorsFor(rules[name], value)).toEqual([message]);
  });

  it('optional patterns pass an empty value', async () => {
    for (const name of ['email', 'naturalNumber', 'nationalId', 'qq', 'url', 'landline'] as const) {
      expect(await errorsFor(rules[name], '')).toEqual([]);
      expect(await errorsFor(rules[name], undefined)).toEqual([]);
    }
  });

  it('mobile and username are required with their own messages', async () => {
    expect(await errorsFor(rules.mobile, '')).toEqual(['请输入手机号']);
    expect(await errorsFor(rules.username, '')).toEqual(['请输入用户名']);
  });

  it('username: letters, digits, underscore; length 4-18 with the spec message 6到18', async () => {
    expect(await errorsFor(rules.username, 'ab_12')).toEqual([]);
    expect(await errorsFor(rules.username, 'abcd')).toEqual([]);
    expect(await errorsFor(rules.username, 'a'.repeat(18))).toEqual([]);
    expect(await errorsFor(rules.username, 'ab-12')).toEqual(['只允许字母、数字、下划线']);
    expect(await errorsFor(rules.username, 'abc')).toEqual([FIELD_RULE_TEXTS.usernameLength]);
    expect(await errorsFor(rules.username, 'a'.repeat(19))).toEqual([FIELD_RULE_TEXTS.usernameLength]);
    expect(FIELD_RULE_TEXTS.usernameLength).toContain('6到18');
  });

  it('lengthRules: required, 最小长度N位字符, 最大长度N位字符', async () => {
    const list = lengthRules('名称', { min: 2, max: 5 });
    expect(await errorsFor(list, '')).toEqual(['请输入名称']);
    expect(await errorsFor(list, '   ')).toEqual(['请输入名称']);
    expect(await errorsFor(list, 'a')).toEqual(['最小长度2位字符']);
    expect(await errorsFor(list, 'abcdef')).toEqual(['最大长度5位字符']);
    expect(await errorsFor(list, 'abc')).toEqual([]);
    expect(await errorsFor(lengthRules('备注'), 'x'.repeat(500))).toEqual([]);
  });

  it('checkboxRules: required array, 最少选择N项, 最多选择N项, arrays or comma strings', async () => {
    const list = checkboxRules('爱好', { min: 2, max: 3 });
    expect(await errorsFor(list, [])).toEqual(['请选择爱好']);
    expect(await errorsFor(list, undefined)).toEqual(['请选择爱好']);
    expect(await errorsFor(list, ['a'])).toEqual(['最少选择2项']);
    expect(await errorsFor(list, 'a,b,c,d')).toEqual(['最多选择3项']);
    expect(await errorsFor(list, ['a', 'b'])).toEqual([]);
    expect(await errorsFor(list, 'a,b,c')).toEqual([]);
  });
});

describe('isNationalId', () => {
  it('checks the mod 11-2 check digit, the birth date and the future', () => {
    expect(isNationalId('11010519491231002X')).toBe(true);
    expect(isNationalId('11010519491231002x')).toBe(true);
    expect(isNationalId('110105194912310020')).toBe(false);
    expect(isNationalId('110105194902300022')).toBe(false);
    expect(isNationalId('010105194912310020')).toBe(false);
    expect(isNationalId('11010520991231002X', new Date('2026-01-01'))).toBe(false);
  });
});
