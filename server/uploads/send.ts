// Sending a stored file: the stored content type, the original name in Content-Disposition (RFC 6266 with
// an RFC 5987 UTF-8 variant), inline only for types a browser renders without running anything (audio,
// video, raster images), single byte ranges (an <audio> element seeks with them), and headers that stop a
// browser from sniffing or running anything in the file.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors';
import { isInlineSafe } from './sniff';
import type { StoredFile } from './storage';

/** `filename="..."` with an ASCII fallback and `filename*=` for the exact UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** One `bytes=` range of a file of `size` bytes: [start, end] inclusive, null when unsatisfiable, undefined when absent or not understood. */
export function parseRange(header: string | undefined, size: number): [number, number] | null | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return undefined; // several ranges or junk: the whole file
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return null;
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return null;
  return [start, end];
}

export interface SendOptions {
  /** Force a download even for a type that could be shown inline. */
  attachment?: boolean;
}

export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  fullPath: string,
  file: Pick<StoredFile, 'name' | 'content_type'>,
  options: SendOptions = {},
) {
  const info = await stat(fullPath).catch(() => null);
  if (!info?.isFile()) throw notFound();
  const inline = !options.attachment && isInlineSafe(file.content_type);
  reply
    .header('content-type', file.content_type)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-cache')
    .header('last-modified', info.mtime.toUTCString())
    .header('accept-ranges', 'bytes');
  const range = parseRange(request.headers.range, info.size);
  if (range === null) {
    return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  }
  if (range) {
    const [start, end] = range;
    reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${info.size}`)
      .header('content-length', end - start + 1);
    return reply.send(createReadStream(fullPath, { start, end }));
  }
  reply.header('content-length', info.size);
  return reply.send(createReadStream(fullPath));
}
