// The caller's language: the first `ru` or `en` in Accept-Language, else the configured default.
export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export function pickLocale(acceptLanguage: string | string[] | undefined, fallback: Locale): Locale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  const hit = ranked.find((r) => (LOCALES as readonly string[]).includes(r.lang));
  return hit ? (hit.lang as Locale) : fallback;
}
