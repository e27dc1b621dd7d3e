// A card label's value from an imported cell, checked as the card checks it (server/contacts/dynamic-data.ts)
// and stored as the card stores it: numbers and URLs as written, dates as DD-MM-YYYY and date-times as
// DD-MM-YYYY HH:mm (the card's forms), list values as option ids, found by id or by name.
import type { CardLabel } from '../from-client';
import { readImportDay, readImportInstant, type SlashOrder } from './dates';

const NUMBER = /^-?\d+([.,]\d+)?$/;
const MAX_TEXT = 10_000;
const two = (n: number) => String(n).padStart(2, '0');

const isUrl = (value: string) => {
  try {
    return ['http:', 'https:', 'ftp:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

function option(label: CardLabel, cell: string): number | undefined {
  const name = cell.trim().toLowerCase();
  return label.options.find((o) => String(o.id) === name || o.name.trim().toLowerCase() === name)?.id;
}

/** The value to store, or undefined when the cell is not a valid value of the label. */
export function labelValue(label: CardLabel, cell: string, slash: SlashOrder): unknown {
  const value = cell.trim();
  switch (label.value_type) {
    case 'number':
      return NUMBER.test(value) ? value : undefined;
    case 'url':
      return isUrl(value) ? value : undefined;
    case 'date': {
      const day = readImportDay(value, slash);
      return day && `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
    }
    case 'datetime': {
      const at = readImportInstant(value, slash);
      return (
        at &&
        `${two(at.getDate())}-${two(at.getMonth() + 1)}-${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}`
      );
    }
    case 'list':
      return option(label, value);
    case 'multiple_list': {
      const ids = value.split(/[,;]/).map((part) => option(label, part));
      return ids.every((id) => id !== undefined) ? ids : undefined;
    }
    default:
      return value.length <= MAX_TEXT ? value : undefined;
  }
}
