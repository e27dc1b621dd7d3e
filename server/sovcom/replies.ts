// Reply schemas of the Sovcom routes (server/http/replies.ts says why they stay open).
import { listReply, objectReply } from '../http/replies';

export const SOVCOM_SETTINGS_REPLY = objectReply(
  'The Sovcom check settings; the API token is never sent back.',
);
export const REGIONS_REPLY = listReply('The regions an application may name.', {
  id: 'The id.',
  name: 'The name.',
});
