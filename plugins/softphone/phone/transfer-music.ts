// POST /node/channel/moh (spec 001 section 7): before a transfer to a stored phone with its own music, the
// softphone names that music for the held customer, so the call-control plays it instead of the system's.
import { telephonyRequest } from '@/src/plugin-api';
import type { RTCSession } from './sip-client';

/**
 * The SIP Call-ID of a session: JsSIP's `id` is the Call-ID followed by the From tag (the caller's tag for
 * an incoming call, our own for an outgoing one), and the call-control knows the dialog by its Call-ID.
 */
export function sipCallId(session: RTCSession): string {
  const from = session.direction === 'outgoing' ? session.local_identity : session.remote_identity;
  const tag = from?.getParam('tag') ?? '';
  return tag && session.id.endsWith(tag) ? session.id.slice(0, -tag.length) : session.id;
}

/** Asks for `mohClass` on the call of `session`; a failure is only logged (the transfer goes on). */
export async function chooseTransferMusic(session: RTCSession, mohClass: string): Promise<void> {
  try {
    const reply = await telephonyRequest('post', '/channel/moh', {
      system_id: sipCallId(session),
      moh_class: mohClass,
    });
    if (reply.status >= 300) console.warn('softphone: transfer music refused', reply.status, reply.data);
  } catch (error) {
    console.warn('softphone: transfer music not sent', error);
  }
}
