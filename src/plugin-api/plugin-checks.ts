// The registry's checks, one per part of a definition. Each returns what the plugin would claim
// (paths, menu keys, slot items) without storing it, or calls `fail`, which throws.
import { isPermissionKey, ROLES, type Role } from '@/src/permissions/catalogue';
import { isSlotName, SLOT_NAMES, type SlotName } from './slots';
import type { AccessRule, PluginDefinition, SlotItem } from './types';

export type Fail = (problem: string) => never;
export type Registered<T> = T & { pluginId: string };

const PLUGIN_ID = /^[a-z][a-z0-9-]*$/;

/** '/Settings/User/:id/' and '/settings/user/:userId' are the same route for the router. */
export const normalisePath = (path: string) =>
  path
    .replace(/\/+$/, '')
    .toLowerCase()
    .replace(/:[^/]+/g, ':') || '/';

export function checkIdentity(plugin: PluginDefinition, registered: readonly PluginDefinition[], fail: Fail) {
  if (typeof plugin.id !== 'string' || !PLUGIN_ID.test(plugin.id))
    fail('id must be lower-case kebab-case, like its folder name');
  if (registered.some((p) => p.id === plugin.id)) fail('is registered twice (duplicate plugin id)');
  if (plugin.i18n && (!plugin.i18n.en || !plugin.i18n.ru)) fail('i18n must provide both "en" and "ru"');
}

function checkAccess(what: string, rule: AccessRule, fail: Fail) {
  const { permission } = rule;
  const keys = permission === undefined ? [] : typeof permission === 'string' ? [permission] : permission;
  for (const key of keys) if (!isPermissionKey(key)) fail(`${what} names unknown permission "${key}"`);
  for (const role of rule.roles ?? [])
    if (!ROLES.includes(role as Role)) fail(`${what} names unknown role "${role}"`);
}

/** Normalised path -> owner, for the plugin's routes; `taken` holds the shell's and earlier plugins'. */
export function claimPaths(plugin: PluginDefinition, taken: ReadonlyMap<string, string>, fail: Fail) {
  const claimed = new Map<string, string>();
  for (const route of plugin.routes ?? []) {
    const what = `route "${route.path}"`;
    if (typeof route.path !== 'string' || !route.path.startsWith('/'))
      fail(`${what} must be an absolute path`);
    if (!route.title) fail(`${what} needs a title key`);
    if (typeof route.load !== 'function') fail(`${what} needs load: () => import(...)`);
    checkAccess(what, route, fail);
    const key = normalisePath(route.path);
    const owner = taken.get(key) ?? claimed.get(key);
    if (owner) fail(`${what} clashes with a path already registered by ${owner}`);
    claimed.set(key, `plugin "${plugin.id}"`);
  }
  return claimed;
}

/** An import page belongs to a list entry that exists (the shell's, a resource's or an earlier plugin's). */
export function checkImportPages(plugin: PluginDefinition, entries: ReadonlySet<string>, fail: Fail) {
  for (const route of plugin.routes ?? [])
    if (route.importPageOf !== undefined && !entries.has(route.importPageOf))
      fail(`route "${route.path}" is the import page of "${route.importPageOf}", which is no menu entry`);
}

export function claimMenuKeys(plugin: PluginDefinition, taken: ReadonlySet<string>, fail: Fail) {
  const claimed = new Set<string>();
  for (const item of plugin.menu ?? []) {
    const what = `menu item "${item.key}"`;
    if (!item.key || !item.label) fail(`${what} needs a key and a label`);
    if (taken.has(item.key) || claimed.has(item.key)) fail(`${what} duplicates an existing menu key`);
    checkAccess(what, item, fail);
    claimed.add(item.key);
  }
  return claimed;
}

type SlotTable = ReadonlyMap<SlotName, readonly Registered<SlotItem>[]>;

export function claimSlotItems(plugin: PluginDefinition, taken: SlotTable, fail: Fail) {
  const claimed: [SlotName, Registered<SlotItem>][] = [];
  for (const [name, items] of Object.entries(plugin.slots ?? {})) {
    if (!isSlotName(name)) fail(`slot "${name}" is unknown (known slots: ${SLOT_NAMES.join(', ')})`);
    const slot = name as SlotName;
    for (const item of (items ?? []) as SlotItem[]) {
      const what = `slot "${slot}" item "${item?.id}"`;
      if (!item?.id) fail(`an item of slot "${slot}" has no id`);
      if (typeof item.load !== 'function') fail(`${what} needs load: () => import(...)`);
      const inSlot = [...(taken.get(slot) ?? []), ...claimed.filter(([n]) => n === slot).map(([, i]) => i)];
      const twin = inSlot.find((other) => other.id === item.id);
      if (twin) fail(`${what} duplicates an item id of plugin "${twin.pluginId}" in the same slot`);
      checkAccess(what, item, fail);
      claimed.push([slot, { ...item, pluginId: plugin.id }]);
    }
  }
  return claimed;
}
