// One CSV row as a row of the sheet's XML. Text stays an inline text cell (a phone never turns into a
// number in scientific notation, and nothing is a formula); a number column's numbers and a date column's
// dates become numbers (a date as Excel's serial day count, shown through its cell format). Characters XML
// cannot hold are dropped; `&`, `<`, `>` and a carriage return are escaped.
import { DATE_STYLE, DATE_TIME_STYLE } from './xlsx-parts';

/** How a column's text is typed in the sheet: phones and text stay text. */
export type ColumnKind = 'text' | 'phone' | 'number' | 'datetime' | 'date';

const NUMBER = /^-?\d+(\.\d+)?$/;
// Control characters are what is matched here: XML 1.0 allows only tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[&<>\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
const DAY_MS = 86_400_000;
/** Excel's day 0 is 1899-12-30 (its 1900 leap-year quirk included). */
const EPOCH_DAYS = 25_569;

const escape = (text: string) =>
  UNSAFE.test(text) ? text.replace(UNSAFE_ALL, (c) => ESCAPES[c] ?? '') : text;

/** Whether XML would drop the text's leading or trailing blanks unless told to keep them. */
const blankAtEdge = (text: string) => {
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  return first <= 32 || last <= 32;
};

/** The column names A, B, ..., Z, AA, ... of `count` columns. */
export function columnNames(count: number): string[] {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    let name = '';
    for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26))
      name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    names.push(name);
  }
  return names;
}

const digits = (text: string, from: number, count: number): number => {
  let value = 0;
  for (let i = from; i < from + count; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return NaN;
    value = value * 10 + d;
  }
  return value;
};

/** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` as Excel's day count; null for other text. By hand, not by a
 * regular expression: a million-row export has millions of them. */
function dateSerial(text: string): number | null {
  const long = text.length === 19;
  if (!(long || text.length === 10) || text[4] !== '-' || text[7] !== '-') return null;
  if (long && (text[10] !== ' ' || text[13] !== ':' || text[16] !== ':')) return null;
  const at = long ? [digits(text, 11, 2), digits(text, 14, 2), digits(text, 17, 2)] : [0, 0, 0];
  // A spreadsheet's dates have no zone: the wall-clock time as written.
  const ms = Date.UTC(digits(text, 0, 4), digits(text, 5, 2) - 1, digits(text, 8, 2), at[0], at[1], at[2]);
  return Number.isNaN(ms) ? null : ms / DAY_MS + EPOCH_DAYS;
}

const textCell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t${blankAtEdge(text) ? ' xml:space="preserve"' : ''}>${escape(text)}</t></is></c>`;

function cell(ref: string, text: string, kind: ColumnKind): string {
  if (text === '') return '';
  if (kind === 'number' && NUMBER.test(text)) return `<c r="${ref}"><v>${text}</v></c>`;
  if (kind === 'datetime' || kind === 'date') {
    const serial = dateSerial(text);
    const style = kind === 'date' ? DATE_STYLE : DATE_TIME_STYLE;
    if (serial !== null) return `<c r="${ref}" s="${style}"><v>${serial}</v></c>`;
  }
  return textCell(ref, text);
}

/** Row `n` (from 1) of the sheet; the header row is all text. */
export function rowXml(
  n: number,
  texts: readonly string[],
  kinds: readonly ColumnKind[],
  columns: readonly string[],
): string {
  let xml = `<row r="${n}">`;
  for (let i = 0; i < texts.length; i++) {
    const ref = `${columns[i] ?? columnNames(i + 1)[i]}${n}`;
    xml +=
      n === 1 ? (texts[i] === '' ? '' : textCell(ref, texts[i])) : cell(ref, texts[i], kinds[i] ?? 'text');
  }
  return `${xml}</row>`;
}
