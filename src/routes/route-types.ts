import type { ReactNode } from 'react';
import type { AccessRule, LazyComponent } from '@/src/plugin-api/types';

export interface AppRouteMeta extends AccessRule {
  /** i18n key of the menu label, breadcrumb and page title. */
  label: string;
  /** i18n namespace of `label`: a plugin's id; the main namespace when absent. */
  labelNs?: string;
  icon?: ReactNode;
  /** `name` of the parent entry in the menu and breadcrumbs. */
  parent?: string;
  /** Whether the sidebar lists it. */
  menu: boolean;
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
  meta: AppRouteMeta;
}
