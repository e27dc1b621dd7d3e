import type { ResourceProps } from '@refinedev/core';
import { resourceIcon } from '@/src/resources/ui/icons';
import { needOf, type RouteAccess } from '@/src/permissions/access-map';
import type { AppRoute, OwnedAction } from './route-types';

type RefinePage = 'create' | 'edit' | 'show';
const REFINE_PAGES: readonly OwnedAction[] = ['create', 'edit', 'show'];

interface OwnedPages {
  /** Paths Refine routes itself (its create, edit and show actions). */
  routes: Partial<Record<RefinePage, string>>;
  /** Paths of pages Refine has no action for (import), with the keys each needs. */
  others: Partial<Record<OwnedAction, string>>;
  keys: RouteAccess;
}

function ownedPagesOf(routes: AppRoute[]): Map<string, OwnedPages> {
  const owned = new Map<string, OwnedPages>();
  for (const route of routes) {
    if (!route.owner || !route.path) continue;
    const { name, action } = route.owner;
    const entry = owned.get(name) ?? { routes: {}, others: {}, keys: {} };
    if (REFINE_PAGES.includes(action)) {
      entry.routes[action as RefinePage] = route.path;
    } else {
      entry.others[action] = route.path;
      const need = needOf(route.meta.access, action);
      if (need) entry.keys[action] = need;
    }
    owned.set(name, entry);
  }
  return owned;
}

/**
 * Dashboard entries as Refine resources, so useMenu, useTable and the router binding know them.
 * `label` stays an i18n key here: the sidebar and breadcrumbs translate it with its namespace.
 * Pages with an `owner` (create, edit, show of a generated resource) join their owner's resource
 * instead of becoming one; an owned import page, which Refine has no route for, is listed in the owner's
 * `meta.pages` with its keys under the owner's `import` action. Redirects are no resource at all. The
 * entry's access map (`meta.access`) is what the access-control provider reads; an icon named by a declaration (`meta.iconName`) becomes its element here, in the signed-in chunk.
 */
export function toRefineResources(routes: AppRoute[]): ResourceProps[] {
  const owned = ownedPagesOf(routes);
  return routes
    .filter((route) => route.layout !== 'security' && !route.owner && !route.redirectTo)
    .map((route) => {
      const pages = owned.get(route.name);
      const hasPages = pages && Object.keys(pages.others).length > 0;
      // Owned pages' keys join the owner's map under their action (the list's import button asks them).
      const access = hasPages ? { ...route.meta.access, ...pages.keys } : route.meta.access;
      return {
        name: route.resource ?? route.name,
        identifier: route.name,
        // useMenu drops entries with neither a list route nor children; an external link keeps its href.
        list: route.path ?? route.href,
        ...pages?.routes,
        meta: {
          ...route.meta,
          icon: route.meta.icon ?? resourceIcon(route.meta.iconName),
          access,
          ...(hasPages && { pages: pages.others }),
          href: route.href,
          hide: !route.meta.menu,
        },
      };
    });
}
