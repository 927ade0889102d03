import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { getRuntime } from '../runtime';
import { reporter } from '../reporter';

export const PUSH_CHANNEL = 'push';

/** Open, authenticated sockets of this process, per account. */
const sockets = new Map<string, Set<WebSocket>>();

export function attach(accountId: string, socket: WebSocket): void {
  let set = sockets.get(accountId);
  if (!set) sockets.set(accountId, (set = new Set()));
  set.add(socket);
}

export function detach(accountId: string, socket: WebSocket): void {
  const set = sockets.get(accountId);
  if (!set) return;
  set.delete(socket);
  if (set.size === 0) sockets.delete(accountId);
}

/** Sends a message to this process's sockets of an account. */
function deliverLocally(accountId: string, message: unknown): void {
  const set = sockets.get(accountId);
  if (!set) return;
  const text = JSON.stringify(message);
  for (const socket of set) {
    if (socket.readyState === socket.OPEN) socket.send(text);
  }
}

/** The close code of a socket whose session ended (signed out everywhere, the account deleted). */
export const SESSION_ENDED_CLOSE = 4401;

/** Closes this process's sockets of an account. */
function closeLocally(accountId: string): void {
  for (const socket of sockets.get(accountId) ?? []) socket.close(SESSION_ENDED_CLOSE, 'session ended');
}

/** Handles one NOTIFY payload of the push channel. Malformed payloads are dropped. */
export function onNotification(payload: string): void {
  try {
    const parsed = JSON.parse(payload) as { accountId?: unknown; message?: unknown; sessionsEnded?: unknown };
    if (typeof parsed.accountId !== 'string') return;
    if (parsed.sessionsEnded === true) closeLocally(parsed.accountId);
    else if (parsed.message !== undefined) deliverLocally(parsed.accountId, parsed.message);
  } catch {
    reporter.warn('malformed push notification dropped');
  }
}

/**
 * Sends a message to every socket of an account, on whichever instance it is connected:
 * the message goes through PostgreSQL NOTIFY and each instance's listener delivers it.
 */
export async function publish(accountId: string, message: unknown): Promise<void> {
  const { database } = await getRuntime();
  await database.notify(PUSH_CHANNEL, JSON.stringify({ accountId, message }));
}

/** Closes every socket of an account whose sessions all ended, on whichever instance it is connected. */
export async function closeAccountSockets(accountId: string): Promise<void> {
  const { database } = await getRuntime();
  await database.notify(PUSH_CHANNEL, JSON.stringify({ accountId, sessionsEnded: true }));
}

/** A download notification of spec §3 (key started / finished / error). */
export function downloadNotification(accountId: string, downloadId: string, key: 'started' | 'finished' | 'error') {
  return { id: randomUUID(), timestamp: new Date().toISOString(), key, message: { userId: accountId, downloadId } };
}

/** An activation (import) message of spec §3 (type started / error / finished). */
export function activationMessage(type: 'started' | 'error' | 'finished', payload: unknown) {
  return { id: randomUUID(), type, data: { payload, timestamp: new Date().toISOString() } };
}
