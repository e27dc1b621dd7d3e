// The one way the interface writes a size in bytes (issue 14): binary steps (1 KB = 1024 B), whole bytes,
// one decimal from KB up with the interface language's decimal mark and unit names ("1.5 KB", "1,5 КБ").
// A pure function of the locale, so the file manager, stored files and anything else agree.

const UNITS = {
  en: ['B', 'KB', 'MB', 'GB', 'TB'],
  ru: ['Б', 'КБ', 'МБ', 'ГБ', 'ТБ'],
} as const;

const unitsOf = (locale: string) => (locale.startsWith('ru') ? UNITS.ru : UNITS.en);

export function formatSize(bytes: number, locale: string): string {
  const units = unitsOf(locale);
  let size = Math.max(0, bytes);
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(size);
  // A no-break space keeps the number and its unit on one line in narrow cells.
  return `${number}\u00a0${units[unit]}`;
}
