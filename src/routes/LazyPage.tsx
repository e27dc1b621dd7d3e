import { Suspense } from 'react';
import { lazyOnce } from '@/src/plugin-api/lazy-cache';
import type { LazyComponent } from '@/src/plugin-api/types';
import { LoadingOverlay } from '@/src/shared/LoadingOverlay';

/** A route page whose code is fetched on first visit, with the loading overlay meanwhile. */
export function LazyPage({ load }: { load: LazyComponent<object> }) {
  const Page = lazyOnce(load);
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <Page />
    </Suspense>
  );
}
