/** Shared http and permission mocks of the admin-users page tests. */
export const calls = { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() };

/** Button codes the mocked usePermission grants (all when `all` is true). */
export const granted = { all: true, codes: new Set<string>() };

/** A success envelope. */
export const ok = (result: unknown, message = '操作成功!') => ({ success: true, code: 200, message, result, timestamp: 0 });

/** A page of records. */
export const page = <T,>(records: T[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 });

/** The n-th call (default last) of a mock whose url matches: [url, bodyOrConfig, config]. */
export function callOf(mock: jest.Mock, url: string, n = -1): unknown[] | undefined {
  return mock.mock.calls.filter((c) => c[0] === url).at(n);
}

/** Resets every mock and grants every button. */
export function resetMocks(): void {
  for (const m of Object.values(calls)) m.mockReset();
  granted.all = true;
  granted.codes = new Set();
}

/** The button whose text (spaces removed) is `name` ('确定' also matches antd's 'OK'). */
export function button(name: string, scope: ParentNode = document.body): HTMLElement {
  const names = name === '确定' ? ['确定', 'OK'] : [name];
  const found = [...scope.querySelectorAll('button')].find((b) => names.includes((b.textContent ?? '').replace(/\s/g, '')));
  if (!found) throw new Error(`no button ${name}`);
  return found as HTMLElement;
}

/** The shared-session module mock: http through `calls`, usePermission through `granted`, dictionaries. */
export function sessionMock() {
  const actual = jest.requireActual('shared-session');
  return {
    ...actual,
    usePermission: () => (code: string) => granted.all || granted.codes.has(code),
    getDictItems: (code: string) => ({
      sex: [{ value: '1', text: '男', title: '男', label: '男' }, { value: '2', text: '女', title: '女', label: '女' }],
      user_status: [{ value: '1', text: '正常', title: '正常', label: '正常' }, { value: '2', text: '冻结', title: '冻结', label: '冻结' }],
      position_rank: [{ value: '1', text: '员级', title: '员级', label: '员级' }, { value: '3', text: '中级', title: '中级', label: '中级' }],
    } as Record<string, unknown[]>)[code] ?? [],
    http: {
      get: (...a: unknown[]) => calls.get(...a), post: (...a: unknown[]) => calls.post(...a),
      put: (...a: unknown[]) => calls.put(...a), delete: (...a: unknown[]) => calls.delete(...a),
    },
  };
}
