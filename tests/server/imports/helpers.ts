// Shared by the import tests: uploading a file, starting an import and waiting for it to end.
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../helpers/app';
import { multipartRequest, type FilePart } from '../helpers/multipart';

export const csvFile = (
  text: string,
  encoding: BufferEncoding = 'utf8',
  name = 'contacts.csv',
): FilePart => ({
  filename: name,
  contentType: 'text/csv',
  data: Buffer.from(text, encoding),
});

export async function xlsxFile(rows: unknown[][]): Promise<FilePart> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contacts');
  for (const row of rows) sheet.addRow(row);
  return {
    filename: 'contacts.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    data: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}

export const uploadFile = (
  app: FastifyInstance,
  token: string,
  file: FilePart,
  campaignId = 1,
  locale = 'en',
) =>
  app.inject(
    multipartRequest(
      'POST',
      '/api/contact/import/upload',
      { file, campaign_id: String(campaignId) },
      { ...bearer(token), 'accept-language': locale },
    ),
  );

export interface StartOptions {
  mapping?: string[];
  has_header?: boolean;
  dry_run?: boolean;
  skip_existing?: 'none' | 'project' | 'all';
  skip_file_duplicates?: boolean;
  skip_blacklisted?: boolean;
  skip_blocked_regions?: boolean;
  campaign_id?: number;
}

/** Uploads and starts; answers the start's reply. */
export async function startImport(
  app: FastifyInstance,
  token: string,
  file: FilePart,
  options: StartOptions = {},
) {
  const uploaded = await uploadFile(app, token, file, options.campaign_id ?? 1);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const upload = uploaded.json();
  return app.inject({
    method: 'POST',
    url: '/api/contact/import',
    headers: bearer(token),
    payload: {
      upload_id: upload.upload_id,
      campaign_id: options.campaign_id ?? 1,
      mapping: options.mapping ?? upload.mapping,
      has_header: options.has_header ?? upload.has_header,
      dry_run: options.dry_run ?? false,
      skip_existing: options.skip_existing ?? 'none',
      skip_file_duplicates: options.skip_file_duplicates ?? false,
      skip_blacklisted: options.skip_blacklisted ?? false,
      skip_blocked_regions: options.skip_blocked_regions ?? false,
    },
  });
}

export async function waitForEnd(app: FastifyInstance, token: string, id: number, timeout = 30_000) {
  let item: Record<string, unknown> = {};
  await expect
    .poll(
      async () => {
        item = (
          await app.inject({ method: 'GET', url: `/api/contact/import/${id}`, headers: bearer(token) })
        ).json();
        return item.status;
      },
      { timeout, interval: 100 },
    )
    .not.toBe('STATUS_PROCESSING');
  return item;
}

/** Imports a file to its end; answers the final item. */
export async function importToEnd(
  app: FastifyInstance,
  token: string,
  file: FilePart,
  options: StartOptions = {},
) {
  const started = await startImport(app, token, file, options);
  expect(started.statusCode, started.body).toBe(201);
  return waitForEnd(app, token, started.json().id);
}
