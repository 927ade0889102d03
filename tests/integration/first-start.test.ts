import { describe, it, expect } from 'vitest';
import { spawn } from 'node:child_process';
import { startServer, signInCookies, SERVER_START_TIMEOUT_MS } from '../support/server.mjs';
import { postgresReachable } from '../support/postgres';
import { freshDatabase, PGLITE_ENV, serverRssMb } from '../bench/support/measure.mjs';

/**
 * A single server started on a new database seeds the demo in a process of its own that has ended by the time
 * the server answers, so the seed's memory is not kept at idle (issue 45: ≤ 600 MB on PGlite, ≤ 300 MB on
 * PostgreSQL; a server that seeded itself kept 765 and 394 MB). `npm run build` first.
 */
const PORT = Number(process.env.FIRST_START_PORT ?? 4630);
const IDLE_MS = 5000;

async function idleAfterSeed(env: Record<string, string>) {
  const server = await startServer({ port: PORT, env });
  try {
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const processes = serverRssMb(server.pid);
    // The demo is there: its consumer signs in.
    expect(await signInCookies(server.origin, 'consumer@demo.example')).toMatch(/access_token=/);
    return processes;
  } finally {
    await server.stop();
  }
}

describe('memory at idle after the demo seed', () => {
  it(
    'the default server (PGlite) is one process within 600 MB',
    async () => {
      const processes = await idleAfterSeed(PGLITE_ENV);
      expect(processes).toHaveLength(1);
      expect(processes[0].rss).toBeLessThanOrEqual(600);
    },
    SERVER_START_TIMEOUT_MS,
  );

  it(
    'the PostgreSQL-backed server is one process within 300 MB',
    async (context) => {
      if (!(await postgresReachable())) return context.skip();
      const database = await freshDatabase('idle_memory');
      try {
        const processes = await idleAfterSeed({ DATABASE_URL: database.url });
        expect(processes).toHaveLength(1);
        expect(processes[0].rss).toBeLessThanOrEqual(300);
      } finally {
        await database.drop();
      }
    },
    SERVER_START_TIMEOUT_MS,
  );
});

describe('a first start on a database out of reach', () => {
  it('stops with one line naming the connection error and exit code 1', async () => {
    const child = spawn(process.execPath, ['scripts/server.mjs'], {
      env: { ...process.env, PORT: String(PORT), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Cannot start: the database is out of reach (connect ECONNREFUSED 127.0.0.1:1). Check DATABASE_URL.',
    ]);
  });
});
