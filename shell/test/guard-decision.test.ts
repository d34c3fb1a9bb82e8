import { afterPermissionFetch, decideGuard, loginRedirect, OPEN_PATHS, redirectQuery } from '../src/features/router/guard-decision';

const at = (pathname: string, extra: Partial<Parameters<typeof decideGuard>[0]> = {}) => ({ pathname, fullPath: pathname, token: '', menuLoaded: false, ...extra });

describe('route guard decisions (spec §2.2)', () => {
  it('lets open paths through without a token', () => {
    for (const p of ['/user/login', '/user/register', '/user/register-result', '/user/alteration', '/show-map']) {
      expect(OPEN_PATHS).toContain(p);
      expect(decideGuard(at(p))).toEqual({ type: 'allow' });
    }
  });

  it('sends other paths to the login page with the full path as redirect', () => {
    expect(decideGuard(at('/fleet/map', { fullPath: '/fleet/map?car=1' }))).toEqual({ type: 'redirect', to: '/user/login?redirect=%2Ffleet%2Fmap%3Fcar%3D1' });
  });

  it('with a token, the login page goes home', () => {
    expect(decideGuard(at('/user/login', { token: 't', menuLoaded: true }))).toEqual({ type: 'redirect', to: '/dashboard/analysis' });
    expect(decideGuard(at('/user/login', { token: 't' }))).toEqual({ type: 'redirect', to: '/dashboard/analysis' });
    expect(decideGuard(at('/user/login', { token: 't', search: '?redirect=%2Ffleet%2Fcars' }))).toEqual({ type: 'redirect', to: '/fleet/cars' });
  });

  it('with a token and no menu, fetches the permissions first', () => {
    expect(decideGuard(at('/fleet/map', { token: 't' }))).toEqual({ type: 'fetch-permissions' });
    expect(decideGuard(at('/fleet/map', { token: 't', menuLoaded: true }))).toEqual({ type: 'allow' });
    expect(decideGuard(at('/show-map', { token: 't' }))).toEqual({ type: 'allow' });
  });

  it('after the fetch goes to the redirect query, else stays on the requested path', () => {
    expect(afterPermissionFetch(true, { fullPath: '/fleet/map', search: '' })).toEqual({ type: 'stay' });
    expect(afterPermissionFetch(true, { fullPath: '/dashboard/analysis?redirect=%2Ffleet%2Fcars', search: '?redirect=%2Ffleet%2Fcars' })).toEqual({ type: 'go', to: '/fleet/cars' });
  });

  it('a failed fetch logs out to the login page with the full path', () => {
    expect(afterPermissionFetch(false, { fullPath: '/fleet/map?x=1', search: '?x=1' })).toEqual({ type: 'logout', to: loginRedirect('/fleet/map?x=1') });
  });

  it('only accepts local redirect targets', () => {
    expect(redirectQuery('?redirect=%2Ffleet')).toBe('/fleet');
    expect(redirectQuery('?redirect=https%3A%2F%2Fevil.example')).toBeUndefined();
    expect(redirectQuery('?redirect=%2F%2Fevil.example')).toBeUndefined();
  });
});
