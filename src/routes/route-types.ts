import type { ReactNode } from 'react';
import type { PermissionKey } from '@/src/permissions/catalogue';
import type { AccessRule, LazyComponent } from '@/src/plugin-api/types';

/** Refine's actions of a resource (and `copy`, the server's copy); `delete` and `copy` have buttons but no page. */
export type RefineAction = 'list' | 'create' | 'edit' | 'show' | 'delete' | 'copy';

export interface AppRouteMeta extends AccessRule {
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
  order?: number;
  /**
   * Keys per Refine action, for the buttons of a generated resource (create, edit, show, delete): the
   * entry's Refine resource carries this map as its `meta.permission` (see providers/access-control-provider.ts).
   * An action absent from the map has no page and no button.
   */
  actions?: Partial<Record<RefineAction, readonly PermissionKey[]>>;
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
   * A create, edit or show page of another entry's Refine resource (a generated resource's list entry):
   * it is no Refine resource of its own, its path becomes the owner's `create`/`edit`/`show` route, so the
   * menu highlights the owner's entry on it.
   */
  owner?: { name: string; action: 'create' | 'edit' | 'show' };
  /** An address that only sends the visitor on to another one (e.g. `/settings/tag` to its list). */
  redirectTo?: string;
  meta: AppRouteMeta;
}
