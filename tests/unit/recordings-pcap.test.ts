// The recording converter's readers on hand-made bytes: pcap files, link layers, RTP headers and G.711.
import { describe, expect, it } from 'vitest';
import { customerPortsByRtcpMux } from '../../server/telephony/recordings/customer-guess';
import { decodeG711, PCMA, PCMU } from '../../server/telephony/recordings/g711';
import { PcapFormatError, readPcapUdp } from '../../server/telephony/recordings/pcap-reader';
import { parseRtp } from '../../server/telephony/recordings/rtp';
import { chunked, collect, ethernet, ipv4Udp, pcapFile, rtpPacket } from './recordings-packets';

const datagram = (dstPort: number, text: string) =>
  ipv4Udp({ srcPort: 40000, dstPort, payload: Buffer.from(text) });

describe('G.711 decoding', () => {
  it('decodes mu-law by the standard table', () => {
    expect([...decodeG711(Buffer.from([0xff, 0x7f, 0x00, 0x80, 0xf0, 0xef]), PCMU)]).toEqual([
      0, 0, -32124, 32124, 120, 132,
    ]);
  });

  it('decodes A-law by the standard table', () => {
    expect([...decodeG711(Buffer.from([0xd5, 0x55, 0xaa, 0x2a, 0xc5]), PCMA)]).toEqual([
      8, -8, 32256, -32256, 264,
    ]);
  });
});

describe('pcap reader', () => {
  it('reads raw-IP records (rtpengine) with their times, ports and UDP payloads across chunk borders', async () => {
    const file = pcapFile([
      { time: 1700000000.25, frame: datagram(31000, 'first') },
      {
        time: 1700000000.5,
        frame: ipv4Udp({ srcPort: 1, dstPort: 2, payload: Buffer.from('tcp'), protocol: 6 }),
      },
      { time: 1700000001.75, frame: datagram(31010, 'second') },
    ]);
    const packets = await collect(readPcapUdp(chunked(file)));
    expect(packets.map((p) => [p.time, p.src, p.dst, p.srcPort, p.dstPort, p.payload.toString()])).toEqual([
      [1700000000.25, '127.0.0.1', '127.0.0.2', 40000, 31000, 'first'],
      [1700000001.75, '127.0.0.1', '127.0.0.2', 40000, 31010, 'second'],
    ]);
  });

  it('reads Ethernet frames and big-endian files', async () => {
    const file = pcapFile([{ time: 5, frame: ethernet(datagram(4000, 'eth')) }], {
      linkType: 1,
      bigEndian: true,
    });
    const [packet] = await collect(readPcapUdp(chunked(file, 1000)));
    expect([packet.dstPort, packet.payload.toString()]).toEqual([4000, 'eth']);
  });

  it('ends at a record cut short, as when rtpengine dies mid-write', async () => {
    const file = pcapFile([
      { time: 1, frame: datagram(1, 'whole') },
      { time: 2, frame: datagram(2, 'cut') },
    ]);
    const packets = await collect(readPcapUdp(chunked(file.subarray(0, file.length - 3))));
    expect(packets.map((p) => p.payload.toString())).toEqual(['whole']);
  });

  it('refuses a file that is not a pcap, or a record of impossible length', async () => {
    await expect(
      collect(readPcapUdp(chunked(Buffer.from('garbage that is long enough to hold a header')))),
    ).rejects.toThrow(PcapFormatError);
    const file = pcapFile([{ time: 1, frame: datagram(1, 'x') }]);
    file.writeUInt32LE(0x7fffffff, 24 + 8);
    await expect(collect(readPcapUdp(chunked(file)))).rejects.toThrow(/record of/);
    await expect(collect(readPcapUdp(chunked(Buffer.alloc(10))))).rejects.toThrow(PcapFormatError);
  });
});

describe('RTP header', () => {
  it('reads the fields and finds the payload past CSRCs, an extension and padding', () => {
    const base = rtpPacket({ pt: 8, seq: 65535, ts: 0xfffffff0, ssrc: 7, payload: Buffer.alloc(0) });
    base[0] = 0x80 | 0x20 | 0x10 | 1; // padding, extension, one CSRC
    const csrc = Buffer.alloc(4, 9);
    const extension = Buffer.from([0xbe, 0xde, 0x00, 0x01, 1, 2, 3, 4]);
    const padded = Buffer.concat([base, csrc, extension, Buffer.from('audio'), Buffer.from([0, 0, 3])]);
    const rtp = parseRtp(padded)!;
    expect([rtp.payloadType, rtp.sequence, rtp.timestamp, rtp.ssrc, rtp.payload.toString()]).toEqual([
      8,
      65535,
      0xfffffff0,
      7,
      'audio',
    ]);
  });

  it('reads RTCP and non-RTP datagrams as null', () => {
    const rtcp = Buffer.alloc(28);
    rtcp[0] = 0x81;
    rtcp[1] = 200;
    expect(parseRtp(rtcp)).toBeNull();
    expect(parseRtp(Buffer.from('STUN-or-anything-else'))).toBeNull();
  });
});

describe('customer port without a hint', () => {
  const rtcp = Buffer.from([0x81, 201, 0, 7, ...Array(28).fill(0)]);
  const rtp = rtpPacket({ seq: 1, ts: 1, ssrc: 1, payload: Buffer.alloc(160) });
  const at = (dstPort: number, payload: Buffer) => ({
    time: 1,
    src: '127.0.0.1',
    dst: '127.0.0.1',
    srcPort: 5000,
    dstPort,
    payload,
  });
  async function* packets(list: ReturnType<typeof at>[]) {
    yield* list;
  }

  it('names the ports without muxed RTCP once a browser port shows RTCP beside its RTP', async () => {
    const browser = 31000;
    const carrier = 31010;
    const list = [at(browser, rtp), at(carrier, rtp), at(carrier + 1, rtcp), at(browser, rtcp)];
    expect(await customerPortsByRtcpMux(packets(list))).toEqual([carrier]);
  });

  it('gives no answer when no port carries muxed RTCP', async () => {
    const list = [at(31000, rtp), at(31010, rtp), at(31011, rtcp)];
    expect(await customerPortsByRtcpMux(packets(list))).toEqual([]);
  });
});
