// The recording conversion queue (design-12: "F provides"). The call-control service calls add() when an
// interaction that was recorded has ended; the queue waits for rtpengine to finish the pcap, converts it
// to stereo Ogg Opus (left = customer, right = operator) under <DATA_DIR>/recordings, links it from the
// call row, and removes the pcap. A failed conversion is logged and keeps its pcap for the next start: on
// creation the queue converts every finished recording left in the spool whose call row has no audio yet.
// A small in-process queue: issue 13 brings a job queue on PostgreSQL, and this becomes one of its jobs.
import { and, eq } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { calls } from '../../calls/table';
import type { Db } from '../../db/client';
import { convertRecording } from './convert';
import { finishedRecordings, waitForRecording } from './spool';
import { RECORDING_FORMAT, recordingPath, recordingsRoot } from './storage';

export { recordingMetadata } from './spool';

export interface Log {
  info: (message: string) => void;
  warn: (message: string) => void;
}

export interface RecordingJob {
  callId: number;
  uniqueId: string;
  at: Date;
  rtpengineCallId: string;
  /** rtpengine's port facing the customer, if `start recording` did not carry recordingMetadata(). */
  customerPort?: number | null;
}

export interface RecordingQueueDeps {
  db: Db;
  dataDir: string;
  spoolDir: string;
  log: Log;
  /** Conversions at once; each keeps one opusenc busy (default 1 of the 2 cores). */
  concurrency?: number;
  /** How long to wait for rtpengine to finish a recording (its delete delay is 30 s by default). */
  finishTimeoutMs?: number;
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function createRecordingQueue(deps: RecordingQueueDeps) {
  const limit = pLimit(deps.concurrency ?? 1);
  const finishTimeoutMs = deps.finishTimeoutMs ?? 45_000;
  /** rtpengine call ids waiting or converting, so one recording is never converted twice at once. */
  const busy = new Set<string>();
  const running = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };

  async function run(job: RecordingJob) {
    const { db, log } = deps;
    try {
      const files = await waitForRecording(deps.spoolDir, job.rtpengineCallId, finishTimeoutMs);
      if (!files) return log.warn(`recording of call ${job.uniqueId}: rtpengine wrote none`);
      const relative = recordingPath(job.at, job.uniqueId);
      const outPath = path.join(recordingsRoot(deps.dataDir), relative);
      const done = await limit(() =>
        convertRecording({ metadataPath: files.metadataPath, outPath, customerPort: job.customerPort }),
      );
      await db
        .update(calls)
        .set({ audio_path: relative, file_format: RECORDING_FORMAT })
        .where(eq(calls.id, job.callId));
      await Promise.all([rm(done.pcapPath, { force: true }), rm(files.metadataPath, { force: true })]);
      const { left, right } = done.stats.ports;
      if (!left.length || !right.length)
        log.warn(`recording of call ${job.uniqueId} has one party only (ports ${left} / ${right})`);
      log.info(`recording of call ${job.uniqueId} stored as ${relative}`);
    } catch (err) {
      log.warn(`recording of call ${job.uniqueId} not converted, its pcap stays: ${message(err)}`);
    }
  }

  function add(job: RecordingJob) {
    if (busy.has(job.rtpengineCallId)) return;
    busy.add(job.rtpengineCallId);
    track(run(job).finally(() => busy.delete(job.rtpengineCallId)));
  }

  /** Recordings finished before the last stop whose rows still lack audio (their rtpengine call id is the row's unique_id). */
  async function recoverLeftovers() {
    try {
      for (const { callId } of await finishedRecordings(deps.spoolDir)) {
        const [row] = await deps.db
          .select({ id: calls.id, at: calls.at })
          .from(calls)
          .where(and(eq(calls.unique_id, callId), eq(calls.audio_path, '')));
        if (row) add({ callId: row.id, uniqueId: callId, at: row.at, rtpengineCallId: callId });
      }
    } catch (err) {
      deps.log.warn(`recordings left in the spool were not looked at: ${message(err)}`);
    }
  }

  track(recoverLeftovers());
  return {
    /** rtpengine wrote the pcap of `rtpengineCallId`; convert it, then set calls.audio_path/file_format of callId. */
    add,
    /** Resolves when every queued conversion has finished (tests, shutdown). */
    async idle() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}

export type RecordingQueue = ReturnType<typeof createRecordingQueue>;
