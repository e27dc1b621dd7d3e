// A plugin's texts come in two parts: the few the shell shows before any of the plugin's code loads
// (route, menu and tab titles: `i18n` in definePlugin), and the rest, which its UI registers with
// pluginTexts() from the lazily loaded modules that use them, so they stay out of the login page.
import { addResourceBundles } from '@/src/i18n';
import type { PluginTexts } from './types';

/** Adds texts to the plugin's namespace (its id) when the module calling it loads; returns them. */
export function pluginTexts<T extends { en: PluginTexts; ru: PluginTexts }>(pluginId: string, texts: T): T {
  addResourceBundles(texts, pluginId);
  return texts;
}
