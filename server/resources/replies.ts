// Reply schemas of the generated resource routes, built from the declaration: a row documents each field the
// declaration sends back (write-only passwords never are) and stays open for the fields hooks add
// (server/http/replies.ts says why). The fixed replies of the resource routes are in replies.json.
import { objectReply, pageReply } from '../http/replies';
import type { CompiledResource } from './compile';

export function rowReply(r: CompiledResource) {
  const fields = r.declaration.fields.filter((f) => f.type !== 'password');
  const notes = Object.fromEntries(fields.map((f) => [f.name, f.label.en]));
  return objectReply(`A row of ${r.api}.`, { id: 'The row id.', ...notes });
}

/** GET /api/{api}/list: a page of rows and its counts. */
export const rowsPageReply = (r: CompiledResource) =>
  pageReply(`A page of ${r.api} rows: totalCount, page, limit, pageCount.`);
