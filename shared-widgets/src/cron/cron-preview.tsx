import { Empty } from 'antd';
import { useMemo } from 'react';
import { CRON_PREVIEW_COUNT, CRON_PREVIEW_DEBOUNCE_MS, nextCronTimes } from './cron-next-times';
import { CRON_TEXTS } from './cron-texts';
import { useDebouncedValue } from './use-debounced-value';

export interface CronPreviewProps {
  expression: string;
  /** The moment the times are counted from (default: now at each recomputation). */
  from?: Date;
}

/**
 * The next 10 run times of `expression` (widgets-spec §2, §4, §9: recomputed 500 ms after the
 * last change, year ignored); 没有达到条件的结果！ when there is none.
 */
export function CronPreview({ expression, from }: CronPreviewProps) {
  const settled = useDebouncedValue(expression, CRON_PREVIEW_DEBOUNCE_MS);
  const times = useMemo(() => nextCronTimes(settled, CRON_PREVIEW_COUNT, from ?? new Date()), [settled, from]);
  return (
    <div data-testid="cron-preview">
      <div style={{ fontWeight: 500, marginBottom: 8 }}>{CRON_TEXTS.previewTitle}</div>
      {times.length ? (
        <ol style={{ margin: 0, paddingLeft: 20, lineHeight: '26px' }}>
          {times.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ol>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CRON_TEXTS.noExecutionTime} />
      )}
    </div>
  );
}
