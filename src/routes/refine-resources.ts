import type { ResourceProps } from '@refinedev/core';
import type { AppRoute } from './route-types';

/**
 * Dashboard entries as Refine resources, so useMenu, useTable and the router binding know them.
 * `label` stays an i18n key here: the sidebar and breadcrumbs translate it with its namespace.
 */
export const toRefineResources = (routes: AppRoute[]): ResourceProps[] =>
  routes
    .filter((route) => route.layout !== 'security')
    .map((route) => ({
      name: route.resource ?? route.name,
      identifier: route.name,
      // useMenu drops entries with neither a list route nor children; an external link keeps its href.
      list: route.path ?? route.href,
      meta: { ...route.meta, href: route.href, hide: !route.meta.menu },
    }));
