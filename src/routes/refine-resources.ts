import type { ResourceProps } from '@refinedev/core';
import { resourceIcon } from '@/src/resources/ui/icons';
import type { AppRoute } from './route-types';

/**
 * Dashboard entries as Refine resources, so useMenu, useTable and the router binding know them.
 * `label` stays an i18n key here: the sidebar and breadcrumbs translate it with its namespace.
 * Pages with an `owner` (create, edit, show of a generated resource) join their owner's resource
 * instead of becoming one; redirects are no resource at all. An entry with per-action keys
 * (`meta.actions`) hands that map to the access-control provider as `meta.permission`; an icon named by
 * a declaration (`meta.iconName`) becomes its element here, in the signed-in chunk.
 */
export function toRefineResources(routes: AppRoute[]): ResourceProps[] {
  const ownedPages = new Map<string, Partial<Record<'create' | 'edit' | 'show', string>>>();
  for (const route of routes) {
    if (!route.owner || !route.path) continue;
    ownedPages.set(route.owner.name, { ...ownedPages.get(route.owner.name), [route.owner.action]: route.path });
  }
  return routes
    .filter((route) => route.layout !== 'security' && !route.owner && !route.redirectTo)
    .map((route) => ({
      name: route.resource ?? route.name,
      identifier: route.name,
      // useMenu drops entries with neither a list route nor children; an external link keeps its href.
      list: route.path ?? route.href,
      ...ownedPages.get(route.name),
      meta: {
        ...route.meta,
        icon: route.meta.icon ?? resourceIcon(route.meta.iconName),
        permission: route.meta.actions ?? route.meta.permission,
        href: route.href,
        hide: !route.meta.menu,
      },
    }));
}
