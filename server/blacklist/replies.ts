// Reply schema of the blacklist import (server/http/replies.ts says why it stays open).
import { objectReply } from '../http/replies';

export const IMPORT_REPLY = objectReply('How the rows counted (import.ts).', {
  added: 'New phones.',
  duplicate: 'Phones already listed.',
  invalid: 'Rows that hold no phone.',
  total: 'Rows read.',
});
