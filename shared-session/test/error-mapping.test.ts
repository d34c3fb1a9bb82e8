import { HTTP_ERROR_TEXT, mapHttpError, readErrorBody } from '../src';

describe('mapHttpError (spec §8)', () => {
  it('403 → 拒绝访问', () => {
    expect(mapHttpError({ status: 403, hasToken: true })).toEqual({ kind: 'notify', title: '系统提示', description: '拒绝访问' });
  });

  it('404 → 很抱歉，资源未找到!', () => {
    expect(mapHttpError({ status: 404, hasToken: true })).toMatchObject({ kind: 'notify', description: '很抱歉，资源未找到!' });
  });

  it('504 and client timeouts → 网络请求超时', () => {
    expect(mapHttpError({ status: 504, hasToken: true })).toMatchObject({ description: '网络请求超时' });
    expect(mapHttpError({ code: 'ECONNABORTED', errorMessage: 'timeout of 90000ms exceeded', hasToken: true })).toMatchObject({ description: '网络请求超时' });
    expect(mapHttpError({ errorMessage: 'timeout exceeded', hasToken: false })).toMatchObject({ description: '网络请求超时' });
  });

  it('401 → login expired, logout and reload after 1500 ms', () => {
    expect(mapHttpError({ status: 401, data: { message: 'Token失效，请重新登录' }, hasToken: true })).toEqual({
      kind: 'expired',
      title: '系统提示',
      description: '很抱歉，登录已过期，请重新登录',
      delayMs: 1500,
    });
  });

  it('500 with Token失效 and a token → re-login modal', () => {
    expect(mapHttpError({ status: 500, data: { message: 'Token失效，请重新登录!' }, hasToken: true })).toEqual({
      kind: 'relogin',
      title: '登录已过期',
      content: '很抱歉，登录已过期，请重新登录',
      okText: '重新登录',
    });
  });

  it('500 with Token失效 but no token, or another message → server message', () => {
    expect(mapHttpError({ status: 500, data: { message: 'Token失效' }, hasToken: false })).toMatchObject({ kind: 'notify', description: 'Token失效' });
    expect(mapHttpError({ status: 500, data: { message: '操作失败' }, hasToken: true })).toMatchObject({ kind: 'notify', description: '操作失败' });
  });

  it('other statuses show the server message, else the error message', () => {
    expect(mapHttpError({ status: 400, data: { message: '参数错误' }, hasToken: true })).toMatchObject({ description: '参数错误' });
    expect(mapHttpError({ errorMessage: 'Network Error', hasToken: true })).toMatchObject({ description: 'Network Error' });
    expect(mapHttpError({ status: 502, data: '<html>bad gateway</html>', hasToken: true })).toMatchObject({ description: HTTP_ERROR_TEXT.UNKNOWN });
  });

  it('cancelled requests are silent', () => {
    expect(mapHttpError({ code: 'ERR_CANCELED', hasToken: true })).toEqual({ kind: 'silent' });
  });

  it('parses blob bodies before mapping', async () => {
    const blob = new Blob([JSON.stringify({ message: 'Token失效' })], { type: 'application/json' });
    const data = await readErrorBody(blob);
    expect(mapHttpError({ status: 500, data, hasToken: true }).kind).toBe('relogin');
  });
});
