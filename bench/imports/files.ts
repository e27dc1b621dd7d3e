// The files the import figures read, written to disk in a child process (so the bench's own memory, which
// the peak RSS figure reads, never held them): a million CSV rows and a million XLSX rows of contacts, half
// of whose numbers the seeded project already holds, 1 % repeated within the file and 10,000 blacklisted.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const ROWS = 1_000_000;
/** The seeded project holds 79000000001..79001000000: rows 0..499,999 repeat its upper half. */
export const FIRST_PHONE = 79000500000;
/** Blacklisted by the bench: 10,000 of the new numbers. */
export const BLACKLIST_FROM = 79001200000;

const SCRIPT = `
const fs = require('node:fs');
const [kind, file, rows, first] = process.argv.slice(1);
const n = Number(rows);
const row = (i) => {
  const phone = Number(first) + (i % 100 === 99 ? i - 1 : i); // every hundredth row repeats the one before
  const day = String(1 + (i % 28)).padStart(2, '0');
  return [String(phone), 'Иван Петров ' + i, 'c' + i + '@example.com', 'Новосибирск', day + '.03.1985'];
};
if (kind === 'csv') {
  const out = fs.openSync(file, 'w');
  let chunk = 'Телефон;ФИО;Email;Город;Дата рождения\\n';
  for (let i = 0; i < n; i++) {
    chunk += row(i).join(';') + '\\n';
    if (chunk.length > 1 << 20) { fs.writeSync(out, chunk); chunk = ''; }
  }
  fs.writeSync(out, chunk);
  fs.closeSync(out);
} else {
  const ExcelJS = require('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Contacts');
  sheet.addRow(['Телефон', 'ФИО', 'Email', 'Город', 'Дата рождения']).commit();
  for (let i = 0; i < n; i++) sheet.addRow(row(i)).commit();
  sheet.commit();
  workbook.commit().then(() => process.exit(0));
}
`;

export function writeFile(kind: 'csv' | 'xlsx', dir: string): string {
  const file = path.join(dir, `contacts.${kind}`);
  execFileSync(process.execPath, ['-e', SCRIPT, kind, file, String(ROWS), String(FIRST_PHONE)], {
    stdio: 'inherit',
    maxBuffer: 1 << 20,
  });
  return file;
}
