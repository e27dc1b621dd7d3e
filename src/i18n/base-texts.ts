// The texts any page may need from the start: the spec's messages, the validation dictionary and the
// shell's texts, one module per language (texts-en.ts, texts-ru.ts), so the browser downloads only the
// active language's. plainT() serves the open pages (login, restore), which draw without i18next; i18next
// (index.ts) starts from the same trees when the signed-in part loads.
import { useSyncExternalStore } from 'react';
import {
  activeLocale,
  FALLBACK_LOCALE,
  isLocale,
  onLocaleChange,
  setActiveLocale,
  storedLocale,
  type Locale,
} from './locale';
import type { Tree } from './tree';

const modules: Record<Locale, () => Promise<{ default: Tree }>> = {
  en: () => import('./texts-en'),
  ru: () => import('./texts-ru'),
};
const loaded: Partial<Record<Locale, Tree>> = {};

export async function loadBaseTexts(locale: Locale): Promise<Tree> {
  return (loaded[locale] ??= (await modules[locale]()).default);
}

/** A language's texts if they have been loaded. */
export const baseTextsOf = (locale: Locale): Tree | undefined => loaded[locale];

/**
 * Startup (spec 000 section 4.5): the language the user picked wins; else the runtime config's default;
 * else Russian. Its texts are loaded before it becomes active, so the first render has them.
 */
export async function bootLocale(defaultLocale?: string | null): Promise<Locale> {
  const locale = storedLocale() ?? (isLocale(defaultLocale) ? defaultLocale : FALLBACK_LOCALE);
  await loadBaseTexts(locale);
  setActiveLocale(locale);
  return locale;
}

/** The text at `key` (levels joined by dots) in the active language, {{name}} filled from `values`. */
export function plainT(key: string, values: Record<string, unknown> = {}): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], loaded[activeLocale()]);
  if (typeof text !== 'string') return key;
  return text.replace(/\{\{(\w+)\}\}/g, (found, name: string) =>
    name in values ? String(values[name]) : found,
  );
}

/** plainT for components: they draw again when the language changes. */
export function usePlainT(): typeof plainT {
  useSyncExternalStore(onLocaleChange, activeLocale, activeLocale);
  return plainT;
}
