import { Checkbox, Radio, Space } from 'antd';
import { useId } from 'react';
import { DAY_LIMITS } from '../cron-limits';
import { DAY_MODE, WEEK_MODES, weekTypeOf, type CronDayState, type CronFieldState } from '../cron-model';
import { CRON_TEXTS, weekdayName } from '../cron-texts';
import { NumberBox } from './number-box';
import { WeekdaySelect } from './weekday-select';

export interface DayPaneProps {
  day: CronDayState;
  week: CronFieldState;
  onChange(next: { day: CronDayState; week: CronFieldState }): void;
}

const T = CRON_TEXTS.day;
const DAYS = Array.from({ length: 31 }, (_v, i) => i + 1);

/**
 * The 日 tab (widgets-spec §4 "Cron"): day modes 1 to 11 (plus a weekday range and a day range),
 * week chosen here too. Day and week are mutually exclusive: a week mode makes the day `?`, a
 * day mode the week `?`; the week inputs are disabled unless a week mode is chosen (day `?`),
 * and likewise every input of a mode not chosen.
 */
export function DayPane({ day, week, onChange }: DayPaneProps) {
  const mode = day.cronEvery;
  const name = `cron-day-${useId()}`;
  const weekActive = WEEK_MODES.includes(mode);
  const off = (m: string) => mode !== m;
  const setDay = (patch: Partial<CronDayState>) => {
    const nextDay = { ...day, ...patch };
    onChange({ day: nextDay, week: { ...week, cronEvery: weekTypeOf(nextDay.cronEvery) } });
  };
  const setWeek = (patch: Partial<CronFieldState>) => onChange({ day, week: { ...week, ...patch } });
  return (
    <Radio.Group name={name} value={mode} onChange={(e) => setDay({ cronEvery: e.target.value })}>
      <Space orientation="vertical" size={10}>
        <Radio value={DAY_MODE.everyDay}>{T.everyDay}</Radio>
        <Radio value={DAY_MODE.weekLoop}>
          {T.weekLoopPrefix}
          <WeekdaySelect aria-label="周循环开始" value={week.incrementStart} disabled={!weekActive || off(DAY_MODE.weekLoop)} onChange={(v) => setWeek({ incrementStart: v })} />
          {T.weekLoopMiddle}
          <NumberBox aria-label="周循环间隔" value={week.incrementIncrement} bounds={DAY_LIMITS.weekIncrement} disabled={!weekActive || off(DAY_MODE.weekLoop)} onChange={(v) => setWeek({ incrementIncrement: v })} />
          {T.weekLoopSuffix}
        </Radio>
        <Radio value={DAY_MODE.dayLoop}>
          {T.dayLoopPrefix}
          <NumberBox aria-label="日循环开始" value={day.incrementStart} bounds={DAY_LIMITS.day} disabled={off(DAY_MODE.dayLoop)} onChange={(v) => setDay({ incrementStart: v })} />
          {T.dayLoopMiddle}
          <NumberBox aria-label="日循环间隔" value={day.incrementIncrement} bounds={DAY_LIMITS.dayIncrement} disabled={off(DAY_MODE.dayLoop)} onChange={(v) => setDay({ incrementIncrement: v })} />
          {T.dayLoopSuffix}
        </Radio>
        <Radio value={DAY_MODE.specificWeekdays}>{T.specificWeekdays}</Radio>
        <Checkbox.Group
          style={{ marginLeft: 24 }}
          disabled={!weekActive || off(DAY_MODE.specificWeekdays)}
          value={week.specificSpecific}
          options={[1, 2, 3, 4, 5, 6, 7].map((n) => ({ value: n, label: weekdayName(n) }))}
          onChange={(v) => setWeek({ specificSpecific: (v as number[]).slice().sort((a, b) => a - b) })}
        />
        <Radio value={DAY_MODE.specificDays}>{T.specificDays}</Radio>
        <Checkbox.Group
          style={{ marginLeft: 24, maxWidth: 560 }}
          disabled={off(DAY_MODE.specificDays)}
          value={day.specificSpecific}
          onChange={(v) => setDay({ specificSpecific: (v as number[]).slice().sort((a, b) => a - b) })}
        >
          {DAYS.map((d) => (
            <Checkbox key={d} value={d} style={{ width: 48, marginInlineStart: 0 }}>
              {String(d).padStart(2, '0')}
            </Checkbox>
          ))}
        </Checkbox.Group>
        <Radio value={DAY_MODE.lastDay}>{T.lastDay}</Radio>
        <Radio value={DAY_MODE.lastWorkday}>{T.lastWorkday}</Radio>
        <Radio value={DAY_MODE.lastWeekday}>
          {T.lastWeekday}
          <WeekdaySelect aria-label="最后一个星期几" value={day.cronLastSpecificDomDay} disabled={!weekActive || off(DAY_MODE.lastWeekday)} onChange={(v) => setDay({ cronLastSpecificDomDay: v })} />
        </Radio>
        <Radio value={DAY_MODE.daysBeforeEnd}>
          {T.daysBeforeEndPrefix}
          <NumberBox aria-label="月底前天数" value={day.cronDaysBeforeEomMinus} bounds={DAY_LIMITS.daysBeforeEnd} disabled={off(DAY_MODE.daysBeforeEnd)} onChange={(v) => setDay({ cronDaysBeforeEomMinus: v })} />
          {T.daysBeforeEndSuffix}
        </Radio>
        <Radio value={DAY_MODE.nearestWorkday}>
          {T.nearestWorkdayPrefix}
          <NumberBox aria-label="最近工作日" value={day.cronDaysNearestWeekday} bounds={DAY_LIMITS.day} disabled={off(DAY_MODE.nearestWorkday)} onChange={(v) => setDay({ cronDaysNearestWeekday: v })} />
          {T.nearestWorkdaySuffix}
        </Radio>
        <Radio value={DAY_MODE.nthWeekday}>
          {T.nthWeekdayPrefix}
          <NumberBox aria-label="第几个" value={day.cronNthDayNth} bounds={DAY_LIMITS.nth} disabled={!weekActive || off(DAY_MODE.nthWeekday)} onChange={(v) => setDay({ cronNthDayNth: v })} />
          {T.nthWeekdayMiddle}
          <WeekdaySelect aria-label="第几个星期几" value={day.cronNthDayDay} disabled={!weekActive || off(DAY_MODE.nthWeekday)} onChange={(v) => setDay({ cronNthDayDay: v })} />
        </Radio>
        <Radio value={DAY_MODE.weekRange}>
          {T.weekRange} {CRON_TEXTS.from}
          <WeekdaySelect aria-label="星期区间开始" value={week.rangeStart} disabled={!weekActive || off(DAY_MODE.weekRange)} onChange={(v) => setWeek({ rangeStart: v })} />
          {CRON_TEXTS.to}
          <WeekdaySelect aria-label="星期区间结束" value={week.rangeEnd} disabled={!weekActive || off(DAY_MODE.weekRange)} onChange={(v) => setWeek({ rangeEnd: v })} />
        </Radio>
        <Radio value={DAY_MODE.dayRange}>
          {T.dayRange} {CRON_TEXTS.from}
          <NumberBox aria-label="日期区间开始" value={day.rangeStart} bounds={DAY_LIMITS.day} disabled={off(DAY_MODE.dayRange)} onChange={(v) => setDay({ rangeStart: v })} />
          {CRON_TEXTS.to}
          <NumberBox aria-label="日期区间结束" value={day.rangeEnd} bounds={DAY_LIMITS.day} disabled={off(DAY_MODE.dayRange)} onChange={(v) => setDay({ rangeEnd: v })} />
          {T.daySuffix}
        </Radio>
      </Space>
    </Radio.Group>
  );
}
