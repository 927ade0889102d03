import { describe, it, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTempDatabase } from './support/temp-database';
import { claimJob, completeJob, enqueueJob, failJob, jobStatus, renewLease, retryDelayMs } from '@/server/jobs/queue';
import { registerJobs, startWorker } from '@/server/jobs/worker';

const temp = useTempDatabase('jobs-test');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('job queue', () => {
  it('claims a due job once and completes it once', async () => {
    const id = await enqueueJob(temp.db, 'test.once', { n: 1 });
    const job = await claimJob(temp.db, ['test.once'], 60_000);
    expect(job).toMatchObject({ id, type: 'test.once', payload: { n: 1 }, attempts: 1 });
    expect(await claimJob(temp.db, ['test.once'], 60_000)).toBeNull();
    expect(await completeJob(temp.db, job!, { ok: true })).toBe(true);
    expect(await completeJob(temp.db, job!, { ok: true })).toBe(false);
    expect(await jobStatus(temp.db, id!)).toMatchObject({ state: 'done', attempts: 1, result: { ok: true } });
  });

  it('gives a job whose lease ran out to another worker; the first can no longer complete it', async () => {
    const id = await enqueueJob(temp.db, 'test.lease', {});
    const first = await claimJob(temp.db, ['test.lease'], 1);
    await sleep(20);
    const second = await claimJob(temp.db, ['test.lease'], 60_000);
    expect(second).toMatchObject({ id, attempts: 2 });
    expect(await renewLease(temp.db, first!, 60_000)).toBe(false);
    expect(await completeJob(temp.db, first!, 'late')).toBe(false);
    expect(await completeJob(temp.db, second!, 'on time')).toBe(true);
    expect((await jobStatus(temp.db, id!))?.result).toBe('on time');
  });

  it('retries with backoff, then fails for good after the last attempt', async () => {
    expect(retryDelayMs(1)).toBe(2000);
    expect(retryDelayMs(3)).toBe(8000);
    expect(retryDelayMs(30)).toBe(600_000);
    const id = await enqueueJob(temp.db, 'test.retry', {}, { maxAttempts: 2 });
    const first = await claimJob(temp.db, ['test.retry'], 60_000);
    expect(await failJob(temp.db, first!, 'boom')).toBe('retry');
    expect(await claimJob(temp.db, ['test.retry'], 60_000)).toBeNull(); // not due yet
    await temp.db.execute(sql`UPDATE jobs SET run_after = now() WHERE id = ${id}`);
    const second = await claimJob(temp.db, ['test.retry'], 60_000);
    expect(second?.attempts).toBe(2);
    expect(await failJob(temp.db, second!, 'boom again')).toBe('failed');
    expect(await jobStatus(temp.db, id!)).toMatchObject({ state: 'failed', lastError: 'boom again' });
  });

  it('keeps one open job per singleton key', async () => {
    const a = await enqueueJob(temp.db, 'test.single', {}, { singletonKey: 'only-one' });
    const b = await enqueueJob(temp.db, 'test.single', {}, { singletonKey: 'only-one' });
    expect(a).toEqual(expect.any(Number));
    expect(b).toBeNull();
    const job = await claimJob(temp.db, ['test.single'], 60_000);
    await completeJob(temp.db, job!, null);
    expect(await enqueueJob(temp.db, 'test.single', {}, { singletonKey: 'only-one' })).toEqual(expect.any(Number));
  });

  it('runs registered handlers in the worker, woken by the notification', async () => {
    const seen: number[] = [];
    registerJobs([
      {
        type: 'test.worker',
        handle: async (payload) => {
          seen.push(payload.n as number);
          return { doubled: (payload.n as number) * 2 };
        },
      },
    ]);
    const stop = await startWorker(temp.database);
    try {
      const ids = await Promise.all([1, 2, 3].map((n) => enqueueJob(temp.db, 'test.worker', { n })));
      for (let i = 0; i < 100 && seen.length < 3; i++) await sleep(50);
      expect(seen.sort()).toEqual([1, 2, 3]);
      for (let i = 0; i < 100; i++) {
        const states = await Promise.all(ids.map((id) => jobStatus(temp.db, id!)));
        if (states.every((s) => s?.state === 'done')) break;
        await sleep(50);
      }
      expect(await jobStatus(temp.db, ids[1]!)).toMatchObject({ state: 'done', result: { doubled: 4 } });
    } finally {
      await stop();
    }
  });
});
