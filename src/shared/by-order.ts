// "Sort by order, unordered last": slot items, routes and menu entries all sort this way, so a plugin's
// entry lands where its `order` says and entries without one keep their registration order at the end.

/**
 * `items` by what `orderOf` reads, lowest first; an item whose order is not a number comes after every
 * numbered one. Ties keep their place. Returns a new array.
 */
export function byOrder<T>(items: readonly T[], orderOf: (item: T) => unknown): T[] {
  const rank = (item: T) => {
    const order = orderOf(item);
    return typeof order === 'number' ? order : Infinity;
  };
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}
