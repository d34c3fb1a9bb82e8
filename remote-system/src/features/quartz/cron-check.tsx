import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { checkCron, type CronCheck } from './quartz-api';
import { QUARTZ_TEXTS } from './quartz-types';

/** Props of {@link CronCheckPanel}. */
export interface CronCheckPanelProps {
  /** the expression to check (the form's cronExpression) */
  expression?: string;
}

/**
 * The next-times check of the job form (issue 5 "定时任务"): 验证 asks the server
 * (GET /sys/quartzJob/checkCron) and lists the next 5 China times, or shows the cron message in red.
 * Test id cron-check-result.
 */
export function CronCheckPanel({ expression }: CronCheckPanelProps) {
  const [result, setResult] = useState<CronCheck | null>(null);
  const [loading, setLoading] = useState(false);
  const run = async () => {
    setLoading(true);
    try {
      setResult(await checkCron(expression ?? ''));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button size="small" loading={loading} disabled={!expression} onClick={() => void run()}>{QUARTZ_TEXTS.checkCron}</Button>
      {result && (
        <div data-testid="cron-check-result">
          {result.ok ? (
            <Alert
              type="success"
              showIcon
              title={`${result.message}，${QUARTZ_TEXTS.nextTimes}`}
              description={result.nextTimes.map((t) => <Typography.Text key={t} style={{ display: 'block' }}>{t}</Typography.Text>)}
            />
          ) : (
            <Alert type="error" showIcon title={result.message} />
          )}
        </div>
      )}
    </Space>
  );
}
