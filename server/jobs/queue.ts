// The app's background jobs (docs/decisions.md, "Background jobs"): pg-boss, a maintained job queue on
// PostgreSQL, on the app's own database, PGlite included (sql-adapter.ts). Domains define their kinds of job
// when the app is built (`define`); the queue starts with the server (main.ts) or, in a process that never
// called `start` (tests), on the first `send`. Each kind runs at most `concurrency` jobs at once in each
// process; a failure is tried again `retryLimit` times, after `retryDelaySec` doubling each time.
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { sqlAdapter } from './sql-adapter';

export interface JobKind<T> {
  /** Jobs of this kind running at once in one process. */
  concurrency: number;
  retryLimit?: number;
  retryDelaySec?: number;
  /** How long a job may run before pg-boss takes it for dead (and tries it again, if retries are left). */
  expireInSeconds?: number;
  run(data: T, job: { id: string; retryCount: number }): Promise<void>;
}

export interface JobQueue {
  define<T extends object>(name: string, kind: JobKind<T>): void;
  /** Starts pg-boss and the workers of every kind defined so far (idempotent). */
  start(): Promise<void>;
  /** Queues a job; answers its id. Starts the queue if nobody did. */
  send<T extends object>(name: string, data: T, options?: { startAfterSec?: number }): Promise<string>;
  stop(): Promise<void>;
}

type Log = { warn(message: string): void; error(message: string): void };

export const JOB_SCHEMA = 'pgboss';
/** How often an idle worker looks for jobs: short, since an operator waits for an import to start. */
const POLL_SECONDS = 1;

export function createJobQueue(db: Db, log: Log): JobQueue {
  const kinds = new Map<string, JobKind<object>>();
  /** This process's workers of each kind, woken when a job of theirs is sent (no wait for their next poll). */
  const workers = new Map<string, string[]>();
  let boss: PgBoss | null = null;
  let starting: Promise<PgBoss> | null = null;
  let stopped = false;

  const startWorkers = async (b: PgBoss, name: string, kind: JobKind<object>) => {
    await b.createQueue(name, {
      name,
      retryLimit: kind.retryLimit ?? 0,
      retryDelay: kind.retryDelaySec ?? 0,
      retryBackoff: (kind.retryLimit ?? 0) > 0,
      expireInSeconds: kind.expireInSeconds ?? 15 * 60,
    });
    // pg-boss runs one job at a time per work() call: one worker per allowed concurrent job.
    const ids: string[] = [];
    for (let n = 0; n < kind.concurrency; n++)
      ids.push(
        await b.work<object>(
          name,
          { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS, includeMetadata: true },
          async ([job]) => kind.run(job.data, { id: job.id, retryCount: job.retryCount }),
        ),
      );
    workers.set(name, ids);
  };

  const start = () =>
    (starting ??= (async () => {
      const client = (db as unknown as { $client: Parameters<typeof sqlAdapter>[0] }).$client;
      const b = new PgBoss({ db: sqlAdapter(client), schema: JOB_SCHEMA, supervise: true, schedule: false });
      b.on('error', (err: Error) => log.error(`jobs: ${err.message}`));
      await b.start();
      for (const [name, kind] of kinds) await startWorkers(b, name, kind);
      boss = b;
      return b;
    })());

  return {
    define(name, kind) {
      if (kinds.has(name)) throw new Error(`jobs: the kind "${name}" is defined twice`);
      if (boss) throw new Error(`jobs: "${name}" defined after the queue started`);
      kinds.set(name, kind as JobKind<object>);
    },
    start: async () => {
      if (stopped) throw new Error('jobs: the queue was stopped');
      await start();
    },
    async send(name, data, options = {}) {
      if (!kinds.has(name)) throw new Error(`jobs: no kind "${name}"`);
      const b = await start();
      const id = await b.send(name, data, { startAfter: options.startAfterSec ?? 0 });
      if (!id) throw new Error(`jobs: pg-boss refused a "${name}" job`);
      if (!options.startAfterSec) for (const worker of workers.get(name) ?? []) b.notifyWorker(worker);
      return id;
    },
    async stop() {
      stopped = true;
      const b = await starting?.catch(() => null);
      await b
        ?.stop({ graceful: false, wait: true, close: false })
        .catch((err: Error) => log.warn(err.message));
    },
  };
}
