// The rejects of an import as a CSV for people: each refused row as it was read, then why, in the caller's
// language (the header first when the file had one). Kept on disk as one JSON array per line,
// [row, reason, detail, ...cells], so the file needs no quoting rules of its own and is cut back exactly on
// a resume. `;`-separated with a BOM (what Excel opens as UTF-8 in Russian settings). A cell that a
// spreadsheet would take for a formula (=, +, -, @, tab, CR first) gets a leading apostrophe (OWASP CSV
// injection), except a phone-like number.
import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import type { Locale } from '../i18n/locale';
import { CONTACT_LABELS } from '../contacts/labels';
import type { CardLabel } from '../from-client';
import type { RejectReason } from './row';

const REASONS: Record<RejectReason, { en: string; ru: string }> = {
  invalid_phone: { en: 'The phone is not 5 to 15 digits', ru: 'Телефон — не от 5 до 15 цифр' },
  no_phone: { en: 'No phone', ru: 'Нет телефона' },
  invalid_value: { en: 'Invalid value: {field}', ru: 'Неверное значение: {field}' },
  no_contact: {
    en: 'Additional phones without a main phone',
    ru: 'Дополнительные телефоны без основного',
  },
  duplicate_in_file: { en: 'The number is repeated in the file', ru: 'Номер повторяется в файле' },
  blocked_region: { en: 'Blocked region: {field}', ru: 'Запрещённый регион: {field}' },
  blacklisted: { en: 'The number is blacklisted', ru: 'Номер в чёрном списке' },
  duplicate: { en: 'The number is already in the database', ru: 'Номер уже есть в базе' },
};

const HEADING = { en: 'Reason', ru: 'Причина' };
const FORMULA = /^[=+\-@\t\r]/;
const NUMBER_LIKE = /^[+-]?[\d\s().-]*$/;

const safe = (cell: string) => (FORMULA.test(cell) && !NUMBER_LIKE.test(cell) ? `'${cell}` : cell);
const quote = (cell: string) => (/[";\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const csvLine = (cells: readonly string[]) => `${cells.map((c) => quote(safe(c))).join(';')}\r\n`;

function reasonText(locale: Locale, reason: RejectReason, detail: string, labels: readonly CardLabel[]) {
  const labelId = /^label:(\d+)$/.exec(detail)?.[1];
  const field = labelId
    ? (labels.find((l) => String(l.id) === labelId)?.value ?? detail)
    : (CONTACT_LABELS[detail]?.[locale] ?? detail);
  return (REASONS[reason] ?? { en: reason, ru: reason })[locale].replace('{field}', field);
}

/** The CSV, streamed from the stored lines. */
export function rejectsCsv(
  file: string,
  header: readonly string[] | null,
  width: number,
  locale: Locale,
  labels: readonly CardLabel[],
): Readable {
  /** Every row as wide as the file, so the reason has its own column (the reader drops trailing blanks). */
  const padded = (cells: readonly string[]) => [
    ...cells,
    ...Array<string>(Math.max(0, width - cells.length)).fill(''),
  ];
  async function* lines() {
    yield `\uFEFF${header ? csvLine([...padded(header), HEADING[locale]]) : ''}`;
    if (!existsSync(file)) return;
    for await (const text of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
      if (!text) continue;
      const [, reason, detail, ...cells] = JSON.parse(text) as [number, RejectReason, string, ...string[]];
      yield csvLine([...padded(cells), reasonText(locale, reason, detail, labels)]);
    }
  }
  return Readable.from(lines());
}
