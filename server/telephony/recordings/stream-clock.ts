// Places one RTP stream's packets on the recording's timeline. The first packet lands where it arrived;
// the following ones by their RTP timestamp, which is exact where arrival times jitter. A new SSRC (the
// far end restarted its stream, e.g. after a re-INVITE) or a timestamp that strays more than half a second
// from the arrival time (a jump, or a clock that does not run at 8 kHz) re-anchors on arrival, so one bad
// stream can never push its channel out of step with the other.

const DRIFT_LIMIT = 4000;
const RECENT_SEQUENCES = 128;

export class StreamClock {
  private anchor: { position: number; timestamp: number; ssrc: number } | null = null;
  private recent: number[] = [];

  /** Timeline position of this packet, or null for a duplicate the network delivered twice. */
  position(arrival: number, rtp: { timestamp: number; ssrc: number; sequence: number }): number | null {
    if (this.anchor?.ssrc === rtp.ssrc && this.recent.includes(rtp.sequence)) return null;
    this.recent.push(rtp.sequence);
    if (this.recent.length > RECENT_SEQUENCES) this.recent.shift();
    if (this.anchor && this.anchor.ssrc === rtp.ssrc) {
      // Signed 32-bit difference, so the timestamp may wrap around.
      const position = this.anchor.position + ((rtp.timestamp - this.anchor.timestamp) | 0);
      if (Math.abs(position - arrival) <= DRIFT_LIMIT) return position;
    }
    this.anchor = { position: arrival, timestamp: rtp.timestamp, ssrc: rtp.ssrc };
    this.recent = [rtp.sequence];
    return arrival;
  }
}
