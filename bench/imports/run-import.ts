// One import timed through the API as the client drives it (app.inject): the upload streamed from disk and
// checked, then the import job from its start to STATUS_DONE, with every dedupe option on; meanwhile the
// contact list is asked again and again and each answer timed.
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';

export interface ImportFigures {
  uploadSeconds: number;
  importSeconds: number;
  item: Record<string, unknown>;
  listP95Ms: number;
  listRequests: number;
}

function multipartStream(file: string, campaignId: number) {
  const boundary = '----bench-import';
  const body = new PassThrough();
  body.write(`--${boundary}\r\nContent-Disposition: form-data; name="campaign_id"\r\n\r\n${campaignId}\r\n`);
  body.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${path.basename(file)}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const data = createReadStream(file);
  data.pipe(body, { end: false });
  data.on('end', () => body.end(`\r\n--${boundary}--\r\n`));
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, size: statSync(file).size };
}

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

export async function timeImport(
  app: FastifyInstance,
  headers: Record<string, string>,
  file: string,
  campaignId: number,
): Promise<ImportFigures> {
  let t = performance.now();
  const { body, contentType } = multipartStream(file, campaignId);
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/contact/import/upload',
    headers: { ...headers, 'content-type': contentType },
    payload: body,
  });
  if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
  const uploadSeconds = (performance.now() - t) / 1000;
  const upload = uploaded.json();
  t = performance.now();
  const started = await app.inject({
    method: 'POST',
    url: '/api/contact/import',
    headers,
    payload: {
      upload_id: upload.upload_id,
      campaign_id: campaignId,
      mapping: upload.mapping,
      has_header: upload.has_header,
      skip_existing: 'project',
      skip_file_duplicates: true,
      skip_blacklisted: true,
      skip_blocked_regions: true,
    },
  });
  if (started.statusCode !== 201) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const id = started.json().id as number;
  const latencies: number[] = [];
  let item: Record<string, unknown> = {};
  for (;;) {
    const at = performance.now();
    const list = await app.inject({
      method: 'GET',
      url: `/api/contact/list?campaign_id=${campaignId}&limit=50`,
      headers,
    });
    latencies.push(performance.now() - at);
    if (list.statusCode !== 200) throw new Error(`list: ${list.statusCode}`);
    item = (await app.inject({ method: 'GET', url: `/api/contact/import/${id}`, headers })).json();
    if (item.status !== 'STATUS_PROCESSING') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const importSeconds = (performance.now() - t) / 1000;
  if (item.status !== 'STATUS_DONE') throw new Error(`import ended ${item.status}: ${item.error}`);
  return { uploadSeconds, importSeconds, item, listP95Ms: p95(latencies), listRequests: latencies.length };
}
