// The title a copy gets: "<value> (copy)", then "(copy 2)"... ("(копия)" in Russian). The server gives an
// unchosen unique text field the first free one (server/resources/copy.ts); the copy dialog offers the same.

const COPY = { en: 'copy', ru: 'копия' } as const;

/** "<value> (copy)", or "(copy n)" from n = 2, shortened to fit `max` characters. */
export function copyName(value: string, locale: 'en' | 'ru', max = 255, n = 1): string {
  const suffix = ` (${COPY[locale]}${n > 1 ? ` ${n}` : ''})`;
  return [...value].slice(0, Math.max(0, max - suffix.length)).join('') + suffix;
}
