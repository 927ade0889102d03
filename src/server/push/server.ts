import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket, type RawData } from 'ws';
import { DOWNLOAD_SOCKET_MS, PUSH_SESSION_RECHECK_MS } from '@/domain/constants';
import type { Database } from '../db';
import type { AccessClaims } from '../auth/session-tokens';
import { reporter } from '../reporter';
import { accessTokenFromCookie, sessionForToken } from './auth';
import { sessionEnded } from '../auth/viewer';
import { attach, detach, onNotification, PUSH_CHANNEL, SESSION_ENDED_CLOSE } from './hub';
import { allowedOrigins } from '../public-origin';

/** Reply to a successful authentication (spec §7: the server answers OK). */
const AUTH_OK = 'OK';
const AUTH_FAILED = 'UNAUTHORIZED';
/** A socket must authenticate within this time (a cookie counts at once). */
const AUTH_TIMEOUT_MS = 30_000;
const PING_EVERY_MS = 30_000;
const MAX_MESSAGE_BYTES = 16 * 1024;

const textOf = (data: RawData) =>
  (Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(new Uint8Array(data))).toString();

function parseAuthenticate(data: RawData, isBinary: boolean): { token?: string } | null {
  if (isBinary) return null;
  try {
    const message = JSON.parse(textOf(data)) as { action?: unknown; token?: unknown };
    if (!message || typeof message !== 'object' || message.action !== 'authenticate') return null;
    return { token: typeof message.token === 'string' ? message.token : undefined };
  } catch {
    return null;
  }
}

/**
 * The push channel at /push. A client authenticates with `{action: "authenticate", token}`
 * (or its access cookie) and then receives that account's import and archive events.
 * Anything else a client sends is ignored.
 */
export async function startPushServer(
  database: Database,
): Promise<{ upgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => void; stop: () => Promise<void> }> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const unlisten = await database.listen(PUSH_CHANNEL, onNotification);
  const alive = new WeakSet<WebSocket>();

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    let accountId: string | null = null;
    let claims: AccessClaims | null = null;
    const cookieToken = accessTokenFromCookie(request.headers.cookie);
    const cookieSession = cookieToken ? sessionForToken(database.db, cookieToken).catch(() => null) : Promise.resolve(null);
    const authenticate = (session: { accountId: string; claims: AccessClaims }) => {
      if (accountId && accountId !== session.accountId) detach(accountId, socket);
      accountId = session.accountId;
      claims = session.claims;
      attach(accountId, socket);
    };
    void cookieSession.then((session) => {
      if (session && !accountId && socket.readyState === socket.OPEN) authenticate(session);
    });
    // Sessions ended elsewhere close the socket through NOTIFY; this catches what that missed, well within a token's life.
    const recheck = setInterval(() => {
      if (!claims) return;
      void sessionEnded(database.db, claims).then(
        (ended) => ended && socket.close(SESSION_ENDED_CLOSE, 'session ended'),
        () => {},
      );
    }, PUSH_SESSION_RECHECK_MS);

    alive.add(socket);
    socket.on('pong', () => alive.add(socket));
    const authDeadline = setTimeout(() => {
      if (!accountId) socket.close(4401, 'authentication required');
    }, AUTH_TIMEOUT_MS);
    const lifetime = setTimeout(() => socket.close(1000, 'expired'), DOWNLOAD_SOCKET_MS);

    socket.on('message', (data, isBinary) => {
      const auth = parseAuthenticate(data, isBinary);
      if (!auth) return;
      void (async () => {
        const session = auth.token ? await sessionForToken(database.db, auth.token).catch(() => null) : await cookieSession;
        if (socket.readyState !== socket.OPEN) return;
        if (session) {
          authenticate(session);
          socket.send(AUTH_OK);
        } else {
          socket.send(AUTH_FAILED);
        }
      })();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(authDeadline);
      clearTimeout(lifetime);
      clearInterval(recheck);
      if (accountId) detach(accountId, socket);
    });
  });

  const pinger = setInterval(() => {
    for (const socket of wss.clients) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, PING_EVERY_MS);

  return {
    upgrade(request, socket, head) {
      // A browser always sends its page's origin: a page of any other origin (even of the same site,
      // which carries the cookies) may not read the account's events. Clients that are no browser send none.
      const origin = request.headers.origin;
      if (origin !== undefined && !allowedOrigins().has(origin)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
    },
    async stop() {
      clearInterval(pinger);
      for (const socket of wss.clients) socket.close(1001, 'server stopping');
      wss.close();
      await unlisten().catch((error) => reporter.warn({ err: error }, 'push unlisten failed'));
    },
  };
}
