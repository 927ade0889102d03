import type pg from 'pg';
import type { Notification } from './index';

const quoted = (channel: string) => `"${channel.replace(/"/g, '')}"`;

/**
 * Every LISTEN of the process on one connection of its own, outside the query pool: a listener holds its
 * connection for the server's life, so listeners taken from the pool left it that many connections short
 * (with DB_POOL_SIZE=3 the job worker, the mail sender and the push channel took all three and no page
 * was answered). The connection comes back by itself after the database restarts or the connection drops;
 * notifications sent meanwhile are lost, and listeners also poll, so nothing waits forever.
 */
export function channelListener(newClient: () => pg.Client, retryMs = 1000) {
  const handlers = new Map<string, Set<Notification>>();
  let client: pg.Client | undefined;
  let opening: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;

  const drop = (broken: pg.Client) => {
    if (client === broken) client = undefined;
    broken.end().catch(() => {});
    if (handlers.size > 0 && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void open();
      }, retryMs);
    }
  };

  // Listens to every channel that has a handler, including those added while it connects.
  const open = (): Promise<void> =>
    client
      ? Promise.resolve()
      : (opening ??= (async () => {
          const next = newClient();
          next.on('error', () => drop(next));
          next.on('notification', (message) => {
            for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
          });
          try {
            await next.connect();
            for (const channel of handlers.keys()) await next.query(`LISTEN ${quoted(channel)}`);
            client = next;
          } catch {
            drop(next);
          }
        })().finally(() => (opening = undefined)));

  const close = async () => {
    handlers.clear();
    clearTimeout(retry);
    retry = undefined;
    await opening;
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };

  return {
    async listen(channel: string, onPayload: Notification): Promise<() => Promise<void>> {
      const channelHandlers = handlers.get(channel) ?? new Set();
      handlers.set(channel, channelHandlers.add(onPayload));
      if (!client) await open();
      else if (channelHandlers.size === 1) await client.query(`LISTEN ${quoted(channel)}`).catch(() => {});
      return async () => {
        channelHandlers.delete(onPayload);
        if (channelHandlers.size > 0 || handlers.get(channel) !== channelHandlers) return;
        handlers.delete(channel);
        if (handlers.size === 0) await close();
        else await client?.query(`UNLISTEN ${quoted(channel)}`).catch(() => {});
      };
    },
    close,
  };
}
