// Reply schemas of sign-in, sign-out and password recovery: small fixed replies, so typed exactly.
import { messageReply, noContentReply } from '../http/replies';

export const TOKEN_REPLY = {
  type: 'object',
  description: 'The bearer token for every other call.',
  required: ['token'],
  properties: { token: { type: 'string' } },
};
export const SIGNED_OUT_REPLY = noContentReply('Every session of the caller has ended.');
export const RESTORE_SENT_REPLY = messageReply('The same answer whether or not the account exists.');
export const RESTORE_DONE_REPLY = messageReply('The new password is set; every session of the user ended.');
