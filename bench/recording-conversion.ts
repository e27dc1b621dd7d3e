// Recording conversion throughput: talk-minutes of a two-party G.711 pcap (as rtpengine writes it) turned
// into stereo Ogg Opus per CPU-second, counting this process and opusenc, plus the stored size per talk
// minute. The pcap is synthetic (two tones, 20 ms packets) so the figure measures the converter, not a
// call.
import { readFileSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { convertRecording } from '../server/telephony/recordings/convert';
import { linearToUlaw } from '../tests/server/helpers/rtp-party';
import { ipv4Udp, pcapFile, rtpPacket } from '../tests/unit/recordings-packets';

const TALK_MINUTES = 10;
/**
 * One CPU-second converts at least this many talk-minutes: 60x real time, so one core keeps up with 60
 * recorded calls at once. The issue sets no goal; opusenc does ~90% of the work (~0.45 CPU-s a minute).
 */
export const CONVERSION_GOAL = 1;
export const SIZE_GOAL_KB = 512;
const CUSTOMER_PORT = 31010;
const CLOCK_TICKS = 100;

/** CPU seconds of this process and of its finished children (/proc/self/stat utime..cstime). */
function cpuSeconds() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return (utime + stime + cutime + cstime) / CLOCK_TICKS;
}

function tonePayload(frequency: number, frame: number) {
  return Buffer.from(
    Array.from({ length: 160 }, (_, i) =>
      linearToUlaw(Math.round(8000 * Math.sin((2 * Math.PI * frequency * (frame * 160 + i)) / 8000))),
    ),
  );
}

function syntheticPcap(file: string) {
  const frames = TALK_MINUTES * 60 * 50;
  const payloads = [440, 1000].map((f) => Array.from({ length: 50 }, (_, n) => tonePayload(f, n)));
  const records = Array.from({ length: frames }, (_, n) =>
    [CUSTOMER_PORT, 31000].map((dstPort, party) => ({
      time: 1_800_000_000 + n * 0.02 + party * 0.001,
      frame: ipv4Udp({
        srcPort: 40000 + party,
        dstPort,
        payload: rtpPacket({ seq: n, ts: n * 160, ssrc: party + 1, payload: payloads[party][n % 50] }),
      }),
    })),
  ).flat();
  writeFileSync(file, pcapFile(records));
}

export async function benchRecordingConversion() {
  const dir = mkdtempSync(path.join(tmpdir(), 'crm-bench-rec-'));
  try {
    mkdirSync(path.join(dir, 'metadata'));
    const pcap = path.join(dir, 'call.pcap');
    syntheticPcap(pcap);
    const metadata = path.join(dir, 'metadata', 'rtpengine-meta-call-0123456789abcdef.txt');
    writeFileSync(metadata, `${pcap}\n\ncustomer-port=${CUSTOMER_PORT}\n`);
    const out = path.join(dir, 'call.opus');
    const before = cpuSeconds();
    const started = Date.now();
    await convertRecording({ metadataPath: metadata, outPath: out });
    return {
      cpu: cpuSeconds() - before,
      wall: (Date.now() - started) / 1000,
      kbPerMinute: statSync(out).size / 1024 / TALK_MINUTES,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints the figures; answers whether both goals were met. */
export function printRecordingConversion(r: Awaited<ReturnType<typeof benchRecordingConversion>>) {
  const rate = TALK_MINUTES / r.cpu;
  const fast = rate >= CONVERSION_GOAL;
  const small = r.kbPerMinute <= SIZE_GOAL_KB;
  console.log(`\nRecording conversion, ${TALK_MINUTES} talk-minutes of G.711 pcap to stereo Opus:`);
  console.log(
    `  ${rate.toFixed(1)} talk-minutes per CPU-second (${r.cpu.toFixed(2)} CPU-s, ${r.wall.toFixed(2)} s wall; goal >= ${CONVERSION_GOAL}: ${fast ? 'within' : 'OVER'})`,
  );
  console.log(
    `  ${r.kbPerMinute.toFixed(0)} KB per talk-minute (goal <= ${SIZE_GOAL_KB} KB: ${small ? 'within' : 'OVER'})`,
  );
  return fast && small;
}
