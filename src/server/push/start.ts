import { onRuntimeStart, onUpgrade } from '../runtime';
import { startPushServer } from './server';

/** Starts the push channel with the runtime and mounts it at /push on the shared HTTP server. */
onRuntimeStart('push', async (database) => {
  const push = await startPushServer(database);
  onUpgrade('/push', push.upgrade);
  return push.stop;
});
