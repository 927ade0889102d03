import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@/server/db';
import { migrate } from '@/server/db/migrate';
import { claimJob, completeJob, enqueueJob, failJob, jobStatus, renewLease, retryDelayMs } from '@/server/jobs/queue';
import { registerJobHandler, startWorker } from '@/server/jobs/worker';

let database: Database;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-test-'));
  database = await openDatabase(undefined, dir);
  await migrate(database);
}, 60_000);

afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('job queue', () => {
  it('claims a due job once and completes it once', async () => {
    const id = await enqueueJob(database.db, 'test.once', { n: 1 });
    const job = await claimJob(database.db, ['test.once'], 60_000);
    expect(job).toMatchObject({ id, type: 'test.once', payload: { n: 1 }, attempts: 1 });
    expect(await claimJob(database.db, ['test.once'], 60_000)).toBeNull();
    expect(await completeJob(database.db, job!, { ok: true })).toBe(true);
    expect(await completeJob(database.db, job!, { ok: true })).toBe(false);
    expect(await jobStatus(database.db, id!)).toMatchObject({ state: 'done', attempts: 1, result: { ok: true } });
  });

  it('gives a job whose lease ran out to another worker; the first can no longer complete it', async () => {
    const id = await enqueueJob(database.db, 'test.lease', {});
    const first = await claimJob(database.db, ['test.lease'], 1);
    await sleep(20);
    const second = await claimJob(database.db, ['test.lease'], 60_000);
    expect(second).toMatchObject({ id, attempts: 2 });
    expect(await renewLease(database.db, first!, 60_000)).toBe(false);
    expect(await completeJob(database.db, first!, 'late')).toBe(false);
    expect(await completeJob(database.db, second!, 'on time')).toBe(true);
    expect((await jobStatus(database.db, id!))?.result).toBe('on time');
  });

  it('retries with backoff, then fails for good after the last attempt', async () => {
    expect(retryDelayMs(1)).toBe(2000);
    expect(retryDelayMs(3)).toBe(8000);
    expect(retryDelayMs(30)).toBe(600_000);
    const id = await enqueueJob(database.db, 'test.retry', {}, { maxAttempts: 2 });
    const first = await claimJob(database.db, ['test.retry'], 60_000);
    expect(await failJob(database.db, first!, 'boom')).toBe('retry');
    expect(await claimJob(database.db, ['test.retry'], 60_000)).toBeNull(); // not due yet
    await database.db.execute(sql`UPDATE jobs SET run_after = now() WHERE id = ${id}`);
    const second = await claimJob(database.db, ['test.retry'], 60_000);
    expect(second?.attempts).toBe(2);
    expect(await failJob(database.db, second!, 'boom again')).toBe('failed');
    expect(await jobStatus(database.db, id!)).toMatchObject({ state: 'failed', lastError: 'boom again' });
  });

  it('keeps one open job per singleton key', async () => {
    const a = await enqueueJob(database.db, 'test.single', {}, { singletonKey: 'only-one' });
    const b = await enqueueJob(database.db, 'test.single', {}, { singletonKey: 'only-one' });
    expect(a).toEqual(expect.any(Number));
    expect(b).toBeNull();
    const job = await claimJob(database.db, ['test.single'], 60_000);
    await completeJob(database.db, job!, null);
    expect(await enqueueJob(database.db, 'test.single', {}, { singletonKey: 'only-one' })).toEqual(expect.any(Number));
  });

  it('runs registered handlers in the worker, woken by the notification', async () => {
    const seen: number[] = [];
    registerJobHandler('test.worker', async (payload) => { seen.push(payload.n as number); return { doubled: (payload.n as number) * 2 }; });
    const stop = await startWorker(database);
    try {
      const ids = await Promise.all([1, 2, 3].map((n) => enqueueJob(database.db, 'test.worker', { n })));
      for (let i = 0; i < 100 && seen.length < 3; i++) await sleep(50);
      expect(seen.sort()).toEqual([1, 2, 3]);
      for (let i = 0; i < 100; i++) {
        const states = await Promise.all(ids.map((id) => jobStatus(database.db, id!)));
        if (states.every((s) => s?.state === 'done')) break;
        await sleep(50);
      }
      expect((await jobStatus(database.db, ids[1]!))).toMatchObject({ state: 'done', result: { doubled: 4 } });
    } finally {
      await stop();
    }
  });
});
