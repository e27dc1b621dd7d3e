// Handing a customer over to a transfer target (docs/telephony.md, "Transfers and music on hold"). The
// customer's interaction X and the consult interaction Y each have an rtpengine call whose operator-facing
// side served the transferring operator. Both sides are re-offered as plain RTP pointing at each other on
// loopback, so rtpengine relays X's customer into Y's operator side and back (it keeps a side's local port on
// a re-offer): no SIP toward the customer or the target at all, and X's recording goes on. From then on X
// and Y end together, X with 20 (a queue took the customer) or 21 (a number did).
import { CALL_STATUS, type CallStatusCode } from '../../from-client';
import type { HangUpInitiator } from '../../calls/table';
import type { NgClient, NgParams } from '../media/ng-client';
import type { CallEvents } from './events';
import type { LiveInteraction, MediaSide } from './interactions';
import { COMMON, TO_CARRIER } from './ng-profiles';

/**
 * An SDP that sends this side's audio to rtpengine's own `port` on loopback (9: nowhere yet). `opus`: the
 * payload type a browser on either end answered Opus with; the link then carries Opus under that number too.
 */
export const loopbackSdp = (port: number, opus?: string) =>
  [
    'v=0',
    'o=- 1 2 IN IP4 127.0.0.1',
    's=-',
    'c=IN IP4 127.0.0.1',
    't=0 0',
    `m=audio ${port} RTP/AVP 0${opus ? ` ${opus}` : ''}`,
    'a=rtpmap:0 PCMU/8000',
    ...(opus ? [`a=rtpmap:${opus} opus/48000/2`] : []),
    'a=sendrecv',
    '',
  ].join('\r\n');

/**
 * A browser at either end answered its own Opus payload type, which a re-offer must keep: rtpengine would
 * offer a transcoded Opus under a new number the browser's old answer does not have, and send it nothing.
 * So the link offers that browser's Opus as it is, next to PCMU (a plain party's rtpengine transcodes it).
 */
const opusOf = (sdp: string) => /a=rtpmap:(\d+) opus\/48000/i.exec(sdp)?.[1];

/** Toward a plain party, from a link that carries Opus too: Opus is taken (and transcoded), never offered. */
const fromOpusLink = (profile: NgParams) =>
  profile === TO_CARRIER ? { codec: { consume: ['opus'], transcode: ['telephone-event'] } } : {};

/**
 * Asymmetric and strict: rtpengine sends to the other call's port whatever arrives from elsewhere (the
 * operator's phone may still be sending for a moment), and takes audio from that port only. A later offer
 * of a chained side keeps them (a queue consult handed over while waiting, queued-leg.ts).
 */
export const CHAINED = ['asymmetric', 'strict source'];

/**
 * Points the operator side of call `id` at `port`; resolves with that side's local port (the same again for a
 * plain side; new ones for a side that was a browser's). `latch`: send wherever the audio comes from instead
 * (the other call's port is not known yet).
 */
async function pointAt(
  ng: NgClient,
  id: string,
  side: MediaSide,
  port: number,
  opus?: string,
  latch = false,
) {
  const tags = { 'call-id': id, 'from-tag': side.tag };
  const profile = side.peerProfile;
  const own = (profile.flags as string[] | undefined) ?? [];
  const flags = latch ? own : [...own, ...CHAINED];
  const sdp = loopbackSdp(port, opus);
  await ng.send('offer', { ...profile, flags, ...(opus ? fromOpusLink(profile) : {}), ...tags, sdp });
  const reply = await ng.send('answer', { ...COMMON, ...tags, 'to-tag': side.peerTag, sdp: side.peerSdp });
  side.onPointed?.(sdp);
  return Number(/m=audio (\d+)/.exec(reply.sdp ?? '')?.[1] ?? 0);
}

/** Chains the two rtpengine calls: X's customer hears Y's party and the other way round. */
export async function joinMedia(ng: NgClient, x: LiveInteraction, y: LiveInteraction): Promise<void> {
  const xSide = x.operatorSide?.();
  const ySide = y.operatorSide?.();
  if (!xSide || !ySide) throw new Error('call-control: a call without an operator side to hand over');
  // Held: the music stops and the operator side is let through again (a queued call blocks it on hold).
  await ng.send('stopMedia', { 'call-id': x.id, 'from-tag': x.customerTag }).catch(() => undefined);
  await ng.send('unblockMedia', { 'call-id': x.id, 'from-tag': xSide.tag }).catch(() => undefined);
  // No longer held: a late music choice (the softphone's POST after the REFER) must not play over the target.
  x.held = false;
  const opus = opusOf(xSide.peerSdp) ?? opusOf(ySide.peerSdp);
  const xPort = await pointAt(ng, x.id, xSide, 9, opus);
  const yPort = await pointAt(ng, y.id, ySide, xPort, opus);
  if ((await pointAt(ng, x.id, xSide, yPort, opus)) === xPort) return;
  // rtpengine gave X's side new ports on the re-offer (a side that was a browser's gets them), so Y aims at a
  // port X no longer has: Y's side gets new ports once more, latching onto X's, which aim at them (the
  // operator's phone still sends to Y's old port, so Y cannot latch onto that).
  const latched = await pointAt(ng, y.id, ySide, 9, opus, true);
  await pointAt(ng, x.id, xSide, latched, opus);
}

/** Joins X's customer to Y's party; the caller has set both `handingOver` marks already. */
export async function handOver(
  ng: NgClient,
  events: CallEvents,
  x: LiveInteraction,
  y: LiveInteraction,
): Promise<void> {
  await joinMedia(ng, x, y);
  x.joinedWith = y;
  y.joinedWith = x;
  x.handedOverStatus = y.consult?.toQueue ? CALL_STATUS.transferredToQueue : CALL_STATUS.transferredToNumber;
  const { id, campaignId, operator, phone } = x;
  events.call({ type: 'call.transferred', interactionId: id, campaignId, operator, phone });
}

/** What an ending interaction's own flow calls: its final status, and its partner ends with it. */
export const handedOverStatus = (live: LiveInteraction, status: CallStatusCode | null) =>
  status ?? live.handedOverStatus ?? null;

/** A hang-up ends the partner with its own answered status; a failure (101-104) with the same one. */
export function endPartner(
  live: LiveInteraction,
  status: CallStatusCode | null,
  initiator: HangUpInitiator | null,
  cause: string,
) {
  const partner = live.joinedWith;
  if (!partner) return;
  live.joinedWith = null;
  partner.joinedWith = null;
  return partner.end(status, initiator, cause);
}
