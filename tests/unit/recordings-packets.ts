// Hand-made bytes for the recording converter's tests: RTP packets, IPv4/UDP datagrams and pcap files
// (raw-IP link type as rtpengine writes them, or Ethernet), so each field's meaning is fixed by the test.

export function rtpPacket(o: { pt?: number; seq: number; ts: number; ssrc: number; payload: Buffer }) {
  const header = Buffer.alloc(12);
  header[0] = 0x80;
  header[1] = o.pt ?? 0;
  header.writeUInt16BE(o.seq & 0xffff, 2);
  header.writeUInt32BE(o.ts >>> 0, 4);
  header.writeUInt32BE(o.ssrc >>> 0, 8);
  return Buffer.concat([header, o.payload]);
}

export function ipv4Udp(o: { srcPort: number; dstPort: number; payload: Buffer; protocol?: number }) {
  const ip = Buffer.alloc(20);
  ip[0] = 0x45;
  ip.writeUInt16BE(28 + o.payload.length, 2);
  ip[8] = 64;
  ip[9] = o.protocol ?? 17;
  Buffer.from([127, 0, 0, 1]).copy(ip, 12);
  Buffer.from([127, 0, 0, 2]).copy(ip, 16);
  const udp = Buffer.alloc(8);
  udp.writeUInt16BE(o.srcPort, 0);
  udp.writeUInt16BE(o.dstPort, 2);
  udp.writeUInt16BE(8 + o.payload.length, 4);
  return Buffer.concat([ip, udp, o.payload]);
}

export const ethernet = (ip: Buffer) =>
  Buffer.concat([Buffer.alloc(12, 0xaa), Buffer.from([0x08, 0x00]), ip]);

export interface Record {
  time: number;
  frame: Buffer;
}

/** A pcap file; `bigEndian` writes the header as a big-endian machine would. */
export function pcapFile(records: Record[], o: { linkType?: number; bigEndian?: boolean } = {}) {
  const header = Buffer.alloc(24);
  const u32 = (b: Buffer, v: number, at: number) =>
    o.bigEndian ? b.writeUInt32BE(v, at) : b.writeUInt32LE(v, at);
  u32(header, 0xa1b2c3d4, 0);
  header.writeUInt16LE(2, 4);
  header.writeUInt16LE(4, 6);
  u32(header, 65535, 16);
  u32(header, o.linkType ?? 101, 20);
  const parts: Buffer[] = [header];
  for (const r of records) {
    const h = Buffer.alloc(16);
    u32(h, Math.floor(r.time), 0);
    u32(h, Math.round((r.time % 1) * 1e6), 4);
    u32(h, r.frame.length, 8);
    u32(h, r.frame.length, 12);
    parts.push(h, r.frame);
  }
  return Buffer.concat(parts);
}

/** The file as a stream cut into small chunks, so records straddle chunk borders. */
export async function* chunked(file: Buffer, size = 7) {
  for (let i = 0; i < file.length; i += size) yield file.subarray(i, i + size);
}

export async function collect<T>(items: AsyncIterable<T>) {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
