import type WebSocket from 'ws';
import { DATABASES } from '../helpers/databases.js';
import { API, startTestApp, type TestApp } from '../helpers/app.js';
import { Client } from '../helpers/ws-client.js';
import { CLOSE_TOKEN_REVOKED, SESSION_SWEEP_MS } from '../../src/ws/index.js';
import { send } from './helpers.js';

jest.setTimeout(60000);

/** The close code of a socket, or rejects when it stays open `ms` longer. */
function closeCode(ws: WebSocket, ms: number): Promise<number> {
  return new Promise((resolve, reject) => {
    if (ws.readyState === ws.CLOSED) return reject(new Error('already closed'));
    const timer = setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms);
    ws.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

describe.each(DATABASES)('sockets of revoked sessions on %s', (kind) => {
  let t: TestApp;
  let ws: string;
  let admin: string;
  const opened: Client[] = [];
  const open = async (path: string, token: string) => {
    const c = await Client.open(`${ws}${API}${path}`, token);
    opened.push(c);
    return c;
  };
  const tokenIdOf = async (username: string, token: string): Promise<string> => {
    const rows = (await send(t, 'GET', `/sys/online/list?username=${username}&pageSize=50`, admin)).json().result.records;
    // the victim's session is the newest one of that user
    const byLogin = rows.sort((a: { loginTime: string }, b: { loginTime: string }) => b.loginTime.localeCompare(a.loginTime));
    expect(byLogin.length).toBeGreaterThan(0);
    expect(token).toBeTruthy();
    return byLogin[0].tokenId;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    ws = t.origin.replace('http', 'ws');
    admin = await t.login('admin');
  });
  afterAll(async () => {
    opened.forEach((c) => c.close());
    await t?.close();
  });

  it('closes every socket of a force-logged-out session with 4001, and no other session\'s', async () => {
    const victim = await t.login('hz_operator');
    const notices = await open('/websocket/user_hz_operator', victim);
    const positions = await open('/ws/positions', victim);
    const table = await open('/vxeSocket/user_hz_operator/page-1', victim);
    const adminSocket = await open('/websocket/user_admin', admin);
    const codes = Promise.all([notices, positions, table].map((c) => closeCode(c.ws, SESSION_SWEEP_MS * 2 + 2000)));
    const kick = await send(t, 'POST', '/sys/online/forceLogout', admin, { tokenId: await tokenIdOf('hz_operator', victim) });
    expect(kick.json()).toMatchObject({ success: true });
    expect(await codes).toEqual([CLOSE_TOKEN_REVOKED, CLOSE_TOKEN_REVOKED, CLOSE_TOKEN_REVOKED]);
    expect(adminSocket.ws.readyState).toBe(adminSocket.ws.OPEN);
    // a new socket with the revoked token is refused before the upgrade
    await expect(Client.open(`${ws}${API}/websocket/user_hz_operator`, victim)).rejects.toThrow('HTTP 401');
  });

  it('closes the sockets of a user who is frozen, and of a session that signed out', async () => {
    const viewer = await t.login('viewer');
    const frozen = await open('/websocket/user_viewer', viewer);
    const code = closeCode(frozen.ws, SESSION_SWEEP_MS * 2 + 2000);
    const freeze = await send(t, 'PUT', '/sys/user/frozenBatch', admin, { ids: 'user_viewer', status: 2 });
    expect(freeze.json()).toMatchObject({ success: true });
    expect(await code).toBe(CLOSE_TOKEN_REVOKED);
    await send(t, 'PUT', '/sys/user/frozenBatch', admin, { ids: 'user_viewer', status: 1 });

    const again = await t.login('viewer');
    const socket = await open('/websocket/user_viewer', again);
    const signedOut = closeCode(socket.ws, SESSION_SWEEP_MS * 2 + 2000);
    expect((await send(t, 'POST', '/sys/logout', again)).json()).toMatchObject({ success: true });
    expect(await signedOut).toBe(CLOSE_TOKEN_REVOKED);
  });
});
