import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@/src/boot/runtime-config';
import type { Role } from '@/src/permissions/catalogue';
import type { LazyComponent } from '@/src/plugin-api/types';
import type { RouteAccess } from '@/src/permissions/access-map';

/**
 * Refine's actions of a resource (and `copy`, the server's copy); `delete` and `copy` have buttons but no page.
 * `import` and `download` are the actions of hand-written pages and buttons Refine has no name for.
 */
export type RefineAction = 'list' | 'create' | 'edit' | 'show' | 'delete' | 'copy' | 'import' | 'download';

/** The pages another entry may own: Refine's own, and an import page, which Refine has no route for. */
export type OwnedAction = 'create' | 'edit' | 'show' | 'import';

export interface AppRouteMeta {
  /**
   * The keys each action needs (src/permissions/access-map.ts): `list` guards the page and the menu entry, the others
   * the buttons of a generated resource; an owned page is guarded by its owner action's keys. An entry
   * without a map is open to any signed-in user.
   */
  access?: RouteAccess;
  /** Roles that pass without the keys (a role-only rule admits only those roles). */
  roles?: readonly Role[];
  /** i18n key of the menu label, breadcrumb and page title. */
  label: string;
  /** i18n namespace of `label`: a plugin's id; the main namespace when absent. */
  labelNs?: string;
  icon?: ReactNode;
  /**
   * A generated resource's icon by name (src/resources/ui/icons.tsx), resolved where the menu is built,
   * in the signed-in chunk, so the icons stay out of the login page's bundle.
   */
  iconName?: string;
  /** `name` of the parent entry in the menu and breadcrumbs. */
  parent?: string;
  /** Whether the sidebar lists it. */
  menu: boolean;
  /**
   * A further condition on the runtime config for the sidebar entry, checked after the permissions (a
   * feature flag that hides an entry). The page stays reachable: only the menu depends on it.
   */
  menuWhen?: (config: RuntimeConfig) => boolean;
  order?: number;
}

/**
 * One entry of the route registry. An entry with `path` and `load` is a page; one without is a
 * menu group (or, with `href`, an external link). Every dashboard entry also becomes a Refine resource.
 */
export interface AppRoute {
  /** Unique key: the Refine resource identifier and what `meta.parent` refers to. */
  name: string;
  /** Refine resource name when it differs from `name` (data hooks use it, e.g. 'user'). */
  resource?: string;
  path?: string;
  href?: string;
  /** 'security' pages are the open login-style ones; everything else sits in the dashboard layout. */
  layout?: 'dashboard' | 'security';
  load?: LazyComponent<object>;
  /**
   * A create, edit, show or import page of another entry's Refine resource (a generated resource's list
   * entry): it is no Refine resource of its own, its path becomes the owner's `create`/`edit`/`show` route,
   * so the menu highlights the owner's entry on it. Refine has no import route: an import page becomes the
   * owner's `meta.pages.import` and its keys the owner's `import` keys (the list's header button asks them);
   * owned-pages-router.ts matches it to the owner.
   */
  owner?: { name: string; action: OwnedAction };
  /** An address that only sends the visitor on to another one (e.g. `/settings/tag` to its list). */
  redirectTo?: string;
  meta: AppRouteMeta;
}
