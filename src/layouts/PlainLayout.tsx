import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingOverlay } from '@/src/shared/LoadingOverlay';

/** No chrome at all, for pages opened on their own (e.g. a standalone contact card). */
export function PlainLayout() {
  return (
    <div style={{ position: 'relative', minHeight: '100vh' }}>
      <Suspense fallback={<LoadingOverlay />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
