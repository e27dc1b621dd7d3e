// The queued customer's media in rtpengine: answered at once against a placeholder party (what rtpengine would
// send it goes to the discard port) so the queue can play music to the customer before any operator is
// bridged; and hold: the operator's audio blocked and the music played to the customer, or both undone.
import type { Invitation } from 'sip.js';
import type { NgClient } from '../media/ng-client';
import { COMMON, TO_CARRIER } from '../call-control/ng-profiles';
import { attachMedia } from '../call-control/session-media';

const PLACEHOLDER = 'hold';

/** The placeholder accepts telephone-event (payload type `events`) so the customer's answer keeps it: the
 * operator's keys reach the customer as events (call-control/dtmf.ts). */
const placeholderSdp = (events: string | undefined) =>
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

/** `music` null: take the customer back from hold. */
export async function holdCustomer(
  ng: NgClient,
  call: { id: string; customerTag: string; operatorTag: string },
  music: (() => Promise<string | null>) | null,
): Promise<void> {
  const customer = { 'call-id': call.id, 'from-tag': call.customerTag };
  const operator = { 'call-id': call.id, 'from-tag': call.operatorTag };
  if (!music) {
    await ng.send('stopMedia', customer).catch(() => undefined);
    return void (await ng.send('unblockMedia', operator));
  }
  await ng.send('blockMedia', operator);
  const file = await music();
  if (file) await ng.send('playMedia', { ...customer, file, 'repeat-times': 1000 });
}

export const seconds = (from: Date, to: Date) =>
  Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));
