// Reply schemas of the generated resource routes, built from the declaration: a row documents each field the
// declaration sends back (write-only passwords never are), and stays open for the fields hooks add
// (server/http/replies.ts says why).
import { fileReply, noContentReply, objectReply, pageReply } from '../http/replies';
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
