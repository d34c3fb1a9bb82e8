import type { ApiAnswer, PageResult } from 'shared-session';

/** A failed answer (`success: false`) as an Error carrying the server message (widgets-spec §7). */
export class AnswerError extends Error {
  constructor(message: string, readonly code?: number | string) {
    super(message);
    this.name = 'AnswerError';
  }
}

/** The `result` of a successful answer; throws {@link AnswerError} with the server message otherwise. */
export function unwrap<T>(answer: ApiAnswer<T> | null | undefined): T {
  if (!answer || !answer.success) throw new AnswerError(answer?.message || '操作失败', answer?.code);
  return answer.result;
}

/** A page (`{records, total}`) from a list answer; a bare array is read as one page (spec §7). */
export function unwrapPage<T>(answer: ApiAnswer<PageResult<T> | T[]> | null | undefined): { records: T[]; total: number } {
  const result = unwrap(answer);
  if (Array.isArray(result)) return { records: result, total: result.length };
  return { records: result?.records ?? [], total: Number(result?.total ?? 0) };
}

/** The message of a thrown error (axios errors carry the answer body). */
export function errorText(error: unknown): string {
  const body = (error as { response?: { data?: { message?: unknown } } })?.response?.data;
  if (body && typeof body.message === 'string' && body.message) return body.message;
  return error instanceof Error ? error.message : String(error);
}
