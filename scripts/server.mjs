// Starts the built site: pages, /api and WebSockets on one port (PORT, default 4321; HOST, default all
// interfaces). Client files are answered from memory (static-files.mjs), everything else by Astro.
// WEB_CONCURRENCY=N (with DATABASE_URL) runs N processes on that port, one per core: instances share
// nothing but the database and blob storage, as in a scale-out behind a load balancer (README).
import cluster from 'node:cluster';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { staticFiles } from './static-files.mjs';
import { env } from './environment.mjs';

// React is not bundled into the build: Node loads it at run time, and unless NODE_ENV says production it
// loads React's development build (the photos page took 27 ms of CPU where the production build takes 15).
// The built site is the production one, also under a test runner's NODE_ENV=test; 'development' is kept.
if (process.env.NODE_ENV !== 'development') process.env.NODE_ENV = 'production';
const serverDir = path.resolve(env.OUT_DIR, 'server');
const load = (file) => import(pathToFileURL(path.join(serverDir, file)).href);
const processes = env.WEB_CONCURRENCY;

function decodable(url) {
  try {
    decodeURI(url);
    return true;
  } catch {
    return false;
  }
}

/** What went wrong at the bottom of an error (a failed query's cause is the connection's error). */
const rootMessage = (error) => (error?.cause ? rootMessage(error.cause) : error?.message);

/**
 * Runs start-up work that reaches the database (migrations, the demo seed, the job worker). A database out of
 * reach (a wrong DATABASE_URL, a server down) stops the start with one line, not a stack trace.
 */
async function reachingDatabase(runtime, work) {
  try {
    return await work();
  } catch (error) {
    if (!runtime.isUnavailable(error)) throw error;
    console.error(`Cannot start: the database is out of reach (${rootMessage(error)}). Check DATABASE_URL.`);
    process.exit(1);
  }
}

/**
 * Migrations and the demo seed in a process of their own, which ends before the server starts: once for every
 * instance of a cluster (the primary stays small), and before a single server whose database is new, so that the
 * seed's memory (grown heaps, the allocator's arenas of the threads that hashed and wrote) is not kept at idle.
 */
const PREPARE = 'prepare';

async function prepareApart() {
  const prepared = await new Promise((resolve) => cluster.fork({ SERVER_ROLE: PREPARE }).once('exit', (code) => resolve(code === 0)));
  if (!prepared) process.exit(1);
}

if (cluster.isPrimary && processes > 1) {
  await prepareApart();
  for (let i = 0; i < processes; i++) cluster.fork();
  let stopping = false;
  cluster.on('exit', (_worker, code) => {
    if (!stopping && code !== 0) cluster.fork();
  });
  const stopAll = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.on('SIGTERM', stopAll);
  process.on('SIGINT', stopAll);
} else if (process.env.SERVER_ROLE === PREPARE) {
  const runtime = await load('runtime.mjs');
  await (await reachingDatabase(runtime, runtime.getRuntime)).stop();
  process.exit(0);
} else {
  const runtime = await load('runtime.mjs');
  if (cluster.isPrimary && (await reachingDatabase(runtime, runtime.demoSeedPending))) await prepareApart();
  await reachingDatabase(runtime, runtime.getRuntime);
  const { handler: astroHandler } = await load('entry.mjs');
  const serveStatic = staticFiles(path.resolve(serverDir, '../client'));
  const server = http.createServer(async (req, res) => {
    // A path that cannot be decoded (/orders/%ZZ) gets the branded 400 page, not a bare 'Bad request.'.
    if (!decodable(req.url ?? '')) req.url = '/bad-request';
    if (runtime.refuseOversizedBody(req, res) || serveStatic(req, res)) return;
    // A chunked body gets the same limit as a declared one (the adapter's own is the upload limit).
    if (await runtime.admitUndeclaredBody(req, res)) astroHandler(req, res);
  });
  server.on('upgrade', (request, socket, head) => {
    runtime.handleUpgrade(request, socket, head).catch(() => socket.destroy());
  });
  server.listen(env.PORT, env.HOST);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    // Upgraded sockets (the push channel) keep close() waiting: they end with the runtime, after a grace.
    await Promise.race([
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
    await (await runtime.getRuntime()).stop();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
