import { SESSION_CONSTANTS } from '../constants';
import { openSocket, type SocketHandle, type SocketOptions } from './open-socket';

/** Message types of the table-sync socket (widgets-spec §4 "Realtime table sync"). */
export const VXE_MESSAGE = {
  HEART_BEAT: 'heart_beat',
  COMMON_SEND: 'common_send_date',
  UPDATE_TABLE: 'update_vxe_table',
} as const;

/** A row pushed through `update_vxe_table`: `id` plus arbitrary fields (spec §3 "Realtime table row"). */
export type VxeRow = { id: string | number; [field: string]: unknown };

/** One table instance joined to the shared socket of a page. */
export interface VxeTableMember {
  /** Signed-in user id (first path segment). */
  userId: string;
  /** Page id (second path segment; /^[A-Za-z0-9_-]{1,64}$/, the server refuses others). */
  pageId: string;
  /** Tables holding the same `socketKey` share row updates. */
  socketKey: string;
  /** This table instance: its own updates are never applied back to it. */
  caseId: string;
  /** Called with a row another table instance (this tab or another one) has changed. */
  onRowUpdate(row: VxeRow): void;
}

/** What `joinVxeSocket` returns. */
export interface VxeTableLink {
  /** Sends `update_vxe_table {socketKey, args: [row, caseId]}`; also applied to the other tables of this tab. */
  sendRowUpdate(row: VxeRow): void;
  /** Leaves the socket; the connection closes when its last member leaves. */
  leave(): void;
}

/** Test seam: the WebSocket constructor and page location handed to `openSocket`. */
export type VxeSocketOptions = Pick<SocketOptions, 'WebSocketImpl' | 'location' | 'token'>;

type CommonListener = (...args: unknown[]) => void;

interface Connection {
  handle: SocketHandle;
  members: Set<VxeTableMember>;
  common: Map<string, Set<CommonListener>>;
}

const connections = new Map<string, Connection>();

/** `vxeSocket/{userId}/{pageId}`, the path under the API context (spec §7 WebSocket row). */
export function vxeSocketPath(userId: string, pageId: string): string {
  return `vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}`;
}

/** A page id the server accepts, made from any text (route, socket key): at most 64 of [A-Za-z0-9_-]. */
export function toVxePageId(text: string): string {
  const id = text.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 64);
  return id || 'page';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function dispatchUpdate(conn: Connection, data: unknown, exceptCaseId?: string) {
  if (!isRecord(data) || typeof data.socketKey !== 'string' || !Array.isArray(data.args)) return;
  const [row, caseId] = data.args as [unknown, unknown];
  if (!isRecord(row) || row.id === undefined || row.id === null) return;
  for (const member of [...conn.members]) {
    if (member.socketKey !== data.socketKey || member.caseId === caseId || member.caseId === exceptCaseId) continue;
    member.onRowUpdate(row as VxeRow);
  }
}

function dispatchCommon(conn: Connection, data: unknown) {
  if (!isRecord(data) || typeof data.key !== 'string') return;
  const args = Array.isArray(data.args) ? data.args : [];
  for (const listener of [...(conn.common.get(data.key) ?? [])]) listener(...args);
}

/** Routes one parsed message (spec §4): heart_beat needs nothing (any reply clears the timeout); text that is not JSON is ignored. */
function onMessage(conn: Connection, message: unknown) {
  if (!isRecord(message)) return;
  if (message.type === VXE_MESSAGE.UPDATE_TABLE) dispatchUpdate(conn, message.data);
  else if (message.type === VXE_MESSAGE.COMMON_SEND) dispatchCommon(conn, message.data);
}

function connectionFor(userId: string, pageId: string, opts: VxeSocketOptions): Connection {
  const path = vxeSocketPath(userId, pageId);
  const existing = connections.get(path);
  if (existing) return existing;
  const conn: Connection = {
    members: new Set(),
    common: new Map(),
    handle: openSocket(
      path,
      { onMessage: (data) => onMessage(conn, data) },
      {
        ...opts,
        heartbeatMs: SESSION_CONSTANTS.TABLE_HEARTBEAT_MS,
        heartbeatText: JSON.stringify({ type: VXE_MESSAGE.HEART_BEAT }),
        heartbeatTimeoutMs: SESSION_CONSTANTS.TABLE_HEARTBEAT_TIMEOUT_MS,
        reconnectMs: SESSION_CONSTANTS.RECONNECT_MS,
      },
    ),
  };
  connections.set(path, conn);
  return conn;
}

function release(path: string, conn: Connection) {
  if (conn.members.size > 0 || conn.common.size > 0) return;
  conn.handle.close();
  if (connections.get(path) === conn) connections.delete(path);
}

/**
 * Joins a table instance to the ONE `/vxeSocket/{userId}/{pageId}` connection of the page
 * (widgets-spec §4 "Realtime table sync", §9: heartbeat `{type:'heart_beat'}` every 10000 ms,
 * reconnect when no reply within 6000 ms, reconnect 5000 ms after error/close under a lock — all
 * through `openSocket`, which sends the stored token as sub-protocol). shared-session is a
 * module-federation singleton, so shell and remotes share the connection (DESIGN §2).
 *
 * Incoming `update_vxe_table {socketKey, args: [row, caseId]}` updates every member with that
 * socketKey except the sender instance (caseId); `common_send_date {key, args}` calls the
 * listeners of `key` (see `onVxeCommon`). Unparsable messages are ignored silently.
 *
 * @example const link = joinVxeSocket({ userId, pageId: 'widget-demo', socketKey: 'items', caseId, onRowUpdate });
 */
export function joinVxeSocket(member: VxeTableMember, opts: VxeSocketOptions = {}): VxeTableLink {
  const path = vxeSocketPath(member.userId, member.pageId);
  const conn = connectionFor(member.userId, member.pageId, opts);
  conn.members.add(member);
  return {
    sendRowUpdate(row) {
      const data = { socketKey: member.socketKey, args: [row, member.caseId] };
      conn.handle.send(JSON.stringify({ type: VXE_MESSAGE.UPDATE_TABLE, data }));
      dispatchUpdate(conn, data, member.caseId);
    },
    leave() {
      conn.members.delete(member);
      release(path, conn);
    },
  };
}

/**
 * Listens to `common_send_date` messages of `key` on the page's socket (spec §4: "invokes
 * listeners by key"); the listener receives the message's `args` spread. Returns the unsubscribe.
 */
export function onVxeCommon(userId: string, pageId: string, key: string, listener: CommonListener, opts: VxeSocketOptions = {}): () => void {
  const path = vxeSocketPath(userId, pageId);
  const conn = connectionFor(userId, pageId, opts);
  const set = conn.common.get(key) ?? new Set<CommonListener>();
  set.add(listener);
  conn.common.set(key, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) conn.common.delete(key);
    release(path, conn);
  };
}

/** Sends `common_send_date {key, args}` to the other sockets of the page; false when the socket is not open. */
export function sendVxeCommon(userId: string, pageId: string, key: string, ...args: unknown[]): boolean {
  const conn = connections.get(vxeSocketPath(userId, pageId));
  if (!conn) return false;
  return conn.handle.send(JSON.stringify({ type: VXE_MESSAGE.COMMON_SEND, data: { key, args } }));
}

/** Number of open page connections (for tests and diagnostics). */
export function vxeSocketCount(): number {
  return connections.size;
}
