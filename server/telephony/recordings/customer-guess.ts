// Which of rtpengine's ports faces the customer, when the call-control service did not say (no
// `customer-port` in the recording's metadata and no SDPs to tell profiles apart). WebRTC requires
// rtcp-mux, so a browser's RTCP arrives on the same port as its RTP; carrier legs are demuxed (ng
// `rtcp-mux: demux`), so their RTCP arrives on the next port, which carries no RTP. Ports with RTP but no
// muxed RTCP are then the customer's. Chrome sends its first RTCP after a few seconds, so a very short call
// may give no answer (an empty list), and the converter falls back to the first port heard.
import type { PcapPacket } from './pcap-reader';
import { isRtcp } from './rtp';

export async function customerPortsByRtcpMux(packets: AsyncIterable<PcapPacket>): Promise<number[]> {
  const rtp = new Set<number>();
  const rtcp = new Set<number>();
  for await (const { payload, dstPort } of packets) {
    if (payload.length < 8 || payload[0] >> 6 !== 2) continue;
    (isRtcp(payload[1]) ? rtcp : rtp).add(dstPort);
  }
  const muxed = [...rtp].filter((port) => rtcp.has(port));
  return muxed.length ? [...rtp].filter((port) => !rtcp.has(port)) : [];
}
