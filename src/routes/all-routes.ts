import { pluginAppRoutes } from '@/src/plugin-host/plugin-routes';
import type { PluginRegistry } from '@/src/plugin-api/registry';
import { byOrder } from '@/src/shared/by-order';
import { shellRoutes } from './route-registry';
import type { AppRoute } from './route-types';

/** Shell and plugin routes in menu order (by meta.order; unordered entries keep their place at the end). */
export function allRoutes(registry: PluginRegistry): AppRoute[] {
  return byOrder([...shellRoutes, ...pluginAppRoutes(registry)], (route) => route.meta.order);
}
