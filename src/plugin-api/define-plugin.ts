import type { PluginDefinition } from './types';

/**
 * Declares a plugin. It only type-checks (slot contexts, permission keys, lazy loaders) and
 * returns its argument: validation happens when the shell registers the plugin, so every
 * problem is reported with the plugin's id.
 */
export function definePlugin(plugin: PluginDefinition): PluginDefinition {
  return plugin;
}
