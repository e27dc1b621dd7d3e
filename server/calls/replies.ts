// Reply schemas of the call routes (server/http/replies.ts says why they stay open).
import { objectReply } from '../http/replies';

export const CALL_LIST_REPLY = objectReply('A page of calls, newest first (spec 001 section 9: limit 500).', {
  items: 'The calls.',
  totalCount: 'How many calls match.',
});

export const ROBOT_DATA_REPLY = objectReply('What the robot wrote on the contact.', {
  robot_status: 'The robot status, or null.',
  dynamic_data: 'Values by card label id.',
});
