import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useRuntimeConfig } from '@/src/boot/runtime-config-context';
import { LoadingOverlay } from '@/src/shared/LoadingOverlay';
import './security-layout.css';

/** Login-style pages: the title over one card at most 600 px wide, with a loading overlay. */
export function SecurityLayout() {
  const { title } = useRuntimeConfig();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className="security-layout">
      <div className="security-layout__box">
        <h1 className="security-layout__title">{title}</h1>
        <div className="security-layout__card">
          <Suspense fallback={<LoadingOverlay />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
