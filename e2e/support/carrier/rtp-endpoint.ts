// The SIPp customer's audio: a UDP socket on loopback that sends a G.711 tone (20 ms packets) to the far
// side once it is known and keeps what comes back, decoded, so the caller can count packets and check
// which tone it heard. Sending from the port the SDP names keeps symmetric-RTP peers (rtpengine) happy.
import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { decodeG711, linearToUlaw } from './g711';

const SAMPLES_PER_PACKET = 160; // 20 ms at 8 kHz

export interface RtpEndpoint {
  port: number;
  /** Start sending `toneHz` (null: silence) as PCMU to `host:port`. */
  sendTo(host: string, port: number, toneHz: number | null): void;
  packetsReceived(): number;
  /** Keys that arrived as RFC 4733 telephone-events ('0'-'9', '*', '#', 'A'-'D'), one per key. */
  keys(): string[];
  packetsSent(): number;
  /** What arrived, decoded to 8 kHz samples in -1..1. */
  heard(): Float32Array;
  close(): void;
}

function tonePayload(freqHz: number | null, firstSample: number): Buffer {
  const payload = Buffer.alloc(SAMPLES_PER_PACKET);
  for (let i = 0; i < SAMPLES_PER_PACKET; i++) {
    const t = (firstSample + i) / 8000;
    payload[i] = linearToUlaw(freqHz ? Math.round(16000 * Math.sin(2 * Math.PI * freqHz * t)) : 0);
  }
  return payload;
}

export async function openRtpEndpoint(): Promise<RtpEndpoint> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const chunks: Float32Array[] = [];
  let received = 0;
  let sent = 0;
  let timer: NodeJS.Timeout | null = null;
  // An event's end packet comes three times: one key per RTP timestamp.
  const keys = new Map<number, string>();
  const keyEvent = (packet: Buffer) => {
    if (packet[13] & 0x80 && packet[12] < 16)
      keys.set(packet.readUInt32BE(4), '0123456789*#ABCD'[packet[12]]);
  };
  socket.on('message', (packet) => {
    if (packet.length <= 12 || packet[0] >> 6 !== 2) return;
    const payloadType = packet[1] & 0x7f;
    if (payloadType >= 96 && packet.length >= 16) keyEvent(packet);
    if (payloadType !== 0 && payloadType !== 8) return; // telephone-event, comfort noise
    received++;
    const headerLength = 12 + 4 * (packet[0] & 0x0f);
    chunks.push(decodeG711(packet.subarray(headerLength), payloadType));
  });
  const ssrc = Math.floor(Math.random() * 0xffffffff);
  return {
    port: (socket.address() as AddressInfo).port,
    sendTo(host, port, toneHz) {
      if (timer) clearInterval(timer);
      timer = setInterval(() => {
        const header = Buffer.alloc(12);
        header[0] = 0x80;
        header[1] = sent === 0 ? 0x80 : 0; // marker on the first packet, payload type 0 (PCMU)
        header.writeUInt16BE(sent & 0xffff, 2);
        header.writeUInt32BE((sent * SAMPLES_PER_PACKET) >>> 0, 4);
        header.writeUInt32BE(ssrc, 8);
        socket.send(Buffer.concat([header, tonePayload(toneHz, sent * SAMPLES_PER_PACKET)]), port, host);
        sent++;
      }, 20);
    },
    packetsReceived: () => received,
    packetsSent: () => sent,
    keys: () => [...keys.values()],
    heard() {
      const all = new Float32Array(chunks.reduce((n, c) => n + c.length, 0));
      let at = 0;
      for (const c of chunks) {
        all.set(c, at);
        at += c.length;
      }
      return all;
    },
    close() {
      if (timer) clearInterval(timer);
      socket.close();
    },
  };
}
