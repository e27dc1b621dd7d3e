// The queued customer's media in rtpengine: answered at once against a placeholder party (what rtpengine would
// send it goes to the discard port) so the queue can play music to the customer before any operator is
// bridged; and hold (call-control/hold.ts reads it from the operator's re-offer): the operator's audio
// blocked and the music played to the customer, or both undone.
import type { Invitation } from 'sip.js';
import type { Db } from '../../db/client';
import type { NgClient } from '../media/ng-client';
import type { LiveInteraction } from '../call-control/interactions';
import { heldMusic } from './music';
import { COMMON, TO_CARRIER } from '../call-control/ng-profiles';
import { attachMedia } from '../call-control/session-media';

export const PLACEHOLDER = 'hold';

/** The placeholder accepts telephone-event (payload type `events`) so the customer's answer keeps it: the
 * operator's keys reach the customer as events (call-control/dtmf.ts). */
export const placeholderSdp = (events: string | undefined) =>
  [
    'v=0',
    'o=- 1 1 IN IP4 127.0.0.1',
    's=-',
    'c=IN IP4 127.0.0.1',
    't=0 0',
    `m=audio 9 RTP/AVP 0 8${events ? ` ${events}` : ''}`,
    'a=rtpmap:0 PCMU/8000',
    'a=rtpmap:8 PCMA/8000',
    ...(events ? [`a=rtpmap:${events} telephone-event/8000`] : []),
    'a=sendrecv',
    '',
  ].join('\r\n');

/** Gives the customer's INVITE our answer (sip.js asks the session's media for it on accept). */
export async function answerAgainstPlaceholder(
  ng: NgClient,
  invitation: Invitation,
  id: string,
  tag: string,
) {
  const sdp = invitation.request.body ?? '';
  const offer = (await ng.send('offer', { ...TO_CARRIER, 'call-id': id, 'from-tag': tag, sdp })).sdp ?? '';
  const events = /a=rtpmap:(\d+) telephone-event\/8000/.exec(offer)?.[1];
  const answer = {
    ...COMMON,
    'call-id': id,
    'from-tag': tag,
    'to-tag': PLACEHOLDER,
    sdp: placeholderSdp(events),
  };
  const customerAnswer = (await ng.send('answer', answer)).sdp ?? '';
  attachMedia(invitation, { local: async () => customerAnswer, remote: async () => undefined });
}

export interface HoldDeps {
  db: Db;
  ng: NgClient;
  /** Where the music-on-hold uploads are (DATA_DIR). */
  dataDir: string;
}

/**
 * Holds the customer (the operator's audio blocked, the call's chosen music else the system music played to
 * the customer) or takes them back; only when that changed, so a repeated offer neither restarts nor stops it.
 */
export async function holdCustomer(
  deps: HoldDeps,
  live: LiveInteraction,
  held: boolean,
  operatorTag: string,
) {
  if (Boolean(live.held) === held) return;
  live.held = held;
  const customer = { 'call-id': live.id, 'from-tag': live.customerTag };
  const operator = { 'call-id': live.id, 'from-tag': operatorTag };
  if (!held) {
    await deps.ng.send('stopMedia', customer).catch(() => undefined);
    return void (await deps.ng.send('unblockMedia', operator));
  }
  await deps.ng.send('blockMedia', operator);
  const file = await heldMusic(deps.db, deps.dataDir, live.music);
  if (file) await deps.ng.send('playMedia', { ...customer, file, 'repeat-times': 1000 });
}

export const seconds = (from: Date, to: Date) =>
  Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));
