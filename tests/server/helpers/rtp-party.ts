// A plain-RTP party for media tests (a carrier's customer or an operator without a browser): a UDP socket
// on loopback that sends a G.711 (mu-law or A-law) sine tone in 20 ms packets and counts what it receives.
// Also the checks on decoded audio: Goertzel power of one frequency, so a test can tell 440 Hz from 1000 Hz, and
// decoding a stored Opus recording back to samples.
import { execFileSync } from 'node:child_process';
import dgram from 'node:dgram';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const RATE = 8000;
const FRAME = 160;

/** ITU-T G.711 mu-law encoding of one 16-bit sample. */
export function linearToUlaw(sample: number) {
  const sign = sample < 0 ? 0x80 : 0;
  let magnitude = Math.min(Math.abs(sample), 32635) + 0x84;
  let exponent = 7;
  for (let mask = 0x4000; (magnitude & mask) === 0 && exponent > 0; exponent--, mask >>= 1);
  const mantissa = (magnitude >> (exponent + 3)) & 0x0f;
  magnitude = sign | (exponent << 4) | mantissa;
  return ~magnitude & 0xff;
}

/** ITU-T G.711 A-law encoding of one 16-bit sample. */
export function linearToAlaw(sample: number) {
  const positive = sample >= 0;
  const magnitude = (positive ? sample : -sample - 1) >> 3;
  const segment = [0x1f, 0x3f, 0x7f, 0xff, 0x1ff, 0x3ff, 0x7ff, 0xfff].findIndex((end) => magnitude <= end);
  const mask = positive ? 0xd5 : 0x55;
  if (segment < 0) return 0x7f ^ mask;
  const mantissa = (magnitude >> (segment < 2 ? 1 : segment)) & 0x0f;
  return ((segment << 4) | mantissa) ^ mask;
}

const CODECS = {
  PCMU: { payloadType: 0, encode: linearToUlaw },
  PCMA: { payloadType: 8, encode: linearToAlaw },
};

export async function rtpParty(codec: keyof typeof CODECS = 'PCMU') {
  const { payloadType, encode } = CODECS[codec];
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const packets: Buffer[] = [];
  socket.on('message', (packet) => packets.push(packet));
  const port = socket.address().port;
  return {
    port,
    received: () => packets.length,
    /** Every RTP packet received so far, as it arrived. */
    packets: () => packets,
    sdp: () =>
      `v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\ns=-\r\nc=IN IP4 127.0.0.1\r\nt=0 0\r\n` +
      `m=audio ${port} RTP/AVP ${payloadType}\r\na=rtpmap:${payloadType} ${codec}/8000\r\na=sendrecv\r\n`,
    /** Sends `seconds` of a `frequency` Hz tone to `toPort`, paced at one packet per 20 ms. */
    async sendTone(toPort: number, frequency: number, seconds: number) {
      const ssrc = Math.floor(Math.random() * 2 ** 32);
      const started = Date.now();
      for (let n = 0; n < (seconds * RATE) / FRAME; n++) {
        const packet = Buffer.alloc(12 + FRAME);
        packet[0] = 0x80;
        packet[1] = payloadType;
        packet.writeUInt16BE(n & 0xffff, 2);
        packet.writeUInt32BE(n * FRAME, 4);
        packet.writeUInt32BE(ssrc, 8);
        for (let i = 0; i < FRAME; i++) {
          const t = (n * FRAME + i) / RATE;
          packet[12 + i] = encode(Math.round(10000 * Math.sin(2 * Math.PI * frequency * t)));
        }
        socket.send(packet, toPort, '127.0.0.1');
        await sleep(Math.max(0, started + (n + 1) * 20 - Date.now()));
      }
    },
    close: () => socket.close(),
  };
}

/** Goertzel power of `frequency` in the samples: compare frequencies over the same samples. */
export function tonePower(samples: ArrayLike<number>, frequency: number, rate = RATE) {
  const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / rate);
  let previous = 0;
  let beforePrevious = 0;
  for (let i = 0; i < samples.length; i++) {
    const current = samples[i] + coefficient * previous - beforePrevious;
    beforePrevious = previous;
    previous = current;
  }
  const power =
    previous * previous + beforePrevious * beforePrevious - coefficient * previous * beforePrevious;
  return power;
}

/** Share of the samples' energy at `frequency`: near 1 for a pure tone of it, near 0 without it. */
export function toneShare(samples: ArrayLike<number>, frequency: number, rate = RATE) {
  let energy = 0;
  for (let i = 0; i < samples.length; i++) energy += samples[i] * samples[i];
  return energy ? tonePower(samples, frequency, rate) / ((energy * samples.length) / 2) : 0;
}

/** The port of the first m=audio line of an SDP. */
export const mediaPort = (sdp: unknown) => Number(/m=audio (\d+)/.exec(String(sdp))?.[1]);

/** An Ogg Opus stereo file decoded back to 8 kHz samples (opusdec), one array per channel. */
export function decodeStereoOpus(file: string) {
  const raw = path.join(path.dirname(file), `${path.basename(file)}.raw`);
  execFileSync('opusdec', ['--quiet', '--rate', String(RATE), '--no-dither', file, raw]);
  const bytes = readFileSync(raw);
  rmSync(raw);
  const samples = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2);
  const channel = (c: number) =>
    Float64Array.from({ length: samples.length / 2 }, (_, i) => samples[2 * i + c]);
  return { left: channel(0), right: channel(1) };
}
