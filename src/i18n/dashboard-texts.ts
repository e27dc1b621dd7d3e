// Texts only signed-in pages use: Refine's UI key set and the settings resources' titles, one module per
// language (dashboard-texts-en.ts, -ru.ts). A text pack (index.ts): the dashboard layout waits for the
// active language's, and switching languages loads the other's. They go under the shell's texts, which
// win on a shared key as they did when all loaded at once.
import type { TextPack } from './index';

export const dashboardTexts: TextPack = {
  en: () => import('./dashboard-texts-en'),
  ru: () => import('./dashboard-texts-ru'),
};
