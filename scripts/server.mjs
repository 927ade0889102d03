// Starts the built site: pages, /api and WebSockets on one port (PORT, default 4321).
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
process.env.PORT ??= '4321';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const serverDir = path.resolve(process.env.OUT_DIR ?? 'dist', 'server');
const load = (file) => import(pathToFileURL(path.join(serverDir, file)).href);

const runtime = await load('runtime.mjs');
await runtime.getRuntime();
const { startServer } = await load('entry.mjs');
const { server } = startServer();
server.server.on('upgrade', (request, socket, head) => {
  runtime.handleUpgrade(request, socket, head).catch(() => socket.destroy());
});

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await server.stop().catch(() => {});
  await (await runtime.getRuntime()).stop();
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
