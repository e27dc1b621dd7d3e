import { Fragment, Suspense, useMemo, type ReactNode } from 'react';
import { lazyOnce } from './lazy-cache';
import { usePluginRegistry } from './registry-context';
import { SlotErrorBoundary } from './SlotErrorBoundary';
import { visibleSlotItems } from './slot-filter';
import type { SlotContexts, SlotName } from './slots';
import type { SlotItem } from './types';

interface SlotProps<N extends SlotName> {
  name: N;
  ctx: SlotContexts[N];
  /** Wraps each rendered item, e.g. in a tab or a card; defaults to the item alone. */
  renderItem?: (node: ReactNode, item: SlotItem<N>) => ReactNode;
  /** Shown per item while its code loads. */
  fallback?: ReactNode;
}

/** Renders the plugin items registered for a slot that this user may see, each loaded lazily. */
export function Slot<N extends SlotName>({ name, ctx, renderItem, fallback = null }: SlotProps<N>) {
  const registry = usePluginRegistry();
  const items = useMemo(() => visibleSlotItems(registry.slotItems(name), ctx), [registry, name, ctx]);
  return (
    <>
      {items.map((item) => {
        const Item = lazyOnce(item.load);
        const node = (
          <SlotErrorBoundary itemId={item.id}>
            <Suspense fallback={fallback}>
              <Item ctx={ctx} />
            </Suspense>
          </SlotErrorBoundary>
        );
        return <Fragment key={item.id}>{renderItem ? renderItem(node, item) : node}</Fragment>;
      })}
    </>
  );
}
