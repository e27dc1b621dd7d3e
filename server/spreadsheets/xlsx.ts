// The first worksheet of an XLSX, row by row (runs in the spreadsheet worker). exceljs's streaming parsers
// read the XML, but the archive is unpacked by archive.ts, which judges and counts it: left to itself,
// exceljs would unpack every file it meets in the archive, uncounted, and write sheets met before the shared
// strings to temporary files. Only the workbook, its relations, the shared strings and the first sheet (in
// the workbook's order) are unpacked.
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { Archive } from './archive';
import { SpreadsheetError } from './errors';
import type { SpreadsheetLimits } from './limits';
import type { RowGate } from './row-gate';

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS_TYPE = /\/sharedStrings$/;

interface Relation {
  Id: string;
  Type: string;
  Target: string;
}

/** exceljs 4.4's WorkbookReader parts used here (lib/stream/xlsx/workbook-reader.js; not in its types). */
interface WorkbookParsers {
  workbookRels?: Relation[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseWorksheet(entry: Readable, sheetNo: string): Iterable<{ value: AsyncIterable<ExcelJS.Row> }>;
}

/**
 * A date cell as the spec's YYYY-MM-DD, with the time (YYYY-MM-DD HH:mm:ss) when it has one. exceljs gives
 * the sheet's wall-clock value in the UTC fields of the Date; an unreadable date is no text.
 */
function dateText(value: Date): string {
  if (Number.isNaN(value.getTime())) return '';
  const iso = value.toISOString(); // 2024-05-01T13:45:00.000Z
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** A cell's text: numbers without exponent, rich text joined, a formula's result, a link's text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'string') return value;
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((part) => part.text).join('');
    if (v.text !== undefined) return cellText(v.text);
    if (v.result !== undefined) return cellText(v.result);
  }
  return String(value);
}

/** A relation's target as a path in the archive (targets are relative to the workbook's folder). */
const partPath = (target: string) =>
  target.startsWith('/') ? target.slice(1) : path.posix.normalize(`xl/${target}`);

/** Calls `onRow` with each row of the first worksheet, in order. */
export async function readXlsx(
  data: Buffer,
  limits: SpreadsheetLimits,
  gate: RowGate,
  onRow: (cells: string[]) => void,
): Promise<void> {
  const archive = await Archive.open(data, limits);
  if (!archive.has(WORKBOOK) || !archive.has(WORKBOOK_RELS))
    throw new SpreadsheetError('unsupported', {}, 'no workbook in the archive');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as WorkbookParsers;
  await reader._parseRels(archive.open(WORKBOOK_RELS));
  await reader._parseWorkbook(archive.open(WORKBOOK));
  const relations = reader.workbookRels ?? [];
  const strings = relations.find((r) => SHARED_STRINGS_TYPE.test(r.Type));
  if (strings && archive.has(partPath(strings.Target)))
    for await (const _ of reader._parseSharedStrings(archive.open(partPath(strings.Target)))) void _;
  const first = reader.model?.sheets?.[0];
  const sheet = first && relations.find((r) => r.Id === first.rId);
  if (!sheet) throw new SpreadsheetError('unsupported', {}, 'the workbook has no sheet');
  for (const { value: rows } of reader._parseWorksheet(archive.open(partPath(sheet.Target)), '1')) {
    for await (const row of rows) {
      const values = row.values as unknown[]; // 1-based, up to the last cell holding a value
      gate.checkWidth(values.length - 1);
      onRow(Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1])));
    }
  }
}
