// Carrier early media (docs/telephony.md, "Manual outbound call"): a carrier's 183 (or 180) with SDP means
// the customer's network already sends audio (ringback, "the number is not available"). rtpengine is
// answered with that SDP and the operator's phone gets a 183 with rtpengine's SDP for it, so the operator
// hears the real thing instead of the softphone's own ringback. The 200 comes in the same dialog: sip.js
// keeps the first SDP as the answer (RFC 3261 13.2.1), so a 200 whose SDP differs is answered again here.
import { SessionState, type Invitation } from 'sip.js';

/** The part of sip.js's CarrierReply read here. */
interface CarrierReply {
  message: { getHeader(name: string): string | undefined; body: string };
}

/** The SDP a reply carries, or null. */
const sdpOf = (response: CarrierReply) => {
  const type = response.message.getHeader('Content-Type') ?? '';
  const body = response.message.body ?? '';
  return /application\/sdp/i.test(type) && /m=audio/.test(body) ? body : null;
};

export interface EarlyMedia {
  /** A provisional reply from the carrier: passed on to the operator's phone (183 with SDP, or 180).
   * Rejects only when rtpengine refused the carrier's SDP. */
  progress(response: CarrierReply): Promise<void>;
  /** The carrier's 200: answers rtpengine again when its SDP is not the one already answered. */
  answered(response: CarrierReply): Promise<void>;
}

/**
 * `answerCarrier` gives rtpengine the carrier's SDP (and keeps rtpengine's SDP for the phone);
 * `carrierSdp` is the SDP it answered last.
 */
export function earlyMedia(
  invitation: Invitation,
  answerCarrier: (sdp: string) => Promise<void>,
  carrierSdp: () => string,
): EarlyMedia {
  let early = false;
  return {
    progress: async (response) => {
      const sdp = sdpOf(response);
      if (early) return void (sdp && sdp !== carrierSdp() && (await answerCarrier(sdp)));
      if (invitation.state !== SessionState.Initial) return;
      // The phone may have hung up meanwhile: its own end is handled elsewhere.
      const tell = (statusCode: 180 | 183) => invitation.progress({ statusCode }).catch(() => undefined);
      if (!sdp) return tell(180);
      early = true;
      await answerCarrier(sdp);
      // sip.js asks the leg's media for its answer now: rtpengine's SDP toward the phone (outbound.ts).
      await tell(183);
    },
    answered: async (response) => {
      const sdp = sdpOf(response);
      if (sdp && sdp !== carrierSdp()) await answerCarrier(sdp);
    },
  };
}
