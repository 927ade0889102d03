import { describe, it, expect } from 'vitest';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServer, signInCookies, SERVER_START_TIMEOUT_MS } from '../support/server.mjs';
import { POSTGRES_ADMIN_URL, postgresReachable } from '../support/postgres';
import { serverRssMb } from '../bench/support/measure.mjs';

/** The built server as several processes on one port (WEB_CONCURRENCY=2, npm run build first). */
describe('several server processes on PostgreSQL', () => {
  const jwtSecret = randomBytes(32).toString('hex');

  it(
    'prepare the database once in a process of their own, then every instance answers and the primary stays small',
    async (context) => {
      if (!(await postgresReachable())) return context.skip();
      const name = `cluster_${process.pid}`;
      const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = Object.assign(new URL(POSTGRES_ADMIN_URL), { pathname: `/${name}` }).href;
      const server = await startServer({ port: 4628, env: { DATABASE_URL: url, WEB_CONCURRENCY: '2', JWT_SECRET: jwtSecret } });
      try {
        const cookie = await signInCookies(server.origin, 'consumer@demo.example');
        const pages = await Promise.all(
          Array.from({ length: 8 }, () => fetch(`${server.origin}/`, { headers: { cookie }, redirect: 'manual' })),
        );
        expect(pages.map((page) => page.status)).toEqual(Array(8).fill(200));

        // The primary and two instances: the process that migrated and seeded has ended.
        const [primary, ...instances] = serverRssMb(server.pid);
        expect(instances).toHaveLength(2);
        // It only forks and watches: it never loaded the server (an instance holds 400 MB or more).
        expect(primary.rss).toBeLessThan(200);
      } finally {
        await server.stop();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    SERVER_START_TIMEOUT_MS,
  );

  it('stop with an error when the database cannot be prepared', async () => {
    const child = spawn(process.execPath, ['scripts/server.mjs'], {
      env: {
        ...process.env,
        WEB_CONCURRENCY: '2',
        JWT_SECRET: jwtSecret,
        PORT: '4629',
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      },
      stdio: 'ignore',
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
  });
});
