// The shape of a plugin. Everything a plugin declares is data; UI arrives through `load`
// (a dynamic import) so no plugin code reaches the login page's bundle.
import type { ComponentType, ReactNode } from 'react';
import type { PermissionKey, Role } from '@/src/permissions/catalogue';
import type { SlotContexts, SlotName } from './slots';

/** Same rule as routes (spec 001 section 6): ROLE_ADMIN passes, or every key, or a listed role. */
export interface AccessRule {
  permission?: PermissionKey | readonly PermissionKey[];
  roles?: readonly Role[];
}

export type LazyComponent<P> = () => Promise<{ default: ComponentType<P> }>;

export interface SlotItemProps<N extends SlotName> {
  ctx: SlotContexts[N];
}

export interface SlotItem<N extends SlotName = SlotName> extends AccessRule {
  /** Unique within the slot across all plugins. */
  id: string;
  /** Lower comes first; items without order go last, in registration order. */
  order?: number;
  /** An i18n key in the plugin's namespace, for hosts that label items (tabs, settings pages). */
  title?: string;
  /** Extra condition on the slot's context, checked after permissions. */
  when?: (ctx: SlotContexts[N]) => boolean;
  load: LazyComponent<SlotItemProps<N>>;
}

export type PluginSlots = { [N in SlotName]?: SlotItem<N>[] };

export interface PluginMenuEntry {
  /** Key of the parent menu entry (a shell resource such as 'settings', or one a plugin adds). */
  parent?: string;
  icon?: ReactNode;
  /**
   * An icon by name, as resource declarations name theirs (src/resources/ui/icons.tsx): resolved in the
   * signed-in chunk, so a plugin's menu entry keeps the icon package out of the login page's bundle.
   */
  iconName?: string;
  order?: number;
}

export interface PluginRoute extends AccessRule {
  /** Absolute path inside the dashboard layout, e.g. '/reports/calls'. */
  path: string;
  /** i18n key in the plugin's namespace: page title, breadcrumb and menu label. */
  title: string;
  /** Present when the route shows in the sidebar. */
  menu?: PluginMenuEntry;
  /**
   * The list entry (a shell or generated resource's name, e.g. 'campaign') this page is the import page of
   * (spec 000 section 2.1): the menu keeps that entry highlighted here, the breadcrumbs put the page under
   * it, and its generated list shows an Import button (and one per row when the path takes an `:id`) to
   * holders of this route's keys. Not listed in the menu itself.
   */
  importPageOf?: string;
  load: LazyComponent<object>;
}

/** A sidebar entry that is not a page: a group other entries nest under, or an external link. */
export interface PluginMenuItem extends AccessRule, PluginMenuEntry {
  key: string;
  /** i18n key in the plugin's namespace. */
  label: string;
  href?: string;
}

export type PluginTexts = Record<string, unknown>;

export interface PluginDefinition {
  /** Equals the plugin's folder name under plugins/; also its i18n namespace. */
  id: string;
  i18n?: { en: PluginTexts; ru: PluginTexts };
  routes?: PluginRoute[];
  menu?: PluginMenuItem[];
  slots?: PluginSlots;
}
