import { SESSION_CONSTANTS, STORAGE_KEYS } from '../constants';
import { storage } from '../storage/storage';
import { endSession } from '../http/http';

/** Callbacks of `openSocket`. `data` is the parsed JSON, or the raw text when it is not JSON. */
export interface SocketHandlers {
  onMessage?(data: unknown, event: MessageEvent): void;
  onOpen?(event: Event): void;
  onClose?(event: CloseEvent): void;
  onError?(event: Event): void;
}

/** Options of `openSocket` (spec §4 realtime, §9 timings; all in ms). */
export interface SocketOptions {
  /** Send `heartbeatText` every N ms while open (notice socket 20000, table socket 10000). */
  heartbeatMs?: number;
  /** Heartbeat text, 'ping' by default. */
  heartbeatText?: string;
  /** No message within N ms after a heartbeat forces a reconnect (table socket 6000). */
  heartbeatTimeoutMs?: number;
  /** Delay before reconnecting after error or close, 5000 by default. */
  reconnectMs?: number;
  /** Token sent as the sub-protocol; the stored token by default. */
  token?: string;
  /** For tests: the WebSocket constructor and the page location. */
  WebSocketImpl?: typeof WebSocket;
  location?: Pick<Location, 'protocol' | 'host'>;
}

/** A live socket handle: `send` while open, `close` stops it for good (no reconnect). */
export interface SocketHandle {
  send(data: string): boolean;
  close(): void;
}

/** `ws(s)://<host>/jeecg-boot/<path>` for the page's origin (pure). */
export function socketUrl(path: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${SESSION_CONSTANTS.API_BASE}/${path.replace(/^\/+/, '')}`;
}

function parse(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/**
 * Opens a WebSocket to `ws(s)://<host>/jeecg-boot/<path>` with the token as sub-protocol;
 * reconnects `reconnectMs` (5000) after an error or close with a lock against duplicate
 * reconnects; optional heartbeat. A close with code 4001 (token revoked by the server) ends the
 * session like an HTTP 401 (endSession) and does not reconnect. Parse failures are delivered as raw text, never thrown.
 *
 * @example const s = openSocket(`websocket/${userId}`, { onMessage }, { heartbeatMs: 20000 });
 */
export function openSocket(path: string, handlers: SocketHandlers = {}, opts: SocketOptions = {}): SocketHandle {
  const Impl = opts.WebSocketImpl ?? WebSocket;
  const reconnectMs = opts.reconnectMs ?? SESSION_CONSTANTS.RECONNECT_MS;
  let ws: WebSocket | null = null;
  let closed = false;
  let lock = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let replyTimer: ReturnType<typeof setTimeout> | undefined;

  const stopTimers = () => {
    clearInterval(heartbeat);
    clearTimeout(replyTimer);
  };

  const reconnect = () => {
    if (closed || lock) return;
    lock = true;
    stopTimers();
    setTimeout(() => {
      lock = false;
      if (!closed) connect();
    }, reconnectMs);
  };

  const connect = () => {
    const token = opts.token ?? storage.get<string>(STORAGE_KEYS.ACCESS_TOKEN);
    const url = socketUrl(path, opts.location ?? window.location);
    try {
      ws = token ? new Impl(url, [token]) : new Impl(url);
    } catch {
      reconnect();
      return;
    }
    const socket = ws;
    socket.onopen = (event) => {
      if (opts.heartbeatMs) {
        heartbeat = setInterval(() => {
          if (socket.readyState !== 1) return;
          socket.send(opts.heartbeatText ?? 'ping');
          if (opts.heartbeatTimeoutMs && !replyTimer) {
            replyTimer = setTimeout(() => socket.close(), opts.heartbeatTimeoutMs);
          }
        }, opts.heartbeatMs);
      }
      handlers.onOpen?.(event);
    };
    socket.onmessage = (event) => {
      clearTimeout(replyTimer);
      replyTimer = undefined;
      handlers.onMessage?.(parse(event.data), event);
    };
    socket.onerror = (event) => {
      handlers.onError?.(event);
      reconnect();
    };
    socket.onclose = (event) => {
      stopTimers();
      handlers.onClose?.(event);
      if (event.code === SESSION_CONSTANTS.SOCKET_CLOSE_REVOKED) {
        // the token was revoked (force logout, sign-out elsewhere, frozen user): no reconnect
        closed = true;
        endSession();
        return;
      }
      reconnect();
    };
  };

  connect();
  return {
    send(data) {
      if (!ws || ws.readyState !== 1) return false;
      ws.send(data);
      return true;
    },
    close() {
      closed = true;
      stopTimers();
      ws?.close();
    },
  };
}
