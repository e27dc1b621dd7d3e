// Files behind the API need the bearer token, so a plain <a href> or <audio src> cannot fetch them:
// they are fetched by the API client as blobs and handed to the browser as object URLs.
import { request } from '@/providers/http-client';

/** `url` as the API gives it (`/api/...`) or relative to the API root. */
export async function fetchBlob(url: string): Promise<Blob> {
  const path = url.startsWith('/api/') ? url.slice('/api'.length) : url;
  const response = await request<Blob>('get', path, undefined, { responseType: 'blob' });
  // The API client lets 404 and 500 through silently (spec 001 section 8): never hand an error body on
  // as if it were the file.
  if (response.status >= 400) throw new Error(`GET ${path}: ${response.status}`);
  return response.data;
}

/** Lets the browser save a blob under a name, as a download. */
export function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is not needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

export async function downloadFile(url: string, name: string) {
  saveBlob(await fetchBlob(url), name);
}
