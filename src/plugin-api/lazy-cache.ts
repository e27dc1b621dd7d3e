import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LazyComponent } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a cache over every props type
type AnyLazy = LazyExoticComponent<ComponentType<any>>;

// One React.lazy per loader: creating it during render would remount the item every time.
const cache = new WeakMap<object, AnyLazy>();

export function lazyOnce<P>(load: LazyComponent<P>): LazyExoticComponent<ComponentType<P>> {
  let component = cache.get(load);
  if (!component) {
    component = lazy(load);
    cache.set(load, component);
  }
  return component as LazyExoticComponent<ComponentType<P>>;
}
