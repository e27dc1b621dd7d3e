import { Fragment, Suspense, useMemo, type ReactNode } from 'react';
import { lazyOnce } from './lazy-cache';
import { usePluginRegistry } from './registry-context';
import { SlotErrorBoundary } from './SlotErrorBoundary';
import { visibleSlotItems } from './slot-filter';
import type { SlotContexts, SlotName } from './slots';
import type { Registered } from './plugin-checks';
import type { SlotItem } from './types';

interface SlotProps<N extends SlotName> {
  name: N;
  ctx: SlotContexts[N];
  /** Wraps each rendered item, e.g. in a tab or a card; defaults to the item alone. */
  renderItem?: (node: ReactNode, item: SlotItem<N>) => ReactNode;
  /** Shown per item while its code loads. */
  fallback?: ReactNode;
}

export interface RenderedSlotItem<N extends SlotName = SlotName> {
  item: SlotItem<N>;
  /** The plugin that added the item: its i18n namespace, for `item.title`. */
  pluginId: string;
  /** The item's component, loaded lazily, isolated by an error boundary. */
  node: ReactNode;
}

/**
 * The items of a slot this user may see, in slot order, ready to place: for hosts that lay them out
 * themselves (as tabs, say) instead of one after another like <Slot>.
 */
export function useSlotItems<N extends SlotName>(
  name: N,
  ctx: SlotContexts[N],
  fallback: ReactNode = null,
): RenderedSlotItem<N>[] {
  const registry = usePluginRegistry();
  return useMemo(() => {
    // The filter keeps the registry's own objects, so each still knows its plugin.
    const items = visibleSlotItems(registry.slotItems(name), ctx) as Registered<SlotItem<N>>[];
    return items.map((item) => {
      const Item = lazyOnce(item.load);
      const pluginId = item.pluginId;
      const node = (
        <SlotErrorBoundary key={item.id} itemId={item.id}>
          <Suspense fallback={fallback}>
            <Item ctx={ctx} />
          </Suspense>
        </SlotErrorBoundary>
      );
      return { item, pluginId, node };
    });
  }, [registry, name, ctx, fallback]);
}

/** Renders the plugin items registered for a slot that this user may see, each loaded lazily. */
export function Slot<N extends SlotName>({ name, ctx, renderItem, fallback = null }: SlotProps<N>) {
  const items = useSlotItems(name, ctx, fallback);
  return (
    <>
      {items.map(({ item, node }) => (
        <Fragment key={item.id}>{renderItem ? renderItem(node, item) : node}</Fragment>
      ))}
    </>
  );
}
