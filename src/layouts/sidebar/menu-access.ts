import { isAllowed, type PermissionKey, type Role } from '@/src/permissions/catalogue';

interface MenuNode<T> {
  route?: string;
  // Refine types resource meta loosely; the route registry puts these fields there.
  meta?:
    | { permission?: PermissionKey | readonly PermissionKey[]; roles?: readonly Role[]; href?: string }
    | Record<string, unknown>;
  children: T[];
}

type Rule = { permission?: PermissionKey | readonly PermissionKey[]; roles?: readonly Role[]; href?: string };

/**
 * The menu a user sees (spec 000 section 2.2): the route guard's rule applied to every entry,
 * so admin sees everything; a group left without visible children disappears too.
 */
export function filterMenuByAccess<T extends MenuNode<T>>(
  items: T[],
  user: { role: Role; permissions: readonly string[] },
): T[] {
  return items.flatMap((item) => {
    const meta = (item.meta ?? {}) as Rule;
    if (!isAllowed(user, meta.permission, meta.roles)) return [];
    const children = filterMenuByAccess(item.children, user);
    if (!item.route && !meta.href && children.length === 0) return [];
    return [{ ...item, children }];
  });
}
