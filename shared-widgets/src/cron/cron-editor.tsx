import { Col, Input, Row, Space, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { buildCron } from './cron-build';
import { defaultCronState, type CronState, type PlainField } from './cron-model';
import { parseCron } from './cron-parse';
import { CronPreview } from './cron-preview';
import { applyCoarserRules } from './cron-rules';
import { CRON_TEXTS } from './cron-texts';
import { DayPane } from './panes/day-pane';
import { PlainFieldPane } from './panes/plain-field-pane';

export interface CronEditorProps {
  /** The Quartz expression (six or seven parts); empty means `* * * * * ? *`. */
  value?: string;
  /** Called with the new seven-part expression on any change. */
  onChange?(expression: string): void;
}

/**
 * The cron editor body (widgets-spec §2 "Cron editor", §4 "Cron"): tabs 秒 分 时 日 月 年 (week on
 * the 日 tab), the expression (editable: typed text is parsed back into the modes) and the
 * preview of the next 10 run times. Every pane change applies the coarser-field rules and emits
 * the new expression; an incoming `value` that differs from the current one is parsed back.
 */
export function CronEditor({ value, onChange }: CronEditorProps) {
  const [state, setState] = useState<CronState>(() => parseCron(value ?? '').state);
  const [text, setText] = useState(() => (value ? value : buildCron(state)));
  const emitted = useRef(buildCron(state));

  useEffect(() => {
    if (value === undefined || value === emitted.current) return;
    const parsed = parseCron(value, defaultCronState());
    setState(parsed.state);
    setText(value || buildCron(parsed.state));
    emitted.current = value;
  }, [value]);

  const commit = (next: CronState) => {
    const ruled = applyCoarserRules(state, next);
    const expression = buildCron(ruled);
    setState(ruled);
    setText(expression);
    emitted.current = expression;
    onChange?.(expression);
  };
  const plain = (field: PlainField) => <PlainFieldPane field={field} state={state[field]} onChange={(s) => commit({ ...state, [field]: s })} />;

  return (
    <Row gutter={16}>
      <Col span={17}>
        <Tabs
          size="small"
          items={[
            { key: 'second', label: CRON_TEXTS.tabs.second, children: plain('second') },
            { key: 'minute', label: CRON_TEXTS.tabs.minute, children: plain('minute') },
            { key: 'hour', label: CRON_TEXTS.tabs.hour, children: plain('hour') },
            { key: 'day', label: CRON_TEXTS.tabs.day, children: <DayPane day={state.day} week={state.week} onChange={(dw) => commit({ ...state, ...dw })} /> },
            { key: 'month', label: CRON_TEXTS.tabs.month, children: plain('month') },
            { key: 'year', label: CRON_TEXTS.tabs.year, children: plain('year') },
          ]}
        />
        <Space.Compact style={{ width: '100%' }}>
          <Space.Addon>{CRON_TEXTS.expression}</Space.Addon>
          <Input
          aria-label={CRON_TEXTS.expression}
          value={text}
          onChange={(e) => {
            const typed = e.target.value;
            setText(typed);
            const parsed = parseCron(typed, state);
            if (parsed.invalid.length === 0) setState(parsed.state);
            emitted.current = typed;
            onChange?.(typed);
          }}
          />
        </Space.Compact>
      </Col>
      <Col span={7}>
        <CronPreview expression={text} />
      </Col>
    </Row>
  );
}
