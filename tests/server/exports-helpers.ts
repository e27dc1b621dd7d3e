// Calling the export queue in tests: asking for an export (JSON body), downloading its files and reading
// them back (the CSV with papaparse as a program would, the XLSX with exceljs as a spreadsheet would).
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import Papa from 'papaparse';
import { expect } from 'vitest';
import { calls } from '../../server/calls/table';
import { contacts } from '../../server/contacts/table';
import { campaigns } from '../../server/db/schema';
import { newCampaignIdentity } from '../../server/resources/tables/campaign';
import { bearer, type TestContext } from './helpers/app';

export interface ExportBody {
  filters?: Record<string, unknown>;
  fields?: string[];
  time_zone?: string;
}

export const askExport = (ctx: TestContext, token: string, type: string, body: ExportBody, locale = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/export/${type}`,
    headers: { ...bearer(token), 'accept-language': locale },
    payload: body as InjectOptions['payload'],
  });

/** Asks for an export that must be accepted; answers the item. */
export async function exported(
  ctx: TestContext,
  token: string,
  type: string,
  body: ExportBody,
  locale = 'en',
) {
  const res = await askExport(ctx, token, type, body, locale);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string; row_count: number; sync_count: number; file: string };
}

export const download = (ctx: TestContext, token: string, id: number, format: 'csv' | 'xlsx' = 'csv') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/call/downloadQueueDownload/${id}?file_format=${format}`,
    headers: { ...bearer(token), 'accept-language': 'en' },
  });

/** The CSV's rows, header first; the BOM must be there. */
export function csvRows(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(body.slice(1), { delimiter: ';', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** The first sheet's rows as cell values (strings, numbers, dates), header first. */
export async function xlsxRows(data: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The number format of a cell of the first sheet (row and column from 1). */
export async function xlsxCellFormat(data: Buffer, row: number, column: number) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  return book.worksheets[0].getRow(row).getCell(column).numFmt;
}

/** The CSV export of `type` with `fields` as rows of cells (header dropped). */
export async function exportedRows(ctx: TestContext, token: string, type: string, body: ExportBody) {
  const item = await exported(ctx, token, type, body);
  expect(item.status).toBe('STATUS_DONE');
  const res = await download(ctx, token, item.id);
  expect(res.statusCode, res.body).toBe(200);
  return csvRows(res.body).slice(1);
}

/** Contacts the export tests need beside the demo ones (demo project unless said). */
export async function addContacts(ctx: TestContext, rows: Partial<typeof contacts.$inferInsert>[]) {
  const [demo] = await ctx.db.select({ id: campaigns.id }).from(campaigns).orderBy(campaigns.id).limit(1);
  return ctx.db
    .insert(contacts)
    .values(rows.map((r) => ({ phone: '79000000000', campaign_id: demo.id, ...r })))
    .returning();
}

/** A project nobody's user group works in (operators and guests do not see it). */
export async function strangersProject(ctx: TestContext) {
  const identity = await newCampaignIdentity(ctx.db);
  const [project] = await ctx.db
    .insert(campaigns)
    .values({ ...identity, title: 'Strangers' })
    .returning();
  return project;
}

let callSerial = 0;

/** A call row as the telephony writes it. */
export async function addCall(ctx: TestContext, values: Partial<typeof calls.$inferInsert>) {
  callSerial += 1;
  const [row] = await ctx.db
    .insert(calls)
    .values({
      unique_id: `export-call-${callSerial}`,
      at: new Date(),
      client_phone: '79000000000',
      context: 'outbound',
      call_type: 'TYPE_SYSTEM',
      ...values,
    })
    .returning();
  return row;
}
