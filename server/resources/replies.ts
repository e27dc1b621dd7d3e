// Reply schemas of the generated resource routes, built from the declaration: a row documents each field the
// declaration sends back (write-only passwords never are) and stays open for the fields hooks add
// (server/http/replies.ts says why). The fixed replies of the resource routes are in replies.json.
import { objectReply, pageReply } from '../http/replies';
import type { CompiledResource } from './compile';
import { REFERENCE_LABELS } from './reference-labels';

const LABELS_NOTE = 'Reference field -> { id: the label of the referenced row } (reference-labels.ts).';

/** A row; `labelled` (the show route, the list's items): with the labels of the rows its references point at. */
export function rowReply(r: CompiledResource, labelled = true) {
  const fields = r.declaration.fields.filter((f) => f.type !== 'password');
  const notes = Object.fromEntries(fields.map((f) => [f.name, f.label.en]));
  const labels: Record<string, string> =
    labelled && r.references.length ? { [REFERENCE_LABELS]: LABELS_NOTE } : {};
  return objectReply(`A row of ${r.api}.`, { id: 'The row id.', ...notes, ...labels });
}

/** GET /api/{api}/list: a page of rows and its counts. */
export const rowsPageReply = (r: CompiledResource) =>
  pageReply(`A page of ${r.api} rows: totalCount, page, limit, pageCount.`);
