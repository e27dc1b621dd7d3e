// The server's guesses on upload: whether the first row is a header, and a target for each column (from
// the header's words, else from what the first rows hold). The client shows them and the user corrects.
import type { Target } from './targets';

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const SYNONYMS: Record<Exclude<Target, 'ignore'>, string[]> = {
  phone: [
    'phone',
    'phones',
    'phone number',
    'tel',
    'telephone',
    'mobile',
    'телефон',
    'тел',
    'номер',
    'номер телефона',
    'мобильный',
    'сотовый',
    'моб телефон',
  ],
  additional_phone: [
    'additional phone',
    'extra phone',
    'phone 2',
    'second phone',
    'other phone',
    'доп телефон',
    'дополнительный телефон',
    'телефон 2',
    'доп номер',
    'дополнительный номер',
  ],
  email: ['email', 'e mail', 'mail', 'почта', 'электронная почта', 'эл почта', 'емейл'],
  full_name: [
    'name',
    'full name',
    'fullname',
    'fio',
    'contact',
    'client',
    'фио',
    'ф и о',
    'имя',
    'клиент',
    'контакт',
  ],
  birth_date: ['birth date', 'birthday', 'date of birth', 'dob', 'дата рождения', 'др', 'день рождения'],
  call_date: ['call date', 'callback', 'дата звонка', 'дата перезвона', 'перезвонить'],
  position: ['position', 'job title', 'должность'],
  city: ['city', 'town', 'город', 'населенный пункт'],
  address: ['address', 'адрес'],
  description: [
    'description',
    'comment',
    'comments',
    'note',
    'notes',
    'описание',
    'комментарий',
    'примечание',
  ],
  crm_id: ['crm id', 'crmid', 'id crm', 'external id', 'id'],
  tz: ['tz', 'time zone', 'timezone', 'часовой пояс'],
};

const BY_WORDS = new Map<string, Target>(
  Object.entries(SYNONYMS).flatMap(([target, words]) => words.map((w) => [w, target as Target])),
);

export const looksLikePhone = (cell: string) => {
  const digits = cell.replace(/\D/g, '');
  return digits.length >= 5 && digits.length <= 15 && /^[\d\s()+\-.]+$/.test(cell.trim());
};
const looksLikeEmail = (cell: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(cell.trim());
const looksLikeName = (cell: string) => /^\p{L}+([\s.'-]+\p{L}+)+\.?$/u.test(cell.trim());

/** What a header cell names: a target, a `label:<id>` by the label's caption, or nothing. */
function headerTarget(cell: string, labels: readonly { id: number; value: string }[]): string | undefined {
  const words = normal(cell);
  if (!words) return undefined;
  const label = labels.find((l) => normal(l.value) === words);
  return label ? `label:${label.id}` : BY_WORDS.get(words);
}

/** The first row is a header when it names a known column, or holds no phone while the next rows do. */
export function guessHeader(rows: readonly string[][], labels: readonly { id: number; value: string }[]) {
  const [first, ...rest] = rows;
  if (!first) return false;
  if (first.some((cell) => headerTarget(cell, labels))) return true;
  return !first.some(looksLikePhone) && rest.some((row) => row.some(looksLikePhone));
}

/** The share of the column's filled cells that pass `test` is at least 60 %. */
function mostly(rows: readonly string[][], column: number, test: (cell: string) => boolean) {
  const cells = rows.map((r) => r[column] ?? '').filter((c) => c.trim() !== '');
  return cells.length > 0 && cells.filter(test).length / cells.length >= 0.6;
}

/** One target per column: by the header when there is one, else by the data; the first phone column is `phone`. */
export function guessMapping(
  rows: readonly string[][],
  columns: number,
  hasHeader: boolean,
  labels: readonly { id: number; value: string }[],
): string[] {
  const data = hasHeader ? rows.slice(1) : rows;
  const taken = new Set<string>();
  const mapping: string[] = [];
  for (let column = 0; column < columns; column++) {
    let target = hasHeader ? headerTarget(rows[0]?.[column] ?? '', labels) : undefined;
    if (!target) {
      if (mostly(data, column, looksLikePhone)) target = 'phone';
      else if (mostly(data, column, looksLikeEmail)) target = 'email';
      else if (mostly(data, column, looksLikeName)) target = 'full_name';
    }
    if (target === 'phone' && taken.has('phone')) target = 'additional_phone';
    if (!target || (taken.has(target) && target !== 'additional_phone')) target = 'ignore';
    taken.add(target);
    mapping.push(target);
  }
  return mapping;
}
