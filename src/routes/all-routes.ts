import { pluginAppRoutes } from '@/src/plugin-host/plugin-routes';
import type { PluginRegistry } from '@/src/plugin-api/registry';
import { shellRoutes } from './route-registry';
import type { AppRoute } from './route-types';

/** Shell and plugin routes in menu order (by meta.order; unordered entries keep their place at the end). */
export function allRoutes(registry: PluginRegistry): AppRoute[] {
  return [...shellRoutes, ...pluginAppRoutes(registry)]
    .map((route, index) => ({ route, index }))
    .sort((a, b) => (a.route.meta.order ?? Infinity) - (b.route.meta.order ?? Infinity) || a.index - b.index)
    .map(({ route }) => route);
}
