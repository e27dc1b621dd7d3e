// Reply schemas of the system routes (server/http/replies.ts says why they stay open).
import { objectReply } from '../http/replies';

export const RUNTIME_CONFIG_REPLY = objectReply("The client's runtime settings.", {
  title: 'The app title.',
  company_name: 'The company name.',
  version: 'The app version.',
  default_locale: 'ru or en.',
  logo: 'Logo addresses.',
  features: 'Feature flags.',
});
export const PING_REPLY = objectReply('The server is up.', {
  pong: 'Always true.',
  time: 'Server time, epoch seconds.',
});
export const VERSION_REPLY = objectReply('The version file (spec 001 section 7).', {
  version: 'The app version.',
  clear_storage: 'Whether clients clear their storage.',
});
