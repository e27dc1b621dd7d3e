// Texts only signed-in pages use: Refine's UI key set and the settings resources' titles. The dashboard
// layout imports this module, so the login page does not download them (spec goal: login JS <= 250 KB).
// They go under the shell's texts, which win on a shared key as they did when all loaded at once.
import { addResourceBundlesUnder, deepMerge, type Locale } from './index';
import { refineTexts } from './refine';
import { resourceTexts } from './resources';

export const dashboardTexts: Record<Locale, object> = {
  en: deepMerge(refineTexts.en, resourceTexts.en),
  ru: deepMerge(refineTexts.ru, resourceTexts.ru),
};

addResourceBundlesUnder(dashboardTexts);
