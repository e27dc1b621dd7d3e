// How the converter lays both parties on one timeline: by arrival for a stream's first packet, by RTP
// timestamp after that, silence in gaps, re-anchoring on timestamp jumps, duplicates dropped, other codecs
// skipped, and the customer on the left.
import { describe, expect, it } from 'vitest';
import { decodeG711, PCMU } from '../../server/telephony/recordings/g711';
import type { PcapPacket } from '../../server/telephony/recordings/pcap-reader';
import { emptyStats, pcapToStereoPcm } from '../../server/telephony/recordings/pcap-to-pcm';
import { LEFT, RIGHT, StereoTimeline } from '../../server/telephony/recordings/stereo-timeline';
import { rtpPacket } from './recordings-packets';

const CUSTOMER = 31010;
const OPERATOR = 31000;
/** 160 samples (20 ms) of one mu-law byte. */
const frame = (byte: number) => Buffer.alloc(160, byte);
const level = (byte: number) => decodeG711(Buffer.from([byte]), PCMU)[0];
const LOUD = 0x80;
const SOFT = 0xa0;

const packet = (
  time: number,
  dstPort: number,
  rtp: { seq: number; ts: number; ssrc?: number; pt?: number; byte?: number },
): PcapPacket => ({
  time: 1000 + time,
  src: '127.0.0.1',
  dst: '127.0.0.1',
  srcPort: 40000,
  dstPort,
  payload: rtpPacket({ ssrc: dstPort, ...rtp, payload: frame(rtp.byte ?? LOUD) }),
});

async function stereo(packets: PcapPacket[], customer: number[] = [CUSTOMER]) {
  const stats = emptyStats();
  async function* source() {
    yield* packets;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of pcapToStereoPcm(source(), new Set(customer), stats)) chunks.push(chunk);
  const all = Buffer.concat(chunks);
  const samples = new Int16Array(all.buffer, all.byteOffset, all.length / 2);
  const channel = (c: number) => Array.from({ length: samples.length / 2 }, (_, i) => samples[2 * i + c]);
  return { stats, left: channel(0), right: channel(1) };
}

/** [start, end) sample ranges where the channel is not silent. */
function sounding(channel: number[]) {
  const ranges: [number, number][] = [];
  channel.forEach((v, i) => {
    const last = ranges.at(-1);
    if (v === 0) return;
    if (last && last[1] === i) last[1] = i + 1;
    else ranges.push([i, i + 1]);
  });
  return ranges;
}

describe('stereo recording timeline', () => {
  it('puts the customer left and the operator right, each where it arrived, silence between', async () => {
    const { left, right, stats } = await stereo([
      packet(0, CUSTOMER, { seq: 1, ts: 5000 }),
      packet(0.02, CUSTOMER, { seq: 2, ts: 5160 }),
      packet(1, OPERATOR, { seq: 70, ts: 999_000, byte: SOFT }),
      // 1 s of nothing from the customer: its timestamp says where the next packet belongs.
      packet(1.04, CUSTOMER, { seq: 3, ts: 5000 + 8000 }),
    ]);
    expect(sounding(left)).toEqual([
      [0, 320],
      [8000, 8160],
    ]);
    expect(sounding(right)).toEqual([[8000, 8160]]);
    expect(left[0]).toBe(level(LOUD));
    expect(right[8000]).toBe(level(SOFT));
    expect(stats.ports).toEqual({ left: [CUSTOMER], right: [OPERATOR] });
    expect(stats.decoded).toBe(4);
  });

  it('trusts timestamps over jittery arrival, but re-anchors on a jump or a new SSRC', async () => {
    const { left } = await stereo([
      packet(0, CUSTOMER, { seq: 1, ts: 0 }),
      packet(0.1, CUSTOMER, { seq: 2, ts: 160 }), // late arrival, belongs at 160
      packet(2, CUSTOMER, { seq: 3, ts: 4_000_000 }), // jump: lands on arrival (16000)
      packet(3, CUSTOMER, { seq: 1, ts: 77, ssrc: 99 }), // new SSRC: arrival (24000)
    ]);
    expect(sounding(left)).toEqual([
      [0, 320],
      [16000, 16160],
      [24000, 24160],
    ]);
  });

  it('drops a duplicated packet and skips codecs it does not decode', async () => {
    const { left, stats } = await stereo([
      packet(0, CUSTOMER, { seq: 1, ts: 0 }),
      packet(0.001, CUSTOMER, { seq: 1, ts: 0 }),
      packet(0.02, CUSTOMER, { seq: 2, ts: 160, pt: 101 }),
      packet(0.02, CUSTOMER, { seq: 3, ts: 160, pt: 111 }),
    ]);
    expect(left[0]).toBe(level(LOUD));
    expect(left.length).toBe(160);
    expect(stats.skipped).toEqual({ 101: 1, 111: 1 });
  });

  it('takes the first port heard as the customer when no port is known', async () => {
    const { stats } = await stereo(
      [packet(0, OPERATOR, { seq: 1, ts: 0 }), packet(0.01, CUSTOMER, { seq: 1, ts: 0 })],
      [],
    );
    expect(stats.ports).toEqual({ left: [OPERATOR], right: [CUSTOMER] });
  });

  it('streams a long call out in pieces that join into one continuous recording', async () => {
    const packets = Array.from({ length: 1000 }, (_, i) =>
      packet(i * 0.02, CUSTOMER, { seq: i, ts: i * 160 }),
    );
    const { left } = await stereo(packets);
    expect(sounding(left)).toEqual([[0, 160_000]]);
  });
});

describe('StereoTimeline', () => {
  it('sums two streams on one channel with clipping and forgets what was taken', () => {
    const t = new StereoTimeline();
    t.write(RIGHT, 0, Int16Array.of(30000, 100));
    t.write(RIGHT, 0, Int16Array.of(30000, 100));
    t.write(LEFT, 1, Int16Array.of(-5));
    const first = t.take(1);
    expect([...new Int16Array(first.buffer, first.byteOffset, 2)]).toEqual([0, 32767]);
    t.write(LEFT, 0, Int16Array.of(1, 1)); // position 0 was taken: only position 1 lands
    const rest = t.rest();
    expect([...new Int16Array(rest.buffer, rest.byteOffset, 2)]).toEqual([-4, 200]);
  });
});
