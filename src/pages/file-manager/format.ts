import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes in binary units (1 KB = 1024 B), one decimal from KB up, in the interface language. */
export function formatSize(bytes: number, t: TFunction, locale: string): string {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(size);
  return `${number} ${t(`units.${UNITS[unit]}`)}`;
}

/** The list's date and time format (spec: DD-MM-YYYY, with the time where there is one). */
export const formatDateTime = (value: string | null | undefined) =>
  value ? dayjs(value).format('DD-MM-YYYY HH:mm') : '';
