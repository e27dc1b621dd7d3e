// Reply schemas of the telephony side's routes under /node (server/http/replies.ts says why they stay open).
import { objectReply } from '../http/replies';

export const DEVICE_STATE_REPLY = objectReply("The operator's new state.", {
  ok: 'Always true.',
  status: 'The state now held.',
});
export const MOH_REPLY = objectReply('The music on hold chosen for the channel.', {
  ok: 'Always true.',
  system_id: 'The channel.',
  moh_class: 'The class.',
});
export const CALL_INFO_REPLY = objectReply('The contacts with this phone that the caller sees.', {
  items: 'The contacts, masked where the caller may not see phones.',
});
export const CALL_CONTACT_REPLY = objectReply('The call, as recorded before it is placed.');
