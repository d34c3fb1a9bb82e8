/**
 * The one answer envelope of every HTTP call (docs/contracts.md "Answer shape", JeecgBoot
 * Result): `{success, message, code, result, timestamp}`; code 200 ok, 500 error, 510 no
 * authority, 400 bad input, 401 token, 429 too many requests.
 */
export interface Answer<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  /** ms since epoch when the answer was made */
  timestamp: number;
}

/** Wire texts shared by several answers (docs/contracts.md). */
export const TEXT = {
  ok: '操作成功！',
  failed: '操作失败',
  tokenInvalid: 'Token失效，请重新登录',
  noAuthority: '无权限访问',
  tenantMismatch: '无权限访问：租户不匹配',
  loginTooFrequent: '登录尝试过于频繁，请稍后再试',
  badCredentials: '用户名或密码错误',
  frozen: '该用户已冻结',
  notFound: '请求的资源不存在',
} as const;

/** A successful answer (code 200) carrying `result`. */
export function ok<T>(result: T, message: string = TEXT.ok): Answer<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

/** A failed answer: `code` 500 (default), 510, 400, 401 or 429; result is null. */
export function fail(message: string, code = 500): Answer<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}

/** An Error carrying the HTTP status and answer code, turned into `fail()` by the error handler. */
export class HttpError extends Error {
  constructor(readonly statusCode: number, message: string, readonly answerCode: number = statusCode) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 403 with body code 510 and message 无权限访问 (or the given one). */
export function forbidden(message: string = TEXT.noAuthority): HttpError {
  return new HttpError(403, message, 510);
}

/** JSON schema of the envelope around `result` (for route response schemas and OpenAPI). */
export function answerSchema(result: object = {}): object {
  return {
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      message: { type: 'string' },
      code: { type: 'integer' },
      result: nullable(result),
      timestamp: { type: 'integer' },
    },
    required: ['success', 'message', 'code', 'timestamp'],
  };
}

/** Lets a typed result schema also accept null (failed answers carry result null). */
function nullable(schema: object): object {
  const type = (schema as { type?: unknown }).type;
  return typeof type === 'string' && type !== 'null' ? { ...schema, type: [type, 'null'] } : schema;
}

/** JSON schema of a page `{records, total, size, current, pages}` of `item`. */
export function pageSchema(item: object): object {
  return {
    type: 'object',
    properties: {
      records: { type: 'array', items: item },
      total: { type: 'integer' },
      size: { type: 'integer' },
      current: { type: 'integer' },
      pages: { type: 'integer' },
    },
  };
}

/** Response schemas of a route: 200 with `result`, and the error envelope for 4xx/5xx. */
export function responses(result: object = {}): Record<string, object> {
  const error = answerSchema({ type: 'null' });
  return { 200: answerSchema(result), '4xx': error, '5xx': error };
}
