import { Suspense, useEffect, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useRuntimeConfig } from '@/src/boot/runtime-config-context';
import { ContactCardHost } from '@/src/plugin-api/ContactCardHost';
import { Slot } from '@/src/plugin-api/Slot';
import type { BaseSlotContext } from '@/src/plugin-api/slots';
import { useUserProjectsPoll } from '@/src/plugin-api/user-projects';
import { pageLabel } from '@/src/routes/breadcrumb-trail';
import type { AppRoute } from '@/src/routes/route-types';
import { useRouteLabel } from '@/src/routes/use-route-label';
import { useCurrentUser } from '@/src/session/use-current-user';
import { LoadingOverlay } from '@/src/shared/LoadingOverlay';
import { Footer } from './Footer';
import { Sidebar } from './sidebar/Sidebar';
import { sidebarWidth, useSidebarState } from './sidebar/use-sidebar-state';
import { TopBar } from './topbar/TopBar';
import './dashboard-layout.css';

/** The signed-in chrome of spec 000 section 2.2 around the current page (the <Outlet/>). */
export default function DashboardLayout({ routes }: { routes: AppRoute[] }) {
  const sidebar = useSidebarState();
  const user = useCurrentUser();
  const config = useRuntimeConfig();
  const ctx = useMemo<BaseSlotContext | null>(() => (user ? { user, config } : null), [user, config]);
  useDocumentTitle(routes, config.title);
  useCloseOnNavigation(sidebar);
  useUserProjectsPoll(user);

  if (!ctx) return <LoadingOverlay fullScreen />;
  const width = sidebarWidth(sidebar);
  return (
    <div
      className="shell"
      data-sidebar={sidebar.opened ? 'open' : 'collapsed'}
      data-device={sidebar.isMobile ? 'mobile' : 'desktop'}
      style={{ ['--sidebar-width' as string]: `${width}px` }}
    >
      {sidebar.isMobile && sidebar.opened && (
        <div className="shell__backdrop" onClick={sidebar.close} data-testid="sidebar-backdrop" />
      )}
      <Sidebar opened={sidebar.opened} isMobile={sidebar.isMobile} />
      <div className="shell__main">
        <TopBar opened={sidebar.opened} onToggle={sidebar.toggle} routes={routes} ctx={ctx} />
        <main className="shell__content">
          <Suspense fallback={<LoadingOverlay />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
      <div className="shell__softphone">
        <Slot name="softphone.area" ctx={ctx} />
      </div>
      <ContactCardHost ctx={ctx} />
    </div>
  );
}

/** On mobile the open sidebar covers the page: choosing a menu entry closes it. */
function useCloseOnNavigation({ isMobile, close }: { isMobile: boolean; close: () => void }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isMobile) close();
  }, [pathname, isMobile, close]);
}

function useDocumentTitle(routes: AppRoute[], appTitle: string) {
  const { pathname } = useLocation();
  const label = useRouteLabel();
  const page = pageLabel(routes, pathname);
  const text = page ? label(page.label, page.labelNs) : null;
  useEffect(() => {
    document.title = text ? `${text} | ${appTitle}` : appTitle;
  }, [text, appTitle]);
}
