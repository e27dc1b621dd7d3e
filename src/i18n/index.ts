// The one i18next instance of the browser app, which loads with the signed-in part (the open pages draw
// with base-texts.ts's plainT). It starts from the base texts already loaded (the spec's messages, the
// validation dictionary and the shell's texts) and follows the active language of locale.ts; text packs
// (the dashboard's Refine keys and resource titles) come one language at a time, and plugins and the shell
// add more with addResourceBundles().
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseTextsOf, bootLocale, loadBaseTexts } from './base-texts';
import { activeLocale, isLocale, LOCALES, rememberLocale, setActiveLocale, type Locale } from './locale';
import type { Tree } from './tree';

export { isLocale, LOCALE_STORAGE_KEY, LOCALES, type Locale } from './locale';
export { deepMerge } from './tree';

/** i18next's own copy of a tree: addResourceBundle merges into it, and the base trees stay as loaded. */
const bundleOf = (tree: Tree) => ({ translation: structuredClone(tree) });

/** Languages whose base texts i18next has. */
const withBaseTexts = new Set<Locale>(LOCALES.filter((locale) => baseTextsOf(locale)));

export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: Object.fromEntries([...withBaseTexts].map((locale) => [locale, bundleOf(baseTextsOf(locale)!)])),
  lng: activeLocale(),
  supportedLngs: [...LOCALES],
  fallbackLng: 'en',
  defaultNS: 'translation',
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

/** The interface language: what the Accept-Language header and the UI use. */
export const currentLocale = (): Locale => activeLocale();

/** Texts that come with a part of the app, a module per language; see addTextPack. */
export type TextPack = Record<Locale, () => Promise<{ default: object }>>;
const packs = new Map<TextPack, Set<Locale>>();

/** Adds texts under what is there: existing leaves win (the shell's over a pack's). */
function addUnder(locale: Locale, tree: object) {
  i18n.addResourceBundle(locale, 'translation', tree, true, false);
}

/** Everything i18next needs for `locale`: its base texts and every registered pack's. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (!withBaseTexts.has(locale)) {
    addUnder(locale, structuredClone(await loadBaseTexts(locale)));
    withBaseTexts.add(locale);
  }
  await Promise.all(
    [...packs].map(async ([pack, added]) => {
      if (added.has(locale)) return;
      addUnder(locale, (await pack[locale]()).default);
      added.add(locale);
    }),
  );
}

/** Registers a text pack and loads the active language's part; later language switches load theirs. */
export async function addTextPack(pack: TextPack): Promise<void> {
  if (!packs.has(pack)) packs.set(pack, new Set());
  await loadLocale(currentLocale());
}

async function applyLocale(locale: Locale): Promise<Locale> {
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
  setActiveLocale(locale);
  return locale;
}

/** Startup (base-texts.ts's bootLocale), for when i18next is already loaded (tests). */
export async function bootI18n(defaultLocale?: string | null): Promise<Locale> {
  return applyLocale(await bootLocale(defaultLocale));
}

/** The user picks a language: applied and remembered in localStorage. Unknown values are ignored. */
export async function changeLocale(locale: string): Promise<Locale> {
  if (!isLocale(locale)) return currentLocale();
  rememberLocale(locale);
  return applyLocale(locale);
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
