import { http } from 'shared-session';

/** The answer of GET /sys/quartzJob/checkCron: the next five China times, or the server's cron message. */
export interface CronCheck {
  ok: boolean;
  message: string;
  nextTimes: string[];
}

/** Reads the Chinese message of a rejected call (HTTP 400 envelope), else the fallback. */
export function rejectionMessage(err: unknown, fallback: string): string {
  const data = (err as { response?: { data?: { message?: unknown } } })?.response?.data;
  return typeof data?.message === 'string' && data.message ? data.message : fallback;
}

/**
 * Checks a Quartz cron expression on the server (GET /sys/quartzJob/checkCron, docs/admin-contract.md):
 * `{ok: true, message: '验证通过', nextTimes: [5 × 'YYYY-MM-DD HH:mm:ss']}` or `{ok: false, message: <cron error>}`.
 */
export async function checkCron(cronExpression: string): Promise<CronCheck> {
  try {
    const answer = await http.get<{ cronExpression: string; nextTimes: string[] }>('/sys/quartzJob/checkCron', { params: { cronExpression }, skipErrorHandler: true });
    if (!answer.success) return { ok: false, message: answer.message, nextTimes: [] };
    return { ok: true, message: answer.message, nextTimes: answer.result?.nextTimes ?? [] };
  } catch (err) {
    return { ok: false, message: rejectionMessage(err, '验证失败'), nextTimes: [] };
  }
}
