/** http mocks of the 对象存储 page tests and the granted buttons (all unless narrowed). */
export const calls = { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() };
export const granted = { all: true, codes: new Set<string>() };

/** A success envelope. */
export const ok = (result: unknown, message = '操作成功') => ({ success: true, code: 200, message, result, timestamp: 0 });

/** The params of the last call of `mock` to `url`. */
export function paramsOf(mock: jest.Mock, url: string): Record<string, unknown> | undefined {
  return mock.mock.calls.filter((c) => c[0] === url).at(-1)?.[1]?.params;
}

/** jest.mock factory of shared-session: http answered by `calls`, usePermission by `granted`. */
export function sessionMock() {
  const actual = jest.requireActual('shared-session');
  return {
    ...actual,
    usePermission: () => (code: string) => granted.all || granted.codes.has(code),
    http: { get: (...a: unknown[]) => calls.get(...a), post: (...a: unknown[]) => calls.post(...a), put: (...a: unknown[]) => calls.put(...a), delete: (...a: unknown[]) => calls.delete(...a) },
  };
}
