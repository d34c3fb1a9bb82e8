import { fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { EffectiveDatePicker } from '../../src/effective-date/effective-date-picker';
import { effectiveDateText, formatEffectiveDate, parseEffectiveDate } from '../../src/effective-date/effective-date-value';

jest.setTimeout(60000);

describe('effective-date value (widgets-spec §3, §4)', () => {
  it('encodes exactly one filled field: date, forever 1 or notice 0', () => {
    expect(JSON.parse(formatEffectiveDate({ kind: 'date', date: '2026-05-01' })!)).toEqual({ date: '2026-05-01', forever: '', notice: '' });
    expect(JSON.parse(formatEffectiveDate({ kind: 'forever' })!)).toEqual({ date: '', forever: '1', notice: '' });
    expect(JSON.parse(formatEffectiveDate({ kind: 'notice' })!)).toEqual({ date: '', forever: '', notice: '0' });
    expect(formatEffectiveDate({ kind: 'date', date: '' })).toBeUndefined();
    expect(formatEffectiveDate({ kind: 'none' })).toBeUndefined();
  });
  it('decodes, tolerating missing keys and bad text', () => {
    expect(parseEffectiveDate('{"date":"2026-05-01","forever":"","notice":""}')).toEqual({ kind: 'date', date: '2026-05-01' });
    expect(parseEffectiveDate('{"forever":"1"}')).toEqual({ kind: 'forever' });
    expect(parseEffectiveDate('{"notice":"0"}')).toEqual({ kind: 'notice' });
    expect(parseEffectiveDate('{"notice":"1","forever":"0"}')).toEqual({ kind: 'none' });
    expect(parseEffectiveDate('not json')).toEqual({ kind: 'none' });
    expect(parseEffectiveDate(undefined)).toEqual({ kind: 'none' });
    expect(effectiveDateText('{"forever":"1"}')).toBe('永久');
    expect(effectiveDateText('{"notice":"0"}')).toBe('直至另行通知');
    expect(effectiveDateText('{"date":"2026-05-01"}')).toBe('2026-05-01');
  });
});

function Host({ initial, onChange }: { initial?: string; onChange(v?: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <EffectiveDatePicker
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('EffectiveDatePicker', () => {
  it('choosing permanent or until further notice clears the date; the date input is only live for the date choice', () => {
    const onChange = jest.fn();
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Host initial='{"date":"2026-05-01","forever":"","notice":""}' onChange={onChange} />
      </ConfigProvider>,
    );
    const dateInput = screen.getByPlaceholderText('请选择日期') as HTMLInputElement;
    expect(dateInput.value).toBe('2026-05-01');
    expect(dateInput.disabled).toBe(false);
    fireEvent.click(screen.getByLabelText('永久'));
    expect(JSON.parse(onChange.mock.calls.at(-1)[0])).toEqual({ date: '', forever: '1', notice: '' });
    expect((screen.getByPlaceholderText('请选择日期') as HTMLInputElement).value).toBe('');
    expect((screen.getByPlaceholderText('请选择日期') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('直至另行通知'));
    expect(JSON.parse(onChange.mock.calls.at(-1)[0])).toEqual({ date: '', forever: '', notice: '0' });
    fireEvent.click(screen.getByLabelText('日期', { selector: 'input[type=radio]' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect((screen.getByPlaceholderText('请选择日期') as HTMLInputElement).disabled).toBe(false);
  });
});
