// A pcap of a G.711 mu-law tone as RTP (20 ms packets, 8 kHz) in Ethernet frames, the link type SIPp's
// play_pcap_audio reads: the desk-phone operators of the load figure talk with it for the whole call.
import { writeFileSync } from 'node:fs';
import { linearToUlaw } from '../../e2e/support/carrier/g711';
import { ethernet, ipv4Udp, pcapFile, rtpPacket } from '../../tests/unit/recordings-packets';

const FRAME = 160;
const LINKTYPE_ETHERNET = 1;

/** Writes `seconds` of a `frequency` Hz tone to `file`. */
export function writeTonePcap(file: string, seconds: number, frequency = 440) {
  const records = [];
  for (let n = 0; n < (seconds * 8000) / FRAME; n++) {
    const payload = Buffer.alloc(FRAME);
    for (let i = 0; i < FRAME; i++)
      payload[i] = linearToUlaw(
        Math.round(8000 * Math.sin((2 * Math.PI * frequency * (n * FRAME + i)) / 8000)),
      );
    const rtp = rtpPacket({ seq: n, ts: n * FRAME, ssrc: 0x5eed, payload });
    records.push({
      time: n * 0.02,
      frame: ethernet(ipv4Udp({ srcPort: 40000, dstPort: 40002, payload: rtp })),
    });
  }
  writeFileSync(file, pcapFile(records, { linkType: LINKTYPE_ETHERNET }));
}
