/** http mocks of the data-source / gateway-route page tests and the granted buttons (all unless narrowed). */
export const calls = { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() };
export const granted = { all: true, codes: new Set<string>() };
/** Stands for shared-session's global error handling (notification, logout on expiry). */
export const globalErrors = jest.fn();

/** A success envelope. */
export const ok = (result: unknown, message = '操作成功') => ({ success: true, code: 200, message, result, timestamp: 0 });

/** A failure envelope answered with HTTP 200 (e.g. a failed connection test, code 500). */
export const refused = (message: string, code = 500) => ({ success: false, code, message, result: null, timestamp: 0 });

/** The error axios rejects with for an HTTP error status carrying the envelope (e.g. 400 + Chinese message). */
export function httpError(status: number, message: string): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    response: { status, data: { success: false, code: status, message, result: null, timestamp: 0 } },
  });
}

/** The params of the last call of `mock` to `url`. */
export function paramsOf(mock: jest.Mock, url: string): Record<string, unknown> | undefined {
  return mock.mock.calls.filter((c) => c[0] === url).at(-1)?.[1]?.params;
}

/** The [body, config] of the last call of `mock` (post / put) to `url`. */
export function bodyOf(mock: jest.Mock, url: string): [Record<string, unknown>, Record<string, unknown> | undefined] | undefined {
  const call = mock.mock.calls.filter((c) => c[0] === url).at(-1);
  return call ? [call[1], call[2]] : undefined;
}

/** jest.mock factory of shared-session: http answered by `calls`, usePermission by `granted`. */
export function sessionMock() {
  const actual = jest.requireActual('shared-session');
  return {
    ...actual,
    handleHttpError: (error: unknown) => {
      globalErrors(error);
      return Promise.reject(error);
    },
    usePermission: () => (code: string) => granted.all || granted.codes.has(code),
    http: { get: (...a: unknown[]) => calls.get(...a), post: (...a: unknown[]) => calls.post(...a), put: (...a: unknown[]) => calls.put(...a), delete: (...a: unknown[]) => calls.delete(...a) },
  };
}
