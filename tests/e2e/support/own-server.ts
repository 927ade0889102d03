import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { waitFor } from '../api-upload-client';

/**
 * A server process of one spec's own (own port, data folder and, under DATABASE_URL, own PostgreSQL
 * database), for specs that kill it and start it again.
 */
export class OwnServer {
  readonly origin: string;
  readonly dataDir: string;
  private databaseUrl: string | undefined;
  private child: ChildProcess | undefined;

  constructor(
    private readonly port: number,
    private readonly name: string,
    private readonly env: Record<string, string> = {},
  ) {
    this.origin = `http://localhost:${port}`;
    this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  }

  /** Creates the database (on PostgreSQL) and starts the server. */
  async setUp(): Promise<void> {
    if (process.env.DATABASE_URL) {
      const database = `${this.name.replace(/\W/g, '_')}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      await admin(`CREATE DATABASE ${database}`);
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${database}`;
      this.databaseUrl = url.toString();
    }
    await this.start();
  }

  async start(): Promise<void> {
    this.child = spawn(process.execPath, ['scripts/server.mjs'], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '::',
        DATA_DIR: this.dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        ASTRO_NODE_LOGGING: 'disabled',
        SIGN_UPS_PER_ADDRESS_PER_HOUR: '100000',
        OUT_DIR: process.env.OUT_DIR ?? 'dist',
        DATABASE_URL: this.databaseUrl ?? '',
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(async () => (await fetch(`${this.origin}/api/health`).catch(() => null))?.ok, 'the server to start', 90_000);
  }

  /** SIGKILL: no shutdown hook, no flush, no finished request. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  /** Stops the server, drops its database and removes its data folder. */
  async tearDown(): Promise<void> {
    await this.kill('SIGTERM');
    if (this.databaseUrl) await admin(`DROP DATABASE IF EXISTS ${new URL(this.databaseUrl).pathname.slice(1)} WITH (FORCE)`);
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
