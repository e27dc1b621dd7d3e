// 100 simultaneous calls through the call-control service and rtpengine, each held 60 s and recorded:
// SIPp desk phones of extension 1003 (plain RTP PCMU, a tone for the whole call) -> Kamailio ->
// call-control -> the demo trunk -> a SIPp carrier that answers and echoes. Then every call must have
// connected, every call row be complete with talk >= 55 s, every recording exist and weigh at most
// 0.5 MB per talk minute; the CPU and peak memory of each process are printed beside it.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { startSippCarrier } from '../e2e/support/telephony';
import { calls } from '../server/calls/table';
import { CALL_STATUS } from '../server/from-client';
import { kamailioProcesses } from '../server/telephony/sip/kamailio';
import { recordingsRoot } from '../server/telephony/recordings/storage';
import { reapedChildrenCpuSec, sampleProcesses, type GroupUsage } from './telephony/proc-usage';
import { startSippOperators } from './telephony/sipp-operator';
import { startTelephonyStack } from './telephony/stack';

const CALLS = 100;
const HOLD_MS = 60_000;
/** Talk may be up to this much shorter than the hold (setup, rounding). */
const TALK_SLACK_SEC = 5;
const MB_PER_TALK_MINUTE_GOAL = 0.5;

export interface LoadResult {
  goal: { calls: number; holdMs: number };
  calls: number;
  sippExit: number | null;
  connected: number;
  completed: number;
  recorded: number;
  worstMbPerMinute: number;
  wallSec: number;
  /** From the last hang-up until every recording was converted. */
  drainSec: number;
  usage: GroupUsage[];
  opusencCpuSec: number;
}

const pidsOf = (child: { pid?: number; exitCode: number | null }) => () =>
  child.pid && child.exitCode === null ? [child.pid] : [];

export async function benchTelephonyLoad(goal = { calls: CALLS, holdMs: HOLD_MS }): Promise<LoadResult> {
  const minTalkSec = goal.holdMs / 1000 - TALK_SLACK_SEC;
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'crm-bench-load-'));
  // Four rtpengine ports per call (two legs, RTP and RTCP each), and room to spare.
  const stack = await startTelephonyStack({ rtpPorts: goal.calls * 4 + 200 });
  const carrier = await startSippCarrier('answer');
  const childCpuBefore = reapedChildrenCpuSec();
  try {
    await stack.pointTrunkAt(carrier.port);
    const operators = await startSippOperators(stack, { ...goal, rate: 10, dir });
    const sampler = sampleProcesses([
      { label: 'node (call-control, recording queue, PGlite)', pids: () => [process.pid] },
      { label: 'rtpengine', pids: pidsOf(stack.rtpengine.process) },
      { label: 'kamailio', pids: () => kamailioProcesses(stack.kamailio.process.pid ?? 0) },
      { label: 'sipp carrier (UAS, echo)', pids: pidsOf(carrier.process) },
      { label: 'sipp operators (UAC, tone)', pids: pidsOf(operators.child) },
    ]);
    const sippExit = await operators.exited;
    while (stack.control.interactions.all().length) await new Promise((r) => setTimeout(r, 200));
    const lastHangUp = Date.now();
    await stack.recordings?.idle();
    const drainSec = (Date.now() - lastHangUp) / 1000;
    const usage = sampler.stop();
    const rows = await stack.db.select().from(calls).where(eq(calls.node_id, 'bench'));
    const recordings = rows
      .filter((r) => r.audio_path && existsSync(join(recordingsRoot(stack.dataDir), r.audio_path)))
      .map((r) => ({
        mb: statSync(join(recordingsRoot(stack.dataDir), r.audio_path!)).size / 2 ** 20,
        minutes: Math.max(1, r.talk_sec ?? 0) / 60,
      }));
    return {
      goal,
      calls: rows.length,
      sippExit,
      connected: rows.filter((r) => r.answered_at && r.status === CALL_STATUS.answered).length,
      completed: rows.filter((r) => r.ended_at && r.status !== null && (r.talk_sec ?? 0) >= minTalkSec)
        .length,
      recorded: recordings.length,
      worstMbPerMinute: Math.max(0, ...recordings.map((r) => r.mb / r.minutes)),
      wallSec: (Date.now() - started) / 1000,
      drainSec,
      usage,
      opusencCpuSec: reapedChildrenCpuSec() - childCpuBefore,
    };
  } finally {
    await carrier.stop();
    await stack.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints the figures; answers whether every goal was met. */
export function printTelephonyLoad(r: LoadResult): boolean {
  const { calls: CALLS, holdMs } = r.goal;
  const ok =
    r.sippExit === 0 &&
    r.calls === CALLS &&
    r.connected === CALLS &&
    r.completed === CALLS &&
    r.recorded === CALLS &&
    r.worstMbPerMinute <= MB_PER_TALK_MINUTE_GOAL;
  console.log(
    `\n${CALLS} simultaneous calls through call-control and rtpengine, held ${holdMs / 1000} s, recorded ` +
      `(${r.wallSec.toFixed(0)} s in all):`,
  );
  console.log(`  connected ${r.connected}/${CALLS} (SIPp operators exit code ${r.sippExit})`);
  console.log(
    `  call rows complete with talk >= ${holdMs / 1000 - TALK_SLACK_SEC} s: ${r.completed}/${CALLS}`,
  );
  console.log(
    `  recordings stored: ${r.recorded}/${CALLS}, largest ${r.worstMbPerMinute.toFixed(2)} MB per talk minute ` +
      `(goal <= ${MB_PER_TALK_MINUTE_GOAL}); all converted ${r.drainSec.toFixed(0)} s after the last hang-up`,
  );
  console.log('  process                                        CPU s   peak RSS MB');
  for (const u of r.usage)
    console.log(
      `  ${`${u.label} x${u.processes}`.padEnd(45)} ${u.cpuSec.toFixed(1).padStart(7)} ${u.peakRssMb.toFixed(0).padStart(10)}`,
    );
  console.log(
    `  ${'opusenc (conversions, children of node)'.padEnd(45)} ${r.opusencCpuSec.toFixed(1).padStart(7)}`,
  );
  console.log(
    `  (goal: every call connects, every row completes, every recording exists: ${ok ? 'within' : 'MISSED'})`,
  );
  return ok;
}
