// The interface language without i18next: the languages there are, the active one, and the user's pick
// in localStorage. The login page needs no more than this and its texts (base-texts.ts); i18next
// (index.ts) loads with the signed-in part and keeps to the same active language.

export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'ru';
/** localStorage key of the language the user picked. */
export const LOCALE_STORAGE_KEY = 'locale';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export function storedLocale(): Locale | null {
  try {
    const value = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

let active: Locale = storedLocale() ?? FALLBACK_LOCALE;
const listeners = new Set<() => void>();

/** The interface language: what the Accept-Language header and the UI use. */
export const activeLocale = (): Locale => active;

/** Makes `locale` the interface language (and the page's lang attribute); subscribers hear of a change. */
export function setActiveLocale(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (locale === active) return;
  active = locale;
  for (const listener of listeners) listener();
}

export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
