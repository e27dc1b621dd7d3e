import type { PluginRegistry } from '@/src/plugin-api/registry';
import { accessOf } from '@/src/permissions/access-map';
import type { AppRoute } from '@/src/routes/route-types';

/** Plugin pages and menu entries in the shell's route model; labels resolve in the plugin's namespace. */
export function pluginAppRoutes(registry: PluginRegistry): AppRoute[] {
  const pages = registry.routes().map((route): AppRoute => ({
    name: `${route.pluginId}:${route.path}`,
    path: route.path,
    load: route.load,
    ...(route.importPageOf && { owner: { name: route.importPageOf, action: 'import' as const } }),
    meta: {
      label: route.title,
      labelNs: route.pluginId,
      icon: route.menu?.icon,
      iconName: route.menu?.iconName,
      parent: route.menu?.parent ?? route.importPageOf,
      order: route.menu?.order,
      menu: Boolean(route.menu),
      access: accessOf(route),
      roles: route.roles,
    },
  }));
  const menu = registry.menuItems().map((item): AppRoute => ({
    name: item.key,
    href: item.href,
    meta: {
      label: item.label,
      labelNs: item.pluginId,
      icon: item.icon,
      iconName: item.iconName,
      parent: item.parent,
      order: item.order,
      menu: true,
      access: accessOf(item),
      roles: item.roles,
    },
  }));
  return [...pages, ...menu];
}
