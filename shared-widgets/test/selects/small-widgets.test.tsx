import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 5000 });
const get = jest.fn();
const put = jest.fn();
const post = jest.fn();
const cache: Record<string, { value: string; text: string }[]> = {
  yn: [{ value: 'Y', text: '是' }, { value: 'N', text: '否' }],
  plate_color: [{ value: '1', text: '蓝色' }, { value: '2', text: '黄色' }, { value: '3', text: '黑色' }],
};
jest.mock('shared-session', () => ({
  http: { get: (...a: unknown[]) => get(...a), put: (...a: unknown[]) => put(...a), post: (...a: unknown[]) => post(...a) },
  getDictItems: (code: string) => cache[code] ?? [],
  SESSION_CONSTANTS: { DEFAULT_CACHE_TTL_MS: 30000 },
}));

import { AutoNumberInput } from '../../src/selects/auto-number-input';
import { DictTransfer } from '../../src/selects/dict-transfer';
import { MultiSelect } from '../../src/selects/multi-select';
import { SwitchField, switchChecked } from '../../src/selects/switch-field';

const ok = (result: unknown) => ({ success: true, code: 200, message: '', result });

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  post.mockReset();
});

describe('SwitchField (widgets-spec §2, §4 Switch, §9 Y/N 是/否)', () => {
  it('is on for the first option only', () => {
    expect(switchChecked('Y')).toBe(true);
    expect(switchChecked('N')).toBe(false);
    expect(switchChecked('y')).toBe(false);
    expect(switchChecked('1', ['1', '0'])).toBe(true);
  });
  it('emits the second option for an empty value, shows 是/否 and toggles', () => {
    const onChange = jest.fn();
    const { rerender } = render(<SwitchField value="" onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith('N');
    rerender(<SwitchField value="N" onChange={onChange} />);
    expect(screen.getByRole('switch').textContent).toContain('否');
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith('Y');
    rerender(<SwitchField value="Y" onChange={onChange} />);
    expect(screen.getByRole('switch').textContent).toContain('是');
    rerender(<SwitchField value="1" options={['1', '0']} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith('0');
  });
});

describe('AutoNumberInput (widgets-spec §2 Auto-number field, §7)', () => {
  it('fills an empty value by the fill rule and regenerates on demand', async () => {
    put.mockResolvedValueOnce(ok('DD202611210001')).mockResolvedValueOnce(ok('DD202611210002'));
    const onChange = jest.fn();
    const { rerender } = render(<AutoNumberInput ruleCode="demo_order_num" formData={{ a: 1 }} onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('DD202611210001'));
    expect(put).toHaveBeenCalledWith('/sys/fillRule/executeRuleByCode/demo_order_num', { formData: { a: 1 } });
    rerender(<AutoNumberInput ruleCode="demo_order_num" value="DD202611210001" onChange={onChange} />);
    expect((screen.getByTestId('auto-number') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '重新生成' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('DD202611210002'));
  });
  it('uses the red-orange rule by prefix, keeps a given value and shows a server failure', async () => {
    post.mockResolvedValueOnce({ success: false, code: 400, message: '前缀应为1至16位字母、数字、-或_', result: null });
    const onChange = jest.fn();
    render(<AutoNumberInput prefix="WX" value="WX202501010001" onChange={onChange} />);
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重新生成' }));
    expect(await screen.findByText('前缀应为1至16位字母、数字、-或_')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/redOrange/redOrangeRule', { prefix: 'WX' });
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('MultiSelect JSelectMultiple (widgets-spec §2 Multi-select)', () => {
  it('offers the dictionary options and joins the chosen values with commas', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<MultiSelect dictCode="plate_color" value="1" onChange={onChange} />);
    expect(screen.getByText('蓝色')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('黄色'));
    expect(onChange).toHaveBeenLastCalledWith('1,2');
    rerender(<MultiSelect options={[{ value: 'a', label: '甲' }]} value="" spliter=";" onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('甲'));
    expect(onChange).toHaveBeenLastCalledWith('a');
  });
});

describe('DictTransfer (widgets-spec §2 Transfer, §9 添加 / 移除)', () => {
  it('moves items with 添加 and 移除 and emits the chosen keys', () => {
    const onChange = jest.fn();
    const { rerender } = render(<DictTransfer dictCode="plate_color" value="3" onChange={onChange} />);
    expect(screen.getByRole('button', { name: /添加/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /移除/ })).toBeTruthy();
    fireEvent.click(screen.getByText('蓝色'));
    fireEvent.click(screen.getByRole('button', { name: /添加/ }));
    expect(onChange).toHaveBeenLastCalledWith('1,3');
    rerender(<DictTransfer dictCode="plate_color" value="3,1" onChange={onChange} />);
    fireEvent.click(screen.getByText('黑色'));
    fireEvent.click(screen.getByRole('button', { name: /移除/ }));
    expect(onChange).toHaveBeenLastCalledWith('1');
  });
});
