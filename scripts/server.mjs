// Starts the built site: pages, /api and WebSockets on one port (PORT, default 4321).
// WEB_CONCURRENCY=N (with DATABASE_URL) runs N processes on that port, one per core: instances share
// nothing but the database and blob storage, as in a scale-out behind a load balancer (README).
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
process.env.PORT ??= '4321';
import cluster from 'node:cluster';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressedAssets } from './compressed-assets.mjs';

const serverDir = path.resolve(process.env.OUT_DIR ?? 'dist', 'server');
const load = (file) => import(pathToFileURL(path.join(serverDir, file)).href);
const processes = Number(process.env.WEB_CONCURRENCY ?? 1);

function decodable(url) {
  try {
    decodeURI(url);
    return true;
  } catch {
    return false;
  }
}

if (cluster.isPrimary && processes > 1) {
  if (!process.env.DATABASE_URL) {
    console.error('WEB_CONCURRENCY above 1 needs DATABASE_URL: PGlite lives inside one process.');
    process.exit(1);
  }
  // Migrations and the demo seed run once, here, before the instances start.
  const runtime = await load('runtime.mjs');
  await (await runtime.getRuntime()).stop();
  for (let i = 0; i < processes; i++) cluster.fork();
  let stopping = false;
  cluster.on('exit', (worker, code) => { if (!stopping && code !== 0) cluster.fork(); });
  const stopAll = () => { stopping = true; for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM'); };
  process.on('SIGTERM', stopAll);
  process.on('SIGINT', stopAll);
} else {
  const runtime = await load('runtime.mjs');
  await runtime.getRuntime();
  const { startServer } = await load('entry.mjs');
  const { server } = startServer();
  const [astroHandler] = server.server.listeners('request');
  const serveCompressed = compressedAssets(path.resolve(serverDir, '../client'));
  server.server.removeAllListeners('request');
  server.server.on('request', (req, res) => {
    // A path that cannot be decoded (/orders/%ZZ) gets the branded 400 page, not the adapter's bare 'Bad request.'.
    if (!decodable(req.url)) req.url = '/bad-request';
    return serveCompressed(req, res) || astroHandler.call(server.server, req, res);
  });
  server.server.on('upgrade', (request, socket, head) => {
    runtime.handleUpgrade(request, socket, head).catch(() => socket.destroy());
  });

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop().catch(() => {});
    await (await runtime.getRuntime()).stop();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
