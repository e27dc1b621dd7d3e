// Reply schemas of the generated resource routes, built from the declaration: a row documents each field the
// declaration sends back (write-only passwords never are), and stays open for the fields hooks add
// (server/http/replies.ts says why).
import { fileReply, listReply, noContentReply, objectReply, pageReply } from '../http/replies';
import type { CompiledResource } from './compile';

export function rowReply(r: CompiledResource) {
  const fields = r.declaration.fields.filter((f) => f.type !== 'password');
  const notes = Object.fromEntries(fields.map((f) => [f.name, f.label.en]));
  return objectReply(`A row of ${r.api}.`, { id: 'The row id.', ...notes });
}

/** GET /api/{api}/list: a page of rows. */
export const rowsPageReply = (r: CompiledResource) =>
  pageReply(`A page of ${r.api} rows.`, {
    totalCount: 'How many rows match.',
    page: 'The page number.',
    limit: 'The page size.',
    pageCount: 'How many pages.',
  });

export const ROW_DELETED_REPLY = noContentReply('The row is deleted.');
export const ROW_FILE_REPLY = fileReply("The row's file.");

/** GET /api/robot/campaign/list_monitoring. */
export const MONITORED_PROJECTS_REPLY = objectReply('The projects a supervisor can watch live.', {
  items: 'title and queue_name of each project.',
});
/** GET /api/robot/campaign/scripts-operator/{campaignId}: none or one script. */
export const PROJECT_SCRIPTS_REPLY = listReply("The project's operator script (none or one).", {
  id: 'The script id.',
  title: 'The title.',
  script: 'The sanitised HTML.',
  color: 'The colour.',
});
export const TRANSFER_PHONES_REPLY = objectReply('The phones a call may be transferred to.', {
  items: 'The phones.',
});
export const CARD_LABELS_REPLY = objectReply("A card template's labels (spec 001 section 7).", {
  id: 'The template id.',
  title: 'The title.',
  labels: 'The labels, with their options.',
});
