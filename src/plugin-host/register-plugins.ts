// Startup: every plugin of plugins/index.ts goes through the registry (which throws on the first
// bad one) and its texts become an i18next namespace named after it.
import { addResourceBundles } from '@/src/i18n';
import { createPluginRegistry, type PluginRegistry } from '@/src/plugin-api/registry';
import type { PluginDefinition } from '@/src/plugin-api/types';
import { shellPaths, shellRoutes } from '@/src/routes/route-registry';

export function registerPlugins(plugins: readonly PluginDefinition[]): PluginRegistry {
  const registry = createPluginRegistry({
    reservedPaths: shellPaths(),
    reservedMenuKeys: shellRoutes.map((route) => route.name),
  });
  for (const plugin of plugins) registry.register(plugin);
  for (const plugin of registry.plugins) if (plugin.i18n) addResourceBundles(plugin.i18n, plugin.id);
  return registry;
}
