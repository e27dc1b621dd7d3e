// Reply schema of PUT /api/userreport/state-amount (server/http/replies.ts says why it stays open).
import { objectReply } from '../http/replies';

export const STATE_AMOUNT_REPLY = objectReply('The flag as sent to the operators.', {
  amount_required: 'True disables calling.',
  clients: 'How many report sockets got it.',
});
