import { DATABASES } from '../helpers/databases.js';
import { API, startTestApp, type TestApp } from '../helpers/app.js';
import { Client } from '../helpers/ws-client.js';
import { messageType, VXE_HEARTBEAT_REPLY, type VxeRelay } from '../../src/ws/vxe-socket.js';
import { otherTenantAdmin } from './helpers.js';

jest.setTimeout(60000);

/** Resolves when no message arrives within `ms` (the client must stay silent). */
async function silent(client: Client, ms = 300): Promise<void> {
  await new Promise((r) => setTimeout(r, ms));
  expect(client.messages).toEqual([]);
}

describe('vxe socket message parsing', () => {
  it('reads the type of JSON {type, data} messages only', () => {
    expect(messageType('{"type":"heart_beat","data":"x"}')).toBe('heart_beat');
    expect(messageType('not json')).toBeNull();
    expect(messageType('[1,2]')).toBeNull();
    expect(messageType('{"type":3}')).toBeNull();
    expect(messageType('null')).toBeNull();
  });
});

describe.each(DATABASES)('/vxeSocket table sync on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let ws: string;
  const open = (userId: string, pageId: string, token: string) => Client.open(`${ws}${API}/vxeSocket/${userId}/${pageId}`, token);

  beforeAll(async () => {
    t = await startTestApp(kind);
    [admin, viewer] = [await t.login('admin'), await t.login('viewer')];
    ws = t.origin.replace('http', 'ws');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the heartbeat', async () => {
    const c = await open('user_admin', 'page-1', admin);
    c.ws.send(JSON.stringify({ type: 'heart_beat', data: '-' }));
    expect(await c.next()).toBe(VXE_HEARTBEAT_REPLY);
    expect(JSON.parse(VXE_HEARTBEAT_REPLY)).toEqual({ type: 'heart_beat', data: '-' });
    c.close();
  });

  it('relays table updates verbatim to the other sockets of the same page and tenant only', async () => {
    const a = await open('user_admin', 'demo_page', admin);
    const b = await open('user_viewer', 'demo_page', viewer);
    const b2 = await open('user_viewer', 'demo_page', viewer);
    const otherPage = await open('user_viewer', 'other_page', viewer);
    const otherToken = await otherTenantAdmin(t);
    const foreign = await open('user_t2', 'demo_page', otherToken);
    const update = JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 'demo-items', args: [{ id: 'r1', itemName: '改' }, 'case-1'] } });
    a.ws.send(update);
    expect(await b.next()).toBe(update);
    expect(await b2.next()).toBe(update);
    const common = JSON.stringify({ type: 'common_send_date', data: { key: 'k', args: [1, 2] } });
    b.ws.send(common);
    expect(await a.next()).toBe(common);
    expect(await b2.next()).toBe(common);
    await silent(b);
    await silent(otherPage);
    await silent(foreign);
    for (const c of [a, b, b2, otherPage, foreign]) c.close();
  });

  it('ignores invalid JSON, other types, binary frames and oversized messages', async () => {
    const a = await open('user_admin', 'quiet', admin);
    const b = await open('user_admin', 'quiet', admin);
    a.ws.send('not json');
    a.ws.send(JSON.stringify({ type: 'unknown', data: 1 }));
    a.ws.send(Buffer.from(JSON.stringify({ type: 'update_vxe_table', data: {} })), { binary: true });
    a.ws.send(JSON.stringify({ type: 'update_vxe_table', data: 'x'.repeat(40 * 1024) }));
    await silent(b, 500);
    a.ws.send(JSON.stringify({ type: 'heart_beat', data: '-' }));
    expect(await a.next()).toBe(VXE_HEARTBEAT_REPLY);
    a.close();
    b.close();
  });

  it('relays messages arriving on the bus from another server instance', async () => {
    const a = await open('user_admin', 'cluster', admin);
    const relay: VxeRelay = { tenantId: 1, pageId: 'cluster', from: 'socket-on-another-instance', text: '{"type":"update_vxe_table","data":{}}' };
    t.bus.publish('vxe-table', relay);
    expect(await a.next()).toBe(relay.text);
    a.close();
  });

  it('refuses another user id, a bad page id and a bad token', async () => {
    await expect(open('user_admin', 'p', viewer)).rejects.toThrow('HTTP 403');
    await expect(open('user_viewer', 'bad.page', viewer)).rejects.toThrow('HTTP 400');
    await expect(open('user_viewer', 'x'.repeat(65), viewer)).rejects.toThrow('HTTP 400');
    await expect(open('user_viewer', 'p', 'bad-token')).rejects.toThrow('HTTP 401');
  });
});
