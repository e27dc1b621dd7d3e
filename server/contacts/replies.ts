// Reply schemas of the contact routes (server/http/replies.ts says why they stay open).
import { listReply, noContentReply, objectReply, pageReply } from '../http/replies';

export const CONTACT_REPLY = objectReply('The contact card (spec 001 section 7, GET /contact/{id}).', {
  id: 'The contact id.',
  status: 'The status, or null.',
  campaign: 'The project, or null.',
  user: 'The operator, or null.',
  dynamic_data: 'Values by card label id.',
  additional_phones: 'The extra phones (masked when the caller may not see them).',
});
export const CONTACT_USER_REPLY = { ...objectReply("The contact's operator, or null."), nullable: true };
export const CONTACT_SAVED_REPLY = objectReply('The card is saved.', { crm_id: 'The CRM id, or null.' });
export const CARDS_PAGE_REPLY = pageReply('One page of the card list (spec 001 section 7).', {
  current: 'The page number.',
  currentItemCount: 'Rows on this page.',
  numItemsPerPage: 'The page size.',
  pageCount: 'How many pages.',
  pageRange: 'The pager buttons.',
  totalCount: 'How many contacts match.',
});
export const CONTACT_LIST_REPLY = pageReply('One page of the contact list.');
export const CHANGED_REPLY = objectReply('How many contacts changed.', { count: 'The number of contacts.' });
export const TAGS_REPLY = objectReply('Tags.', { items: 'The tags.' });
export const OPERATORS_REPLY = listReply('The operators, by name.', {
  id: 'The user id.',
  full_name: 'The name.',
  extension_username: 'The extension, or null.',
});
export const PROJECTS_REPLY = objectReply("The user's projects (spec 001 section 7).", {
  items: 'The projects: project_id, queue_name.',
});
export const PHONE_REPLY = objectReply('The added phone.');
export const PHONE_DELETED_REPLY = noContentReply('The phone is deleted.');
export const UNIQUE_REPLY = objectReply('Whether the value is free.', {
  valid: 'False when another contact has it.',
  checked: 'False when the value was not checked (not a full number or e-mail).',
});
