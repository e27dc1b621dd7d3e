// The files of the contacts-in-and-out journey (issue 13): a mixed CSV whose every row's outcome is known in
// advance (so the counters can be checked to the row), a large one to cancel, and readers of the exported
// CSV and XLSX as a spreadsheet would open them.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiCall } from './resources';

/** A new project, through the API as `token`'s user: its id. */
export async function createProject(token: string, title: string): Promise<number> {
  const res = await apiCall(token, 'POST', '/campaign/create', { title });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return (res.data as { id: number }).id;
}

/** Names a spreadsheet would run as formulas, or that need CSV quoting: they must come out as text. */
export const TRICKY_NAMES = [
  '=HYPERLINK("http://evil.example","click")',
  '+SUM(1;2)',
  '-2+3',
  '@cmd',
  'Semi; colon "quoted"',
];

export const MIXED = { valid: 2900, repeats: 50, blacklisted: 25, invalid: 25 };
export const MIXED_TOTAL = MIXED.valid + MIXED.repeats + MIXED.blacklisted + MIXED.invalid;

/** The outcomes of a refused row (docs/imports.md, "Counters"): they add up to `rejected_rows`. */
export const REFUSALS = [
  'duplicate_contact_in_file',
  'black_list_count',
  'invalid_contact_count',
  'duplicate_contact',
  'blocked_regions_count',
  'no_contact_additional_phones',
];

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csv = (rows: string[][]) => rows.map((r) => r.map(csvCell).join(',')).join('\n') + '\n';

/**
 * A few thousand rows, comma-separated with a header the server cannot map by itself ("Client", "Notes"):
 * MIXED.valid new phones (the tricky names first), then after them, spread through the file, repeats of
 * earlier phones, `blacklisted` phones and invalid rows (too short, letters, too long, a bad e-mail).
 */
export function mixedFile(stamp: string) {
  const phone = (i: number) => `79${stamp}${String(i).padStart(5, '0')}`;
  const valid = Array.from({ length: MIXED.valid }, (_, i) => [
    phone(i),
    TRICKY_NAMES[i] ?? `Client ${i}`,
    `client${i}@example.com`,
    i === 0 ? '-starts with a minus' : '',
  ]);
  const blacklisted = Array.from({ length: MIXED.blacklisted }, (_, i) => phone(90_000 + i));
  const badPhones = ['12', 'no phone', '1234567890123456'];
  const extra = [
    ...Array.from({ length: MIXED.repeats }, (_, i) => [phone(i * 7), 'Repeat', '', '']),
    ...blacklisted.map((p) => [p, 'Listed', '', '']),
    ...Array.from({ length: MIXED.invalid }, (_, i) =>
      i < badPhones.length ? [badPhones[i], 'Bad', '', ''] : [phone(95_000 + i), 'Bad mail', 'broken@', ''],
    ),
  ];
  // Every extra row after row 400 (so each repeat follows its original), one every 25 rows.
  const rows = [...valid];
  extra.forEach((row, k) => rows.splice(400 + k * 26, 0, row));
  return {
    csv: csv([['Phone', 'Client', 'Mail', 'Notes'], ...rows]),
    blacklisted,
    phones: valid.map((r) => r[0]),
  };
}

/** The phone of row `i` of the bulk file. */
export const bulkPhone = (stamp: string, i: number) => `78${stamp}${String(i).padStart(6, '0')}`;

/** `count` phones, one a row, no header: big enough that its import is still running when cancelled. */
export const bulkFile = (stamp: string, count: number) =>
  Array.from({ length: count }, (_, i) => bulkPhone(stamp, i)).join('\n') + '\n';

/** The counters an import shows (ImportCounters: one `data-counter` per counter), as numbers. */
export const countersIn = (scope: Locator): Promise<Record<string, number>> =>
  scope
    .locator('[data-counter]')
    .evaluateAll((els) =>
      Object.fromEntries(
        els.map((el) => [
          el.getAttribute('data-counter'),
          Number((el.lastElementChild?.textContent ?? '').replace(/\D/g, '')),
        ]),
      ),
    );

const openDropdowns = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** Clicks the option captioned `caption` of the select that is open. */
export const pickOption = (page: Page, caption: string) =>
  openDropdowns(page).locator('.ant-select-item-option').getByText(caption, { exact: true }).click();

/** Chooses the target of column `n` in the mapping table by its caption. */
export async function chooseTarget(page: Page, n: number, caption: string) {
  const target = page.getByTestId(`import-target-${n}`);
  await target.locator('.ant-select-selector').click();
  await pickOption(page, caption);
  await expect.poll(() => target.locator('.ant-select-selection-item').innerText()).toBe(caption);
  // A closing dropdown stays in the page for its animation: the next select's would make two.
  await expect.poll(() => openDropdowns(page).count()).toBe(0);
}

/** The rows a running import has read so far, from its progress line ("1,234 of 5,000 rows"). */
export const rowsRead = async (item: Locator) =>
  Number((await item.innerText()).match(/([\d,]+) of [\d,]+ rows/)?.[1].replace(/,/g, ''));

/** The downloaded CSV as text and parsed (`;`, a BOM first, CRLF). */
export async function readCsv(path: string) {
  const text = await readFile(path, 'utf8');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true });
  return { text, rows: parsed.data, errors: parsed.errors };
}

/** The downloaded XLSX's first sheet, each row's cells as a spreadsheet holds them (text, number, date). */
export async function readXlsx(path: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
