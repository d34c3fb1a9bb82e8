import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { CronInput } from '../../src/cron/cron-input';
import { CronPreview } from '../../src/cron/cron-preview';

jest.setTimeout(60000);

const wrap = (node: React.ReactNode) => render(<ConfigProvider theme={{ token: { motion: false } }}>{node}</ConfigProvider>);
const modal = () => screen.getByText('Cron表达式', { selector: '.ant-modal-title' }).closest('.ant-modal') as HTMLElement;
const expression = () => (within(modal()).getByLabelText('表达式') as HTMLInputElement).value;
const tab = (name: string) => fireEvent.click(within(modal()).getByRole('tab', { name }));
const radio = (text: string) => fireEvent.click(within(modal().querySelector('.ant-tabs-content-active') as HTMLElement).getByText(text));
const active = () => modal().querySelector('.ant-tabs-content-active') as HTMLElement;
const modeRadio = (mode: string) => modal().querySelector(`.ant-tabs-content-active input[type=radio][value="${mode}"]`) as HTMLInputElement;
const okButton = () => [...modal().querySelectorAll('button')].find((b) => /^(OK|确定|确 定)$/.test(b.textContent ?? ''))!;

function Host({ initial, onChange }: { initial?: string; onChange?(v: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <CronInput
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('CronInput and the Cron表达式 dialog', () => {
  it('edits through the tabs with the coarser-field rules and writes the expression back', async () => {
    const onChange = jest.fn();
    wrap(<Host onChange={onChange} />);
    fireEvent.click(screen.getByText(/选\s*择/).closest('button')!);
    expect(within(modal()).getAllByRole('tab').map((t) => t.textContent)).toEqual(['秒', '分', '时', '日', '月', '年']);
    expect(expression()).toBe('* * * * * ? *');

    tab('分');
    radio('指定');
    fireEvent.click(within(active()).getByLabelText('05'));
    expect(expression()).toBe('0 0,5 * * * ? *');

    tab('日');
    radio('在这个月的最后一天');
    expect(expression()).toBe('0 0,5 0 L * ? *');
    // the week inputs stay disabled while the day is not ?
    expect((within(active()).getByLabelText('周循环间隔') as HTMLInputElement).disabled).toBe(true);
    radio('具体星期几（可多选）');
    fireEvent.click(within(active()).getByLabelText('星期一'));
    fireEvent.click(within(active()).getByLabelText('星期五'));
    expect(expression()).toBe('0 0,5 0 ? * 1,2,6 *');

    tab('年');
    fireEvent.click(modeRadio('2'));
    expect(expression()).toMatch(/^0 0,5 0 \? 1 1,2,6 \d{4}\/1$/);

    fireEvent.click(okButton());
    expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^0 0,5 0 \? 1 1,2,6 \d{4}\/1$/));
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toMatch(/^0 0,5 0 \? 1 1,2,6/);
  });

  it('parses an incoming expression back into the modes, and a typed one too', async () => {
    wrap(<Host initial="0 30 8 ? * 2#3" />);
    fireEvent.click(screen.getByText(/选\s*择/).closest('button')!);
    expect(expression()).toBe('0 30 8 ? * 2#3');
    tab('日');
    expect(modeRadio('11').checked).toBe(true);
    expect(modeRadio('1').checked).toBe(false);
    expect((within(active()).getByLabelText('第几个') as HTMLInputElement).value).toBe('3');
    tab('时');
    expect(modeRadio('3').checked).toBe(true);
    expect((within(active()).getByLabelText('08') as HTMLInputElement).checked).toBe(true);

    fireEvent.change(within(modal()).getByLabelText('表达式'), { target: { value: '0 0 0/2 * * ?' } });
    expect(modeRadio('2').checked).toBe(true);
    expect((within(active()).getByLabelText('时循环间隔') as HTMLInputElement).value).toBe('2');
  });
});

describe('CronPreview', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  it('recomputes 500 ms after the last change and shows 没有达到条件的结果！ when nothing runs', () => {
    const from = new Date(2026, 0, 1, 10, 0, 0);
    const view = render(<CronPreview expression="0 0 0 30 2 ?" from={from} />);
    expect(screen.getByText('没有达到条件的结果！')).toBeTruthy();
    view.rerender(<CronPreview expression="0 0 12 * * ?" from={from} />);
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByText('没有达到条件的结果！')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1));
    const items = screen.getByTestId('cron-preview').querySelectorAll('li');
    expect(items).toHaveLength(10);
    expect(items[0].textContent).toBe('2026-01-01 12:00:00');
  });
});
