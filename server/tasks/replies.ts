// Reply schemas of the task and notification routes (server/http/replies.ts says why they stay open).
import { noContentReply, objectReply, pageReply } from '../http/replies';

export const TASK_REPLY = objectReply('The task (spec 001 section 7: 201 with user).', {
  id: 'The task id.',
  text: 'The task text.',
  notification_at: 'When it is due.',
  user: 'The operator it is for.',
  contact: 'The contact, or null.',
});
export const TASK_DELETED_REPLY = noContentReply('The task is deleted.');
export const TASK_LIST_REPLY = objectReply('The tasks.', { items: 'The tasks.' });
export const BELL_REPLY = pageReply("A page of the bell's tasks.", {
  current: 'The page number.',
  numItemsPerPage: 'The page size.',
  totalCount: 'How many tasks match.',
});
