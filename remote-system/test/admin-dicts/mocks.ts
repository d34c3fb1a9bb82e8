/** Shared http and permission mocks of the dictionary / rule / message / data-log page tests. */
export const calls = { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() };

/** A success envelope. */
export const ok = (result: unknown, message = '操作成功!') => ({ success: true, code: 200, message, result, timestamp: 0 });

/** A page of records. */
export const page = <T,>(records: T[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 });

/** Resets every mock. */
export function resetMocks(): void {
  for (const m of Object.values(calls)) m.mockReset();
}

/** The button whose text (spaces removed) is `name`. */
export function button(name: string, scope: ParentNode = document.body): HTMLElement {
  const found = [...scope.querySelectorAll('button')].find((b) => (b.textContent ?? '').replace(/\s/g, '') === name);
  if (!found) throw new Error(`no button ${name}`);
  return found as HTMLElement;
}

/** The shared-session module mock: http through `calls`, every button granted. */
export function sessionMock() {
  const actual = jest.requireActual('shared-session');
  return {
    ...actual,
    usePermission: () => () => true,
    http: {
      get: (...a: unknown[]) => calls.get(...a), post: (...a: unknown[]) => calls.post(...a),
      put: (...a: unknown[]) => calls.put(...a), delete: (...a: unknown[]) => calls.delete(...a),
    },
  };
}
