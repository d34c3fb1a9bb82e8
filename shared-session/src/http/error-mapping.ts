/** Texts of the error catalogue (spec §8), shown in Chinese. */
export const HTTP_ERROR_TEXT = {
  TITLE: '系统提示',
  ACCESS_DENIED: '拒绝访问',
  NOT_FOUND: '很抱歉，资源未找到!',
  TIMEOUT: '网络请求超时',
  LOGIN_EXPIRED: '很抱歉，登录已过期，请重新登录',
  LOGIN_EXPIRED_TITLE: '登录已过期',
  RELOGIN: '重新登录',
  UNKNOWN: '请求失败，请稍后重试',
} as const;

/** What went wrong with one request, reduced to plain data (no axios, no DOM). */
export interface HttpErrorInput {
  /** HTTP status, absent for network errors and timeouts. */
  status?: number;
  /** axios error code: 'ECONNABORTED' / 'ETIMEDOUT' mean timeout, 'ERR_CANCELED' a cancel. */
  code?: string;
  /** The error's own message (e.g. 'timeout of 90000ms exceeded', 'Network Error'). */
  errorMessage?: string;
  /** The answer body, already parsed (blob bodies are parsed before mapping). */
  data?: unknown;
  /** Whether a token is stored (spec §8: the Token失效 modal needs one). */
  hasToken: boolean;
}

/**
 * The UI reaction to an HTTP error (spec §8):
 * - `notify`: an error notification titled 系统提示 with `description`;
 * - `expired`: notify 很抱歉，登录已过期，请重新登录, then log out and reload after `delayMs` (401);
 * - `relogin`: a modal with a 重新登录 button that logs out and reloads (500 + Token失效);
 * - `silent`: nothing to show (cancelled request).
 */
export type HttpErrorAction =
  | { kind: 'notify'; title: string; description: string }
  | { kind: 'expired'; title: string; description: string; delayMs: number }
  | { kind: 'relogin'; title: string; content: string; okText: string }
  | { kind: 'silent' };

function bodyMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  if (typeof data === 'string' && data && !data.trimStart().startsWith('<')) return data;
  return undefined;
}

function isTimeout(input: HttpErrorInput): boolean {
  if (input.status === 504) return true;
  if (input.code === 'ECONNABORTED' || input.code === 'ETIMEDOUT') return true;
  return !input.status && /timeout/i.test(input.errorMessage ?? '');
}

/**
 * Maps one failed request to its UI reaction (spec §8). Pure: the caller performs the effect.
 *
 * 403 拒绝访问; 404 很抱歉，资源未找到!; 504 or timeout 网络请求超时; 401 login expired then
 * logout + reload after 1500 ms; 500 whose message contains Token失效 with a token present →
 * re-login modal; anything else → the server message, else the error message.
 */
export function mapHttpError(input: HttpErrorInput): HttpErrorAction {
  const title = HTTP_ERROR_TEXT.TITLE;
  if (input.code === 'ERR_CANCELED') return { kind: 'silent' };
  const serverMessage = bodyMessage(input.data);
  switch (input.status) {
    case 401:
      return { kind: 'expired', title, description: HTTP_ERROR_TEXT.LOGIN_EXPIRED, delayMs: 1500 };
    case 403:
      return { kind: 'notify', title, description: HTTP_ERROR_TEXT.ACCESS_DENIED };
    case 404:
      return { kind: 'notify', title, description: HTTP_ERROR_TEXT.NOT_FOUND };
    case 500:
      if (input.hasToken && serverMessage?.includes('Token失效')) {
        return {
          kind: 'relogin',
          title: HTTP_ERROR_TEXT.LOGIN_EXPIRED_TITLE,
          content: HTTP_ERROR_TEXT.LOGIN_EXPIRED,
          okText: HTTP_ERROR_TEXT.RELOGIN,
        };
      }
      break;
    default:
      break;
  }
  if (isTimeout(input)) return { kind: 'notify', title, description: HTTP_ERROR_TEXT.TIMEOUT };
  return { kind: 'notify', title, description: serverMessage || input.errorMessage || HTTP_ERROR_TEXT.UNKNOWN };
}

function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Parses a blob/text answer body as JSON when it can (spec §8: "if blob, parse"). */
export async function readErrorBody(data: unknown): Promise<unknown> {
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      return JSON.parse(await blobText(data));
    } catch {
      return undefined;
    }
  }
  return data;
}
