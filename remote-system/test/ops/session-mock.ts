/** jest.mock factory of shared-session for the ops tests: every button granted, http answered by ops-mocks. */
export function sessionMock() {
  const actual = jest.requireActual('shared-session');
  const { calls: c } = jest.requireActual('./ops-mocks');
  return {
    ...actual,
    usePermission: () => () => true,
    http: { get: (...a: unknown[]) => c.get(...a), post: (...a: unknown[]) => c.post(...a), put: (...a: unknown[]) => c.put(...a), delete: (...a: unknown[]) => c.delete(...a) },
  };
}
