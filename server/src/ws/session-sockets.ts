import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { hashToken } from '../auth/tokens.js';
import type { Database } from '../db/types.js';

/** Close code sent when a socket's token is no longer valid (shared-session SOCKET_CLOSE_REVOKED). */
export const CLOSE_TOKEN_REVOKED = 4001;

/** How often open sockets' tokens are re-checked, in ms. */
export const SESSION_SWEEP_MS = 3000;

/** At most this many token hashes per sweep query (the IN list stays bounded). */
const SWEEP_CHUNK = 500;

/**
 * The open WebSockets of every signed-in session, by token (sha256, as sys_token stores it).
 * Every SESSION_SWEEP_MS the tokens still in use are looked up in one query per 500; a token
 * that was revoked (force logout 在线用户, sign-out, password change, user frozen or deleted) or
 * has expired gets its sockets closed with code 4001, so the browser ends its session at once
 * rather than at its next HTTP call (issue 5: the kicked user lands on the login page). Checking
 * the database, not a bus message, covers every path that revokes tokens and every instance.
 */
export class SessionSockets {
  private readonly byToken = new Map<string, Set<WebSocket>>();
  private timer: NodeJS.Timeout | undefined;
  private sweeping = false;

  constructor(private readonly db: Kysely<Database>, private readonly log: FastifyBaseLogger, private readonly everyMs = SESSION_SWEEP_MS) {}

  /** Remembers `socket` under the clear `token` of its upgrade request until the socket closes. */
  track(socket: WebSocket, token: string | null): void {
    if (!token) return;
    const hash = hashToken(token);
    let set = this.byToken.get(hash);
    if (!set) this.byToken.set(hash, (set = new Set()));
    set.add(socket);
    socket.once('close', () => {
      const current = this.byToken.get(hash);
      current?.delete(socket);
      if (current && current.size === 0) this.byToken.delete(hash);
    });
  }

  /** Starts the periodic sweep (unref'd: it never keeps the process alive). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.sweep(), this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * One pass: closes (4001 'token revoked') every socket whose token is revoked, expired, or
   * whose user is deleted or frozen. Answers how many sockets were closed. Database errors are
   * logged and the sockets left open until the next pass.
   */
  async sweep(): Promise<number> {
    if (this.sweeping || this.byToken.size === 0) return 0;
    this.sweeping = true;
    let closed = 0;
    try {
      const hashes = [...this.byToken.keys()];
      for (let i = 0; i < hashes.length; i += SWEEP_CHUNK) {
        const chunk = hashes.slice(i, i + SWEEP_CHUNK);
        const live = await this.db.selectFrom('sys_token as t')
          .innerJoin('sys_user as u', 'u.id', 't.user_id')
          .select('t.token_hash')
          .where('t.token_hash', 'in', chunk)
          .where('t.revoked_at', 'is', null)
          .where('t.expires_at', '>', new Date())
          .where('u.del_flag', '=', 0)
          .where('u.status', '=', 1)
          .execute();
        const alive = new Set(live.map((r) => r.token_hash));
        for (const hash of chunk) {
          if (alive.has(hash)) continue;
          for (const socket of this.byToken.get(hash) ?? []) {
            socket.close(CLOSE_TOKEN_REVOKED, 'token revoked');
            closed++;
          }
          this.byToken.delete(hash);
        }
      }
    } catch (err) {
      this.log.warn({ err }, 'session socket sweep failed');
    } finally {
      this.sweeping = false;
    }
    return closed;
  }
}
