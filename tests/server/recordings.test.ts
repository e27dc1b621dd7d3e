// Recordings end to end on a real rtpengine: two plain-RTP parties talk through it (customer 440 Hz,
// operator 1000 Hz) while it records a pcap, then the queue converts it. The stored file is decoded back
// and checked: Ogg Opus, stereo, the call's length, the customer only on the left, the operator only on the
// right, small enough per talk minute, linked from the call row, the spool cleaned. A broken pcap leaves
// the row as it was; recordings left in the spool are converted when a queue starts.
// Run: node scripts/loopback-only.mjs npx vitest run --project server tests/server/recordings.test.ts
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../server/calls/table';
import { createRecordingQueue, recordingMetadata } from '../../server/telephony/recordings';
import { recordingPath } from '../../server/telephony/recordings/storage';
import { databaseTargets } from './helpers/databases';
import { useTestApp } from './helpers/app';
import { startRtpengine } from './helpers/rtpengine';
import { mediaPort, RATE, rtpParty, tonePower } from './helpers/rtp-party';

const AT = new Date('2026-11-25T23:59:30Z');
const TALK_SECONDS = 3;
const MAX_BYTES_PER_MINUTE = 0.5 * 1024 * 1024;

describe.each(databaseTargets)('recordings ($name)', (target) => {
  const ctx = useTestApp(target, { seed: false });
  let spoolDir: string;
  let rtpengine: Awaited<ReturnType<typeof startRtpengine>>;
  const warnings: string[] = [];
  const log = { info: () => {}, warn: (m: string) => void warnings.push(m) };
  const queue = (finishTimeoutMs?: number) =>
    createRecordingQueue({ db: ctx.db, dataDir: ctx.dataDir, spoolDir, log, finishTimeoutMs });

  beforeAll(async () => {
    spoolDir = mkdtempSync(path.join(tmpdir(), 'crm-spool-'));
    rtpengine = await startRtpengine(spoolDir);
  });
  afterAll(async () => {
    await rtpengine?.stop();
    rmSync(spoolDir, { recursive: true, force: true });
  });

  async function callRow(uniqueId: string) {
    const [row] = await ctx.db
      .insert(calls)
      .values({
        unique_id: uniqueId,
        at: AT,
        client_phone: '79001234567',
        context: 'inbound',
        call_type: 'TYPE_SYSTEM',
      })
      .returning();
    return row;
  }

  /**
   * A recorded call through rtpengine: the customer offers, the operator answers, both send a tone. Deleted
   * at once unless `deleteDelay` (rtpengine's default is 30 s before it finishes the recording).
   */
  async function recordedCall(callId: string, seconds: number, deleteDelay = 0) {
    const ng = rtpengine.ng;
    const customer = await rtpParty();
    const operator = await rtpParty();
    try {
      const base = { 'call-id': callId, 'from-tag': 'customer', replace: ['origin', 'session-connection'] };
      const offered = await rtpengine.client.offer(ng, { ...base, sdp: customer.sdp() });
      const answered = await rtpengine.client.answer(ng, {
        ...base,
        'to-tag': 'operator',
        sdp: operator.sdp(),
      });
      const towardsCustomer = mediaPort(answered.sdp);
      const started = await rtpengine.client.startRecording(ng, {
        'call-id': callId,
        metadata: recordingMetadata(towardsCustomer),
      });
      expect(started.result).toBe('ok');
      await Promise.all([
        customer.sendTone(towardsCustomer, 440, seconds),
        operator.sendTone(mediaPort(offered.sdp), 1000, seconds),
      ]);
      expect(customer.received()).toBeGreaterThan(seconds * 40);
      expect(operator.received()).toBeGreaterThan(seconds * 40);
      await rtpengine.client.delete(ng, { 'call-id': callId, 'delete delay': deleteDelay });
    } finally {
      customer.close();
      operator.close();
    }
  }

  /** What the spool still holds of this call. */
  const spoolFiles = (callId: string) =>
    ['pcaps', 'metadata'].flatMap((d) =>
      readdirSync(path.join(spoolDir, d)).filter((f) => f.includes(callId)),
    );

  function decode(file: string) {
    const raw = path.join(path.dirname(file), 'decoded.raw');
    execFileSync('opusdec', ['--quiet', '--rate', String(RATE), '--no-dither', file, raw]);
    const bytes = readFileSync(raw);
    rmSync(raw);
    const samples = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2);
    const channel = (c: number) =>
      Float64Array.from({ length: samples.length / 2 }, (_, i) => samples[2 * i + c]);
    return { left: channel(0), right: channel(1) };
  }

  it('stores a stereo Ogg Opus file, customer left and operator right, and links it from the call', async () => {
    const uniqueId = randomUUID();
    const row = await callRow(uniqueId);
    await recordedCall(uniqueId, TALK_SECONDS);
    const q = queue();
    q.add({ callId: row.id, uniqueId, at: AT, rtpengineCallId: uniqueId });
    await q.idle();

    const [stored] = await ctx.db.select().from(calls).where(eq(calls.id, row.id));
    expect(warnings).toEqual([]);
    expect([stored.audio_path, stored.file_format]).toEqual([`2026/11/25/${uniqueId}.opus`, 'opus']);
    const file = path.join(ctx.dataDir, 'recordings', stored.audio_path);
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 4).toString()).toBe('OggS');
    const head = bytes.indexOf('OpusHead');
    expect(head).toBeGreaterThan(0);
    expect(bytes[head + 9]).toBe(2); // channel count

    const { left, right } = decode(file);
    const seconds = left.length / RATE;
    expect(seconds).toBeGreaterThan(TALK_SECONDS - 0.3);
    expect(seconds).toBeLessThan(TALK_SECONDS + 0.5);
    expect(tonePower(left, 440)).toBeGreaterThan(100 * tonePower(left, 1000));
    expect(tonePower(right, 1000)).toBeGreaterThan(100 * tonePower(right, 440));
    expect(statSync(file).size / (seconds / 60)).toBeLessThan(MAX_BYTES_PER_MINUTE);
    expect(spoolFiles(uniqueId)).toEqual([]);
  });

  it('leaves the call without audio and keeps a broken pcap, without throwing out of the queue', async () => {
    const uniqueId = randomUUID();
    const row = await callRow(uniqueId);
    const pcap = path.join(spoolDir, 'pcaps', `${uniqueId}-0123456789abcdef.pcap`);
    const metadata = path.join(spoolDir, 'metadata', `rtpengine-meta-${uniqueId}-0123456789abcdef.txt`);
    mkdirSync(path.dirname(metadata), { recursive: true });
    writeFileSync(pcap, 'this is not a capture, whatever its name says');
    writeFileSync(metadata, `${pcap}\n\n\ncall start time: 2026-11-25T23:59:30\n`);
    warnings.length = 0;
    try {
      const q = queue();
      q.add({ callId: row.id, uniqueId, at: AT, rtpengineCallId: uniqueId });
      await q.idle();

      const [stored] = await ctx.db.select().from(calls).where(eq(calls.id, row.id));
      expect([stored.audio_path, stored.file_format]).toEqual(['', '']);
      expect(warnings.join('\n')).toMatch(new RegExp(`${uniqueId} not converted.*not a pcap`));
      expect(existsSync(pcap)).toBe(true);
      expect(existsSync(path.join(ctx.dataDir, 'recordings', recordingPath(AT, uniqueId)))).toBe(false);
    } finally {
      rmSync(pcap, { force: true });
      rmSync(metadata, { force: true });
    }
  });

  it('converts recordings left in the spool when a queue starts', async () => {
    const uniqueId = randomUUID();
    const row = await callRow(uniqueId);
    await recordedCall(uniqueId, 1);
    const q = queue();
    await q.idle();

    const [stored] = await ctx.db.select().from(calls).where(eq(calls.id, row.id));
    expect(stored.audio_path).toBe(`2026/11/25/${uniqueId}.opus`);
    expect(existsSync(path.join(ctx.dataDir, 'recordings', stored.audio_path))).toBe(true);
    expect(spoolFiles(uniqueId)).toEqual([]);
  });

  it('takes a recording rtpengine never finished once the wait is over, as when rtpengine died mid-call', async () => {
    const uniqueId = randomUUID();
    const row = await callRow(uniqueId);
    await recordedCall(uniqueId, 1, 60);
    expect(spoolFiles(uniqueId)).toEqual([expect.stringMatching(/\.pcap$/)]);
    warnings.length = 0;
    const q = queue(300);
    q.add({ callId: row.id, uniqueId, at: AT, rtpengineCallId: uniqueId });
    await q.idle();
    expect(warnings).toEqual([]);

    await rtpengine.client.delete(rtpengine.ng, { 'call-id': uniqueId, 'delete delay': 0 });
    const [stored] = await ctx.db.select().from(calls).where(eq(calls.id, row.id));
    const { left, right } = decode(path.join(ctx.dataDir, 'recordings', stored.audio_path));
    expect(tonePower(left, 440)).toBeGreaterThan(100 * tonePower(left, 1000));
    expect(tonePower(right, 1000)).toBeGreaterThan(100 * tonePower(right, 440));
  });
});
