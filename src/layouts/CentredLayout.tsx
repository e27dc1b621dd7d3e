import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingOverlay } from '@/src/shared/LoadingOverlay';
import './simple-layouts.css';

/** One block in the middle of the page, for standalone screens. */
export function CentredLayout() {
  return (
    <div className="centred-layout">
      <Suspense fallback={<LoadingOverlay />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
