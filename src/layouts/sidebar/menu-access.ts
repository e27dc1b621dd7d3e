import type { RuntimeConfig } from '@/src/boot/runtime-config';
import { isAllowed, type Role } from '@/src/permissions/catalogue';
import { needOf, type RouteAccess } from '@/src/permissions/access-map';
import { byOrder } from '@/src/shared/by-order';

interface MenuNode<T> {
  route?: string;
  // Refine types resource meta loosely; the route registry puts these fields there.
  meta?: Rule | Record<string, unknown>;
  children: T[];
}

type Rule = {
  /** The entry's access map (src/permissions/access-map.ts); its menu entry needs the list keys. */
  access?: RouteAccess;
  roles?: readonly Role[];
  href?: string;
  /** The route registry's `menuWhen` (src/routes/route-types.ts). */
  menuWhen?: (config: RuntimeConfig) => boolean;
};

/**
 * The menu a user sees (spec 000 section 2.2): the route guard's rule applied to every entry,
 * so admin sees everything; a group left without visible children disappears too. Given the runtime
 * config, an entry whose `menuWhen` refuses it is left out as well (for everyone, admin included).
 */
export function filterMenuByAccess<T extends MenuNode<T>>(
  items: T[],
  user: { role: Role; permissions: readonly string[] },
  config?: RuntimeConfig,
): T[] {
  return items.flatMap((item) => {
    const meta = (item.meta ?? {}) as Rule;
    if (!isAllowed(user, needOf(meta.access), meta.roles)) return [];
    if (config && typeof meta.menuWhen === 'function' && !meta.menuWhen(config)) return [];
    const children = filterMenuByAccess(item.children, user, config);
    if (!item.route && !meta.href && children.length === 0) return [];
    return [{ ...item, children }];
  });
}

/**
 * Each level of the menu by `meta.order` (entries without one last, in their place). Refine's tree puts
 * a group where its first child comes, which is not the group's own order.
 */
export function orderMenu<T extends { meta?: unknown; children: T[] }>(items: T[]): T[] {
  return byOrder(
    items.map((item) => ({ ...item, children: orderMenu(item.children) })),
    (item) => (item.meta as { order?: unknown } | undefined)?.order,
  );
}
