// The one i18next instance of the browser app: the spec's messages, the validation dictionary and the
// shell's texts, in ru and en. Refine's key set and the resources' titles, which only signed-in pages use,
// arrive with the dashboard layout (dashboard-texts.ts); plugins and the shell add more with addResourceBundles(). It is initialised synchronously on import (so `t` works in any module);
// bootI18n() then applies the server's default locale unless the user picked a language before.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messageTexts } from './messages';
import { shellTexts } from './shell';
import { validationMessages } from './validation';

export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
const FALLBACK_LOCALE: Locale = 'ru';
/** localStorage key of the language the user picked. */
export const LOCALE_STORAGE_KEY = 'locale';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge of plain objects into a new object; later sources win on leaves. */
export function deepMerge(...sources: object[]): Tree {
  const out: Tree = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      out[key] = isTree(value) && isTree(out[key]) ? deepMerge(out[key] as Tree, value) : value;
    }
  }
  return out;
}

// The dictionary writes {field}; i18next interpolates {{field}}.
const validationTexts = (locale: Locale) =>
  Object.fromEntries(
    Object.entries(validationMessages[locale]).map(([rule, text]) => [
      rule,
      text.replace(/\{(\w+)\}/g, '{{$1}}'),
    ]),
  );

const bundle = (locale: Locale) =>
  deepMerge(messageTexts[locale], { validation: validationTexts(locale) }, shellTexts[locale]);

export const resources = { en: { translation: bundle('en') }, ru: { translation: bundle('ru') } };

function storedLocale(): Locale | null {
  try {
    const value = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: storedLocale() ?? FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  fallbackLng: 'en',
  defaultNS: 'translation',
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

/** The interface language: what the Accept-Language header and the UI use. */
export const currentLocale = (): Locale => {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(lang) ? lang : FALLBACK_LOCALE;
};

function applyLocale(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return i18n.changeLanguage(locale);
}

/** Startup: the language the user picked wins; else the runtime config's default; else Russian. */
export async function bootI18n(defaultLocale?: string | null): Promise<Locale> {
  const locale = storedLocale() ?? (isLocale(defaultLocale) ? defaultLocale : FALLBACK_LOCALE);
  await applyLocale(locale);
  return locale;
}

/** The user picks a language: applied and remembered in localStorage. Unknown values are ignored. */
export async function changeLocale(locale: string): Promise<Locale> {
  if (!isLocale(locale)) return currentLocale();
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode: the choice lasts for this page only
  }
  await applyLocale(locale);
  return locale;
}

/** Adds texts under what is there: existing leaves win (dashboard-texts.ts, loaded after the shell's). */
export function addResourceBundlesUnder(texts: Record<Locale, object>): void {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, 'translation', texts[locale], true, false);
}

/**
 * Adds texts for the shell or a plugin, deep-merged over what is there (existing leaves are replaced).
 * `ns` is the namespace: plugins use their id (`t('ping:title')`); the default is the main one.
 */
export function addResourceBundles(texts: Partial<Record<Locale, object>>, ns = 'translation'): void {
  for (const locale of LOCALES) {
    const tree = texts[locale];
    if (tree) i18n.addResourceBundle(locale, ns, tree, true, true);
  }
}
