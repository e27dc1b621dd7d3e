// byOrder (src/shared/by-order.ts): "sort by order, unordered last" for slot items, routes and menus.
import { describe, expect, it } from 'vitest';
import { byOrder } from '@/src/shared/by-order';

const order = (item: { order?: unknown }) => item.order;

describe('byOrder', () => {
  it('puts lower orders first and items without a numeric order last, in their original order', () => {
    const items = [
      { id: 'a' },
      { id: 'b', order: 20 },
      { id: 'c', order: 'high' },
      { id: 'd', order: -5 },
      { id: 'e' },
      { id: 'f', order: 0 },
    ];
    expect(byOrder(items, order).map((i) => i.id)).toEqual(['d', 'f', 'b', 'a', 'c', 'e']);
  });

  it('keeps items of the same order in their original order', () => {
    const items = [
      { id: 'x', order: 1 },
      { id: 'y', order: 1 },
      { id: 'z', order: 0 },
    ];
    expect(byOrder(items, order).map((i) => i.id)).toEqual(['z', 'x', 'y']);
  });

  it('reads the order where the caller says and leaves the input alone', () => {
    const routes = [{ meta: { order: 2 } }, { meta: {} }, { meta: { order: 1 } }];
    const copy = structuredClone(routes);
    expect(byOrder(routes, (r: { meta: { order?: number } }) => r.meta.order)).toEqual([
      { meta: { order: 1 } },
      { meta: { order: 2 } },
      { meta: {} },
    ]);
    expect(routes).toEqual(copy);
  });
});
