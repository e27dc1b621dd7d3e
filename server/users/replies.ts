// Reply schemas of /api/user/get and the clock offset (server/http/replies.ts says why they stay open).
import { objectReply } from '../http/replies';

export const PROFILE_REPLY = objectReply('The signed-in user (spec 001 section 7, GET /user/get).', {
  id: 'The user id.',
  role: 'The role.',
  permission_group: '{ permissions } as a comma-separated string.',
  offset_timestamp: 'The clock offset.',
  user_group: 'The user group, or null.',
});
export const OFFSET_REPLY = {
  type: 'object',
  description: 'The stored client time.',
  required: ['offset_timestamp'],
  properties: { offset_timestamp: { type: 'integer' } },
};
