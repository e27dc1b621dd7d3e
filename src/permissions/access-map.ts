// The one access rule of a route (spec 001 section 6): a map of the keys each action needs, read by one
// function for the route guard, the sidebar menu and Refine's access-control provider. Before, pages named
// one `permission`, generated resources added a per-action `actions` map, and the provider accepted
// either; now every entry carries the map and an action it does not name needs what listing needs.
// It lives beside the catalogue because the providers (which may only read i18n and permissions) apply it.
import type { PermissionKey } from './catalogue';

export type PermissionNeed = PermissionKey | readonly PermissionKey[];

/**
 * Refine's actions (and `copy`, `import`, `download`, the actions of buttons and pages Refine has no name
 * for). `list` guards the entry's page and its menu entry.
 */
export type RouteAccess = Partial<Record<string, PermissionNeed>> & {
  list?: PermissionNeed;
  create?: PermissionNeed;
  edit?: PermissionNeed;
  show?: PermissionNeed;
  delete?: PermissionNeed;
};

/** The keys an action needs: its own entry, else the list's (clone counts as create). */
export function needOf(access: RouteAccess | undefined, action = 'list'): PermissionNeed | undefined {
  const own = access?.[action === 'clone' ? 'create' : action];
  return own ?? access?.list;
}

/** A plugin's or a page's single rule (`permission`) as a map: one need for every action. */
export const accessOf = (rule: { permission?: PermissionNeed }): RouteAccess | undefined =>
  rule.permission === undefined ? undefined : { list: rule.permission };
