// Reads the UDP datagrams out of a pcap file as it streams from disk, so converting an hour-long recording
// holds a few packets in memory, not the file. rtpengine's pcap recordings use link type 101 (raw IP, one
// record per packet it received, already decrypted); Ethernet, Linux cooked and IPv4 link types are read
// too so a capture from tcpdump converts the same way.
import { udpOfFrame, type UdpDatagram } from './ip-packet';

export interface PcapPacket extends UdpDatagram {
  /** Capture time in seconds since the epoch (microsecond or nanosecond precision). */
  time: number;
}

export class PcapFormatError extends Error {}

const GLOBAL_HEADER = 24;
const RECORD_HEADER = 16;
/** Larger records are corruption: no link carries a 256 KiB frame. */
const MAX_RECORD = 262_144;

interface Format {
  littleEndian: boolean;
  /** Divisor of the fraction field: 1e6 (microseconds) or 1e9 (nanoseconds). */
  fraction: number;
  linkType: number;
}

function formatOf(header: Buffer): Format {
  const magic = header.readUInt32LE(0);
  const known: Record<number, Omit<Format, 'linkType'>> = {
    0xa1b2c3d4: { littleEndian: true, fraction: 1e6 },
    0xd4c3b2a1: { littleEndian: false, fraction: 1e6 },
    0xa1b23c4d: { littleEndian: true, fraction: 1e9 },
    0x4d3cb2a1: { littleEndian: false, fraction: 1e9 },
  };
  const base = known[magic];
  if (!base) throw new PcapFormatError(`not a pcap file (magic ${magic.toString(16)})`);
  const linkType = base.littleEndian ? header.readUInt32LE(20) : header.readUInt32BE(20);
  return { ...base, linkType };
}

/**
 * Yields every UDP datagram of the capture in file order. A record cut short at the end (rtpengine killed
 * mid-write) ends the stream; a bad header or an impossible record length throws PcapFormatError.
 */
export async function* readPcapUdp(chunks: AsyncIterable<Buffer>): AsyncGenerator<PcapPacket> {
  let format: Format | null = null;
  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of chunks) {
    carry = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    let at = 0;
    if (!format) {
      if (carry.length < GLOBAL_HEADER) continue;
      format = formatOf(carry);
      at = GLOBAL_HEADER;
    }
    const u32 = (o: number) => (format!.littleEndian ? carry.readUInt32LE(o) : carry.readUInt32BE(o));
    while (carry.length - at >= RECORD_HEADER) {
      const length = u32(at + 8);
      if (length > MAX_RECORD) throw new PcapFormatError(`record of ${length} bytes at offset ${at}`);
      if (carry.length - at < RECORD_HEADER + length) break;
      const time = u32(at) + u32(at + 4) / format.fraction;
      const frame = carry.subarray(at + RECORD_HEADER, at + RECORD_HEADER + length);
      at += RECORD_HEADER + length;
      const udp = udpOfFrame(frame, format.linkType);
      if (udp) yield { time, ...udp };
    }
    carry = carry.subarray(at);
  }
  if (!format) throw new PcapFormatError('file ends before the pcap header');
}
