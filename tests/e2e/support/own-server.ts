import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { test } from '@playwright/test';
import { ORIGIN, useOrigin, waitFor } from '../photos/api-upload-client';
import { assertNoLocalBlobs } from './s3-run';

/** Starts the built server on `port` with the suite's quiet defaults plus `env`, and waits until it answers. */
async function startInstance(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '::',
      LOG_LEVEL: 'warn',
      ASTRO_NODE_LOGGING: 'disabled',
      OUT_DIR: process.env.OUT_DIR ?? 'dist',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(async () => (await fetch(`http://localhost:${port}/api/health`).catch(() => null))?.ok, `the server on ${port}`, 90_000);
  return child;
}

async function stopInstance(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** Settings that keep an OwnServer's blobs in its data folder on the pass in S3 too: that pass's S3_* blanked. */
export function blobsInDataFolder(): Record<string, string> {
  return Object.fromEntries(Object.keys(process.env).flatMap((key) => (key.startsWith('S3_') ? [[key, '']] : [])));
}

/** A PostgreSQL database of the spec's own beside DATABASE_URL's; its URL. */
async function createDatabase(name: string): Promise<string> {
  const database = `${name.replace(/\W/g, '_')}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function dropDatabase(url: string): Promise<void> {
  await admin(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
}

/**
 * A data folder path of the spec's own, made when its server starts: Playwright loads every spec in each
 * process, and a folder made on load stayed behind, empty, where the spec did not run.
 */
function uniqueDataDir(name: string): string {
  return path.join(os.tmpdir(), `${name}-${randomUUID().slice(0, 8)}`);
}

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
    this.dataDir = uniqueDataDir(name);
  }

  /** Creates the database (on PostgreSQL) and starts the server. */
  async setUp(): Promise<void> {
    if (process.env.DATABASE_URL) this.databaseUrl = await createDatabase(this.name);
    await this.start();
  }

  /** Starts the server; `env` adds to (or overrides) the environment it was made with, for this start only. */
  async start(env: Record<string, string> = {}): Promise<void> {
    fs.mkdirSync(this.dataDir, { recursive: true });
    this.child = await startInstance(this.port, {
      DATA_DIR: this.dataDir,
      SEED_DEMO: 'false',
      SIGN_UPS_PER_ADDRESS_PER_HOUR: '100000',
      TEST_FAST_PASSWORD_HASH: '1',
      DATABASE_URL: this.databaseUrl ?? '',
      ...this.env,
      ...env,
    });
  }

  /** SIGKILL: no shutdown hook, no flush, no finished request. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    await stopInstance(this.child, signal);
  }

  /** Stops the server, drops its database and removes its data folder. */
  async tearDown(): Promise<void> {
    await this.kill('SIGTERM');
    if (this.databaseUrl) await dropDatabase(this.databaseUrl);
    try {
      // A server started with blobsInDataFolder() keeps them there in every pass.
      if (this.env.S3_BUCKET !== '') assertNoLocalBlobs(this.dataDir);
    } finally {
      fs.rmSync(this.dataDir, { recursive: true, force: true });
    }
  }
}

/**
 * Instances that share one PostgreSQL database of their own and one data folder (blobs), as a scale-out
 * behind a load balancer does; each may get environment of its own.
 */
export class SharedInstances {
  readonly dataDir: string;
  /** The shared database's URL once the first instance started. */
  databaseUrl = '';
  private readonly children: ChildProcess[] = [];

  constructor(private readonly name: string) {
    this.dataDir = uniqueDataDir(name);
  }

  async start(port: number, env: Record<string, string> = {}): Promise<void> {
    fs.mkdirSync(this.dataDir, { recursive: true });
    this.databaseUrl ||= await createDatabase(this.name);
    this.children.push(await startInstance(port, { DATA_DIR: this.dataDir, DATABASE_URL: this.databaseUrl, ...env }));
  }

  /** Kills one instance (the n-th started) with SIGKILL: no shutdown hook, no finished request. */
  async kill(index: number): Promise<void> {
    await stopInstance(this.children[index], 'SIGKILL');
  }

  /** Stops every instance, drops the database and removes the data folder. */
  async tearDown(): Promise<void> {
    for (const child of this.children) await stopInstance(child, 'SIGTERM');
    if (this.databaseUrl) await dropDatabase(this.databaseUrl);
    try {
      assertNoLocalBlobs(this.dataDir);
    } finally {
      fs.rmSync(this.dataDir, { recursive: true, force: true });
    }
  }
}

/** Runs one statement on the machine's PostgreSQL as its administrator (DATABASE_URL's server). */
export async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Points the API helpers of this spec file's tests at `server` (run one after the other), setting it up
 * before them within `setUpMs` and tearing it down after them.
 */
export function serveSpecFileFrom(server: OwnServer, setUpMs: number): void {
  const sharedOrigin = ORIGIN;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(setUpMs);
    useOrigin(server.origin, server.dataDir);
    await server.setUp();
  });
  test.afterAll(async () => {
    test.setTimeout(60_000);
    useOrigin(sharedOrigin);
    await server.tearDown();
  });
}
