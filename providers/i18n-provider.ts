// Refine's I18nProvider over the app's i18next instance (src/i18n). Refine calls translate(key, options,
// default) or translate(key, default); a missing key gives the default, else the key itself.
import type { I18nProvider } from '@refinedev/core';
import { changeLocale, currentLocale, i18n } from '@/src/i18n';

export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: unknown, defaultMessage?: string) => {
    const fallback = typeof options === 'string' ? options : defaultMessage;
    const values = typeof options === 'object' && options !== null ? options : {};
    return i18n.t(key, { ...values, defaultValue: fallback ?? key });
  },
  changeLocale: (locale: string) => changeLocale(locale),
  getLocale: () => currentLocale(),
};
