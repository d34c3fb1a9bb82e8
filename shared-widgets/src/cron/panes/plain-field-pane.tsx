import { Checkbox, Radio, Select, Space } from 'antd';
import { useId } from 'react';
import { CRON_LIMITS } from '../cron-limits';
import { PLAIN_MODE, type CronFieldState, type PlainField } from '../cron-model';
import { CRON_TEXTS } from '../cron-texts';
import { NumberBox } from './number-box';

export interface PlainFieldPaneProps {
  field: PlainField;
  state: CronFieldState;
  onChange(state: CronFieldState): void;
}

function range(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_v, i) => min + i);
}

/**
 * One tab of a plain field (second, minute, hour, month, year; widgets-spec §4 "Cron": modes 1-4
 * every / loop / specific / range shown as 每X, 区间, 循环, 指定). Inputs of the modes not chosen
 * are disabled; inputs are held to the ranges of widgets-spec §5 "Cron inputs".
 */
export function PlainFieldPane({ field, state, onChange }: PlainFieldPaneProps) {
  const l = CRON_LIMITS[field];
  const unit = CRON_TEXTS.unit[field];
  const mode = state.cronEvery;
  const set = (patch: Partial<CronFieldState>) => onChange({ ...state, ...patch });
  const values = range(l.value.min, l.value.max);
  const name = `cron-${field}-${useId()}`;
  return (
    <Radio.Group name={name} value={mode} onChange={(e) => set({ cronEvery: e.target.value })}>
      <Space orientation="vertical" size={12}>
        <Radio value={PLAIN_MODE.every}>{CRON_TEXTS.every[field]}</Radio>
        <Radio value={PLAIN_MODE.range}>
          {CRON_TEXTS.range} {CRON_TEXTS.from}
          <NumberBox aria-label={`${unit}区间开始`} value={state.rangeStart} bounds={l.value} disabled={mode !== PLAIN_MODE.range} onChange={(v) => set({ rangeStart: v })} />
          {CRON_TEXTS.to}
          <NumberBox aria-label={`${unit}区间结束`} value={state.rangeEnd} bounds={l.value} disabled={mode !== PLAIN_MODE.range} onChange={(v) => set({ rangeEnd: v })} />
          {unit}
        </Radio>
        <Radio value={PLAIN_MODE.loop}>
          {CRON_TEXTS.loop} {CRON_TEXTS.from}
          <NumberBox aria-label={`${unit}循环开始`} value={state.incrementStart} bounds={l.start} disabled={mode !== PLAIN_MODE.loop} onChange={(v) => set({ incrementStart: v })} />
          {unit}
          {CRON_TEXTS.loopStart}
          <NumberBox aria-label={`${unit}循环间隔`} value={state.incrementIncrement} bounds={l.increment} disabled={mode !== PLAIN_MODE.loop} onChange={(v) => set({ incrementIncrement: v })} />
          {unit}
          {CRON_TEXTS.loopEnd}
        </Radio>
        <Radio value={PLAIN_MODE.specific}>{CRON_TEXTS.specify}</Radio>
        {field === 'year' ? (
          <Select
            aria-label="指定年份"
            mode="multiple"
            style={{ width: 480, marginLeft: 24 }}
            disabled={mode !== PLAIN_MODE.specific}
            value={state.specificSpecific}
            options={values.map((v) => ({ value: v, label: String(v) }))}
            onChange={(v: number[]) => set({ specificSpecific: v })}
          />
        ) : (
          <Checkbox.Group
            style={{ marginLeft: 24, maxWidth: 560 }}
            disabled={mode !== PLAIN_MODE.specific}
            value={state.specificSpecific}
            onChange={(v) => set({ specificSpecific: (v as number[]).slice().sort((a, b) => a - b) })}
          >
            {values.map((v) => (
              <Checkbox key={v} value={v} style={{ width: 48, marginInlineStart: 0 }}>
                {String(v).padStart(2, '0')}
              </Checkbox>
            ))}
          </Checkbox.Group>
        )}
      </Space>
    </Radio.Group>
  );
}
