import { configure, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';

jest.setTimeout(60000);
configure({ asyncUtilTimeout: 5000 });
const get = jest.fn();
const cache: Record<string, { value: string; text: string; disabled?: boolean }[]> = {
  sex: [{ value: '1', text: '男' }, { value: '2', text: '女' }],
};
jest.mock('shared-session', () => ({
  http: { get: (...a: unknown[]) => get(...a) },
  getDictItems: (code: string) => cache[code] ?? [],
  SESSION_CONSTANTS: { DEFAULT_CACHE_TTL_MS: 30000 },
}));

import { clearDictMemo } from '../../src/dict/dict-api';
import { DictCheckbox } from '../../src/dict/dict-checkbox';
import { DictRadio } from '../../src/dict/dict-radio';
import { DictSelect } from '../../src/dict/dict-select';
import { DictText } from '../../src/dict/dict-text-tag';
import { useDictOptions } from '../../src/dict/use-dict';

const ok = (result: unknown) => ({ success: true, code: 200, message: '', result });

beforeEach(() => {
  get.mockReset();
  clearDictMemo();
});

describe('useDictOptions (common brief contract; widgets-spec §7, §9)', () => {
  it('gives cached options at once without a call', () => {
    const { result } = renderHook(() => useDictOptions('sex'));
    expect(result.current).toEqual({ loading: false, options: [expect.objectContaining({ value: '1', text: '男', label: '男', title: '男' }), expect.objectContaining({ value: '2' })] });
    expect(get).not.toHaveBeenCalled();
  });
  it('loads an uncached code from the server, [] when it fails, and follows a code change', async () => {
    get.mockResolvedValueOnce(ok([{ value: 'Y', text: '是' }]));
    const { result, rerender } = renderHook(({ code }) => useDictOptions(code), { initialProps: { code: 'yn' } });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current).toEqual({ loading: false, options: [expect.objectContaining({ value: 'Y', text: '是' })] }));
    get.mockRejectedValueOnce(new Error('500'));
    rerender({ code: 'broken' });
    await waitFor(() => expect(result.current).toEqual({ loading: false, options: [] }));
    rerender({ code: '' });
    expect(result.current).toEqual({ loading: false, options: [] });
  });
});

describe('dictionary tags', () => {
  it('DictSelect offers the options and emits the value; disabled items cannot be chosen', async () => {
    cache.status = [{ value: '1', text: '正常' }, { value: '2', text: '冻结', disabled: true }];
    const onChange = jest.fn();
    render(<DictSelect dictCode="status" onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('冻结'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('正常'));
    expect(onChange).toHaveBeenCalledWith('1');
  });
  it('DictRadio and DictCheckbox emit the value / comma list in dictionary order', () => {
    const onRadio = jest.fn();
    const onCheck = jest.fn();
    render(<><DictRadio dictCode="sex" value="1" onChange={onRadio} /><DictCheckbox dictCode="sex" value="2" onChange={onCheck} /></>);
    fireEvent.click(screen.getAllByText('女')[0]);
    expect(onRadio).toHaveBeenCalledWith('2');
    fireEvent.click(screen.getAllByText('男')[1]);
    expect(onCheck).toHaveBeenCalledWith('1,2');
  });
  it('DictText shows texts of a comma list, and 字典Code不能为空! without a code', () => {
    const { container, rerender } = render(<DictText dictCode="sex" value="1,2" />);
    expect(container.textContent).toBe('男,女');
    rerender(<DictText dictCode="" value="1" />);
    expect(container.textContent).toBe('字典Code不能为空!');
  });
});
