// Cells as the export files hold them. Whatever a spreadsheet would read as a formula (text starting with
// =, +, -, @, a tab or a carriage return) gets a leading apostrophe (OWASP "CSV injection"), in the CSV and
// so in the XLSX made from it. Numbers stay numbers (-300 is no formula); phones are text of digits, written
// as stored. The CSV is UTF-8 with a BOM (Excel then reads Cyrillic right), `;`-separated (Excel's list
// separator in Russian locales), LF line ends (what PostgreSQL's COPY writes: contact exports are COPYs, see
// sources/contact-csv.ts), and quoted as RFC 4180 says (only what holds `;`, `"` or a line break).

export type Cell = string | number | null;

export const CSV_DELIMITER = ';';
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

/** Text a spreadsheet will show as text. */
export const neutralise = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = neutralise(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly Cell[]): string => `${cells.map(csvCell).join(CSV_DELIMITER)}\n`;
