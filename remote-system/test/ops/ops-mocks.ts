/** Shared http mocks of the ops page tests: every call answers through `route(url, config)`. */
export const calls = { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() };

/** A success envelope. */
export const ok = (result: unknown, message = '操作成功') => ({ success: true, code: 200, message, result, timestamp: 0 });

/** A page of records. */
export const page = <T,>(records: T[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 });

/** The params object of the n-th call of a mock whose url matches. */
export function paramsOf(mock: jest.Mock, url: string, n = -1): Record<string, unknown> | undefined {
  const matching = mock.mock.calls.filter((c) => c[0] === url);
  const call = matching.at(n);
  return call?.[1]?.params;
}

/** Resets every mock. */
export function resetCalls(): void {
  for (const m of Object.values(calls)) m.mockReset();
}
