/** JeecgBoot answer body: what the shared http instance resolves to. */
export interface Answer<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
}

/** Returns the answer's result, or throws an Error carrying the server message when success is false. */
export function unwrap<T>(answer: unknown): T {
  const body = answer as Answer<T> | undefined;
  if (!body || body.success === false) throw new Error(body?.message || '请求失败');
  return body.result;
}
