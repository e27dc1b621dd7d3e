// A managed file as the API shows it, and the content type kept for an upload of any kind.
import type { ManagedFileRow } from './table';

/** Claimed types a browser could run or render as a page: never kept, whatever the client says. */
const ACTIVE_TYPES = /html|xml|javascript|ecmascript|svg|x-sh|x-httpd|wasm/i;
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/i;

/** The type kept for a file of any kind: the sniffed one, else the client's claim when harmless. */
export function contentTypeOf(sniffed: string, claimed: string | undefined): string {
  if (sniffed !== 'application/octet-stream' && sniffed !== 'text/plain') return sniffed;
  const claim = (claimed ?? '').split(';')[0].trim().toLowerCase();
  const harmless = MIME.test(claim) && !ACTIVE_TYPES.test(claim);
  if (sniffed === 'text/plain') return harmless && claim.startsWith('text/') ? claim : 'text/plain';
  return harmless && !claim.startsWith('text/') ? claim : 'application/octet-stream';
}

/** `{ id, name, size, content_type, created_at, updated_at, url }`, `url` being its download route. */
export const fileJson = (row: ManagedFileRow) => ({
  id: row.id,
  name: row.name,
  size: row.size,
  content_type: row.content_type,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
  url: `/api/file_manager/download/${row.id}`,
});
