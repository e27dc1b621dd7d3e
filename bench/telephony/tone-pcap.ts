// A pcap of a G.711 mu-law tone as RTP over UDP/IPv4 (20 ms packets, 8 kHz), for SIPp's
// play_pcap_audio: the desk-phone operators of the load figure talk with it for the whole call.
import { writeFileSync } from 'node:fs';
import { linearToUlaw } from '../../e2e/support/carrier/g711';

const FRAME = 160;

function frame(payload: Buffer): Buffer {
  // Ethernet (SIPp reads Ethernet or Linux cooked captures), then IPv4 and UDP.
  const ethernet = Buffer.alloc(14);
  ethernet.writeUInt16BE(0x0800, 12);
  const header = Buffer.alloc(28);
  header.writeUInt8(0x45, 0);
  header.writeUInt16BE(28 + payload.length, 2);
  header.writeUInt8(64, 8);
  header.writeUInt8(17, 9);
  Buffer.from([127, 0, 0, 1]).copy(header, 12);
  Buffer.from([127, 0, 0, 1]).copy(header, 16);
  header.writeUInt16BE(40000, 20);
  header.writeUInt16BE(40002, 22);
  header.writeUInt16BE(8 + payload.length, 24);
  return Buffer.concat([ethernet, header, payload]);
}

/** Writes `seconds` of a `frequency` Hz tone to `file` (pcap link type 1, Ethernet). */
export function writeTonePcap(file: string, seconds: number, frequency = 440) {
  const chunks = [Buffer.from('d4c3b2a1020004000000000000000000ffff000001000000', 'hex')];
  for (let n = 0; n < (seconds * 8000) / FRAME; n++) {
    const rtp = Buffer.alloc(12 + FRAME);
    rtp[0] = 0x80;
    rtp.writeUInt16BE(n & 0xffff, 2);
    rtp.writeUInt32BE((n * FRAME) >>> 0, 4);
    rtp.writeUInt32BE(0x5eed, 8);
    for (let i = 0; i < FRAME; i++)
      rtp[12 + i] = linearToUlaw(
        Math.round(8000 * Math.sin((2 * Math.PI * frequency * (n * FRAME + i)) / 8000)),
      );
    const packet = frame(rtp);
    const record = Buffer.alloc(16);
    const usec = n * 20_000;
    record.writeUInt32LE(Math.floor(usec / 1e6), 0);
    record.writeUInt32LE(usec % 1e6, 4);
    record.writeUInt32LE(packet.length, 8);
    record.writeUInt32LE(packet.length, 12);
    chunks.push(record, packet);
  }
  writeFileSync(file, Buffer.concat(chunks));
}
