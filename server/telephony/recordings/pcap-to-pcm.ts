// Turns the UDP packets of an rtpengine recording into stereo 8 kHz PCM: left = what the customer sent,
// right = what every other party of the interaction sent (the operator, then any transfer target), which is
// what the customer heard from people. rtpengine records each packet as it arrived, so the destination port
// (rtpengine's own port facing a party) names the party; the caller says which port faces the customer.
import { decodeG711, isG711 } from './g711';
import type { PcapPacket } from './pcap-reader';
import { parseRtp } from './rtp';
import { LEFT, RIGHT, StereoTimeline, type Channel } from './stereo-timeline';
import { StreamClock } from './stream-clock';

export const SAMPLE_RATE = 8000;
/** Late packets up to this far behind the newest one still land in place. */
const REORDER_WINDOW = 2 * SAMPLE_RATE;

export interface PcmStats {
  /** RTP packets decoded into the recording. */
  decoded: number;
  /** RTP packets of other codecs (telephone-event, comfort noise, Opus...), by payload type. */
  skipped: Record<number, number>;
  /** Destination ports that carried audio, by channel. */
  ports: { left: number[]; right: number[] };
}

/**
 * Yields interleaved stereo PCM (16-bit little-endian) in order. `customerPorts` are rtpengine's ports
 * facing the customer; when none is known, the first port heard is taken as the customer (logged by the
 * caller from `stats.ports`).
 */
export async function* pcapToStereoPcm(
  packets: AsyncIterable<PcapPacket>,
  customerPorts: ReadonlySet<number>,
  stats: PcmStats,
): AsyncGenerator<Buffer> {
  const timeline = new StereoTimeline();
  const clocks = new Map<number, StreamClock>();
  const channels = new Map<number, Channel>();
  let start: number | null = null;
  const channelOf = (port: number): Channel => {
    let channel = channels.get(port);
    if (channel === undefined) {
      const customer = customerPorts.size ? customerPorts.has(port) : channels.size === 0;
      channel = customer ? LEFT : RIGHT;
      channels.set(port, channel);
      stats.ports[customer ? 'left' : 'right'].push(port);
    }
    return channel;
  };
  for await (const packet of packets) {
    const rtp = parseRtp(packet.payload);
    if (!rtp) continue;
    if (!isG711(rtp.payloadType)) {
      stats.skipped[rtp.payloadType] = (stats.skipped[rtp.payloadType] ?? 0) + 1;
      continue;
    }
    start ??= packet.time;
    const arrival = Math.round((packet.time - start) * SAMPLE_RATE);
    let clock = clocks.get(packet.dstPort);
    if (!clock) clocks.set(packet.dstPort, (clock = new StreamClock()));
    const position = clock.position(arrival, rtp);
    if (position === null) continue;
    timeline.write(channelOf(packet.dstPort), position, decodeG711(rtp.payload, rtp.payloadType));
    stats.decoded++;
    if (arrival - timeline.taken > 2 * REORDER_WINDOW) yield timeline.take(arrival - REORDER_WINDOW);
  }
  const rest = timeline.rest();
  if (rest.length) yield rest;
}

export const emptyStats = (): PcmStats => ({ decoded: 0, skipped: {}, ports: { left: [], right: [] } });
