import { handleHttpError, http } from 'shared-session';

/** A JeecgBoot answer to a multipart post (widgets-spec §7: success, message, code, result). */
export interface FormAnswer<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result?: T;
}

/** The parts of an axios error read here (shared-widgets does not depend on axios itself). */
interface HttpFailure {
  response?: { status?: number; data?: unknown };
  config?: Record<string, unknown>;
}

/** Reads a JeecgBoot answer body; anything else (HTML, text, nothing) gives null. */
export function answerOf<T = unknown>(data: unknown): FormAnswer<T> | null {
  if (!data || typeof data !== 'object') return null;
  const body = data as Partial<FormAnswer<T>>;
  if (typeof body.success !== 'boolean') return null;
  return { success: body.success, message: String(body.message ?? ''), code: Number(body.code ?? 500), result: body.result };
}

/**
 * Posts a multipart form through the shared-session `http` instance (token and tenant headers)
 * and resolves with the JeecgBoot answer — also when the server refuses with an HTTP 4xx/5xx and a
 * JeecgBoot body (then `success` is false and `message` the server's reason; the caller shows it,
 * so the global error notification is skipped). 401 / `Token失效` answers still run the session's
 * logout handling and reject.
 *
 * @param onProgress whole percent 0-100 of the body sent.
 * @returns null when the answer is not a JeecgBoot body.
 * @throws the axios error when no answer came back (network failure, timeout).
 */
export async function postForm<T = unknown>(url: string, form: FormData, onProgress?: (percent: number) => void): Promise<FormAnswer<T> | null> {
  try {
    const body = await http.post<T, unknown>(url, form, {
      skipErrorHandler: true,
      onUploadProgress: (event) => {
        if (!onProgress || !event.total) return;
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      },
    });
    return answerOf<T>(body);
  } catch (error) {
    const err = error as HttpFailure;
    const answer = answerOf<T>(err.response?.data);
    const expired = err.response?.status === 401 || (answer?.message ?? '').includes('Token失效');
    if (expired) {
      const again = { ...err, config: err.config && { ...err.config, skipErrorHandler: false } };
      return handleHttpError(again as unknown as Parameters<typeof handleHttpError>[0]);
    }
    if (answer) return { ...answer, success: false };
    throw error;
  }
}
