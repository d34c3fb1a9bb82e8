const get = jest.fn();
jest.mock('shared-session', () => ({ ...jest.requireActual('shared-session'), http: { get: (...a: unknown[]) => get(...a) } }));

import { checkByRuleCode, checkDuplicate, duplicateCheckRule } from '../../src/validation/remote-rules';

beforeEach(() => get.mockReset());

describe('duplicate-value check (widgets-spec §5, GET /sys/duplicate/check)', () => {
  it('sends table, field, value and record id; passes on success', async () => {
    get.mockResolvedValue({ success: true, message: '该值可用！', code: 200 });
    await expect(checkDuplicate({ tableName: 'sys_user', fieldName: 'phone', dataId: 'u1' }, '13800138000')).resolves.toBeUndefined();
    expect(get).toHaveBeenCalledWith('/sys/duplicate/check', { params: { tableName: 'sys_user', fieldName: 'phone', fieldVal: '13800138000', dataId: 'u1' }, skipErrorHandler: true });
  });
  it('an empty value passes without a call', async () => {
    await checkDuplicate({ tableName: 'sys_user', fieldName: 'phone' }, '');
    await checkDuplicate({ tableName: 'sys_user', fieldName: 'phone' }, '  ');
    await checkDuplicate({ tableName: 'sys_user', fieldName: 'phone' }, undefined);
    expect(get).not.toHaveBeenCalled();
  });
  it('a failure shows the server message (answer or HTTP error body)', async () => {
    get.mockResolvedValueOnce({ success: false, message: '该值不可用，系统中已存在！', code: 500 });
    await expect(checkDuplicate({ tableName: 'sys_user', fieldName: 'username', dataId: () => undefined }, 'admin')).rejects.toThrow('该值不可用，系统中已存在！');
    expect(get.mock.calls[0][1].params.dataId).toBeUndefined();
    get.mockRejectedValueOnce(Object.assign(new Error('Request failed'), { response: { data: { message: '表名不合法' } } }));
    await expect(checkDuplicate({ tableName: 'x', fieldName: 'y' }, 'v')).rejects.toThrow('表名不合法');
  });
  it('works as an antd rule validated on blur', async () => {
    get.mockResolvedValue({ success: false, message: '该值不可用，系统中已存在！' });
    const rule = duplicateCheckRule({ tableName: 'sys_user', fieldName: 'username' }) as { validator: (r: unknown, v: unknown) => Promise<void>; validateTrigger: string };
    expect(rule.validateTrigger).toBe('onBlur');
    await expect(rule.validator({}, 'admin')).rejects.toThrow('该值不可用，系统中已存在！');
  });
});

describe('rule-code check (GET /sys/checkRule/checkByCode)', () => {
  it('sends ruleCode and the value; empty passes; failure gives the server message', async () => {
    get.mockResolvedValueOnce({ success: true, message: '' });
    await checkByRuleCode('common', 'a b&c');
    expect(get).toHaveBeenCalledWith('/sys/checkRule/checkByCode', { params: { ruleCode: 'common', value: 'a b&c' }, skipErrorHandler: true });
    await checkByRuleCode('common', '');
    expect(get).toHaveBeenCalledTimes(1);
    get.mockResolvedValueOnce({ success: false, message: '只能输入数字' });
    await expect(checkByRuleCode('common', 'abc')).rejects.toThrow('只能输入数字');
  });
});
