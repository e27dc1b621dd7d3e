// multipart/form-data bodies for app.inject, built by hand so a test can send any file name, any declared
// content type and any bytes (a spoofed type, a path in the name, an oversized file).
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

export const isFilePart = (value: unknown): value is FilePart =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as FilePart).data);

export type MultipartFields = Record<string, string | number | (string | number)[] | FilePart | FilePart[]>;

/** As browsers write a name in a header: `"`, CR and LF percent-encoded; a backslash escaped for the parser. */
const quoted = (text: string) =>
  text.replace(/["\r\n]/g, (c) => encodeURIComponent(c)).replace(/\\/g, '\\\\');

export function multipart(fields: MultipartFields): { payload: Buffer; contentType: string } {
  const boundary = `----crm-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat() as (string | number | FilePart)[]) {
      if (isFilePart(item)) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"; filename="${quoted(item.filename)}"\r\n` +
              `Content-Type: ${item.contentType}\r\n\r\n`,
          ),
          item.data,
          Buffer.from('\r\n'),
        );
      } else {
        chunks.push(
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n`),
          Buffer.from(String(item), 'utf8'),
          Buffer.from('\r\n'),
        );
      }
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A multipart request, as a browser sends a form with a file input. */
export function multipartRequest(
  method: 'POST' | 'PUT',
  url: string,
  fields: MultipartFields,
  headers: Record<string, string> = {},
): InjectOptions {
  const { payload, contentType } = multipart(fields);
  return { method, url, payload, headers: { ...headers, 'content-type': contentType } };
}
