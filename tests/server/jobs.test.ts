// The app's job queue (server/jobs): pg-boss on the app's own database, PGlite included. A job sent runs on
// a worker of its kind; a kind runs at most `concurrency` jobs at once; a failure is tried again after a
// growing delay, up to its retry limit; a job sent before the queue started waits for it.
import { afterEach, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '../../server/jobs/queue';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';

const log = { warn: () => undefined, error: () => undefined };

describe.each(databaseTargets)('the job queue on $name', (target) => {
  const ctx = useTestApp(target, { seed: false });
  let queue: JobQueue | null = null;
  afterEach(async () => {
    await queue?.stop();
    queue = null;
  });

  it('runs each job sent once, at most `concurrency` at a time', async () => {
    queue = createJobQueue(ctx.db, log);
    const done: number[] = [];
    let running = 0;
    let most = 0;
    queue.define<{ n: number }>('count', {
      concurrency: 2,
      run: async ({ n }) => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 150));
        running -= 1;
        done.push(n);
      },
    });
    await queue.start();
    for (let n = 0; n < 6; n++) await queue.send('count', { n });
    await expect.poll(() => done.length, { timeout: 20_000 }).toBe(6);
    expect([...done].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  }, 30_000);

  it('tries a failed job again after a delay, then gives up at the retry limit', async () => {
    queue = createJobQueue(ctx.db, log);
    const attempts: { retryCount: number; at: number }[] = [];
    queue.define('flaky', {
      concurrency: 1,
      retryLimit: 1,
      retryDelaySec: 1,
      run: async (_data, job) => {
        attempts.push({ retryCount: job.retryCount, at: Date.now() });
        throw new Error('the provider is down');
      },
    });
    await queue.send('flaky', {}); // starts the queue itself
    await expect.poll(() => attempts.length, { timeout: 20_000 }).toBe(2);
    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1]);
    expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(900);
    await new Promise((r) => setTimeout(r, 3000));
    expect(attempts).toHaveLength(2);
  }, 30_000);

  it('refuses a job of a kind nobody defined, and a kind defined twice', async () => {
    queue = createJobQueue(ctx.db, log);
    queue.define('once', { concurrency: 1, run: async () => undefined });
    expect(() => queue!.define('once', { concurrency: 1, run: async () => undefined })).toThrow(/twice/);
    await expect(queue.send('nobody', {})).rejects.toThrow(/no kind/);
  });
});
