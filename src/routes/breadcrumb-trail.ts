import { matchPath } from 'react-router';
import type { AppRoute } from './route-types';

export interface Crumb {
  name: string;
  label: string;
  labelNs?: string;
  /** Absent for menu groups, which have no page of their own. */
  path?: string;
}

/** The route matching `pathname` followed up its `meta.parent` chain, outermost first. */
export function breadcrumbTrail(routes: AppRoute[], pathname: string): Crumb[] {
  const byName = new Map(routes.map((r) => [r.name, r]));
  let route = routes.find((r) => r.path && matchPath({ path: r.path, end: true }, pathname));
  const trail: Crumb[] = [];
  // The name check stops a parent cycle from looping forever.
  while (route && !trail.some((crumb) => crumb.name === route?.name)) {
    trail.unshift({
      name: route.name,
      label: route.meta.label,
      labelNs: route.meta.labelNs,
      path: route.path,
    });
    route = route.meta.parent ? byName.get(route.meta.parent) : undefined;
  }
  return trail;
}

/** The label of the page at `pathname`, for the document title. */
export const pageLabel = (routes: AppRoute[], pathname: string) => breadcrumbTrail(routes, pathname).at(-1);
