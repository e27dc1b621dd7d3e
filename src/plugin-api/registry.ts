// Collects plugin definitions and refuses bad ones at startup with a message naming the plugin,
// so a broken plugin fails the boot (and the contract test) instead of misbehaving later.
import { byOrder } from '@/src/shared/by-order';
import {
  checkIdentity,
  checkImportPages,
  claimMenuKeys,
  claimPaths,
  claimSlotItems,
  normalisePath,
  type Registered,
} from './plugin-checks';
import type { SlotName } from './slots';
import type { PluginDefinition, PluginMenuItem, PluginRoute, SlotItem } from './types';

export { normalisePath, type Registered };

export interface PluginRegistry {
  register(plugin: PluginDefinition): void;
  readonly plugins: readonly PluginDefinition[];
  routes(): Registered<PluginRoute>[];
  menuItems(): Registered<PluginMenuItem>[];
  /** Every item of a slot, sorted by order; access filtering is the host's job (see slot-filter). */
  slotItems<N extends SlotName>(name: N): Registered<SlotItem<N>>[];
}

export class PluginRegistrationError extends Error {
  override name = 'PluginRegistrationError';
}

interface RegistryOptions {
  /** The shell's own paths, which no plugin route may take. */
  reservedPaths?: Iterable<string>;
  /** The shell's menu entry names ('dashboard', 'settings'...), which no plugin menu item may take. */
  reservedMenuKeys?: Iterable<string>;
}

export function createPluginRegistry(options: RegistryOptions = {}): PluginRegistry {
  const plugins: PluginDefinition[] = [];
  const paths = new Map<string, string>();
  for (const path of options.reservedPaths ?? []) paths.set(normalisePath(path), 'the shell');
  const menuKeys = new Set<string>(options.reservedMenuKeys);
  const slots = new Map<SlotName, Registered<SlotItem>[]>();

  function register(plugin: PluginDefinition) {
    if (!plugin || typeof plugin !== 'object')
      throw new PluginRegistrationError('A plugin must be an object from definePlugin()');
    const fail = (problem: string): never => {
      throw new PluginRegistrationError(`Plugin "${plugin.id}": ${problem}`);
    };
    // Everything is checked before anything is stored: a refused plugin leaves no trace.
    checkIdentity(plugin, plugins, fail);
    const newPaths = claimPaths(plugin, paths, fail);
    checkImportPages(plugin, menuKeys, fail);
    const newMenuKeys = claimMenuKeys(plugin, menuKeys, fail);
    const newItems = claimSlotItems(plugin, slots, fail);

    plugins.push(plugin);
    newPaths.forEach((owner, key) => paths.set(key, owner));
    newMenuKeys.forEach((key) => menuKeys.add(key));
    for (const [name, item] of newItems) slots.set(name, [...(slots.get(name) ?? []), item]);
  }

  return {
    register,
    plugins,
    routes: () => plugins.flatMap((p) => (p.routes ?? []).map((r) => ({ ...r, pluginId: p.id }))),
    menuItems: () =>
      byOrder(
        plugins.flatMap((p) => (p.menu ?? []).map((m) => ({ ...m, pluginId: p.id }))),
        (item) => item.order,
      ),
    slotItems: <N extends SlotName>(name: N) =>
      byOrder(slots.get(name) ?? [], (item) => item.order) as Registered<SlotItem<N>>[],
  };
}
