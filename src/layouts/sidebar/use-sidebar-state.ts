// Sidebar state of spec 000 sections 2.2 and 4.5: open or collapsed, restored from the
// sidebarStatus cookie ('1' open, '0' collapsed), saved on every toggle; below 992 px it
// starts closed and opens over the page with a backdrop.
import { useCallback, useEffect, useRef, useState } from 'react';
import { COOKIE, readCookie } from '@/providers/cookies';
import { setSidebarStatus } from '@/providers/session';

const MOBILE_BELOW_PX = 992;
export const SIDEBAR_OPEN_PX = 285;
export const SIDEBAR_COLLAPSED_PX = 54;

const isMobileWidth = () => window.innerWidth < MOBILE_BELOW_PX;
/** Open unless the user collapsed it last time. */
const savedOpen = () => readCookie(COOKIE.sidebarStatus) !== '0';

export interface SidebarState {
  opened: boolean;
  isMobile: boolean;
  toggle: () => void;
  close: () => void;
}

export function useSidebarState(): SidebarState {
  const [isMobile, setIsMobile] = useState(isMobileWidth);
  const [opened, setOpened] = useState(() => !isMobileWidth() && savedOpen());
  const wasMobile = useRef(isMobile);

  useEffect(() => {
    const onResize = () => {
      const mobile = isMobileWidth();
      if (mobile === wasMobile.current) return;
      // Crossing the breakpoint resets the sidebar: closed on mobile, the saved choice on desktop.
      wasMobile.current = mobile;
      setIsMobile(mobile);
      setOpened(!mobile && savedOpen());
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const toggle = useCallback(() => {
    setSidebarStatus(!opened);
    setOpened(!opened);
  }, [opened]);
  const close = useCallback(() => setOpened(false), []);

  return { opened, isMobile, toggle, close };
}

/** Width the sidebar takes from the page: nothing on mobile, where it floats over the content. */
export const sidebarWidth = ({ opened, isMobile }: Pick<SidebarState, 'opened' | 'isMobile'>) =>
  isMobile ? 0 : opened ? SIDEBAR_OPEN_PX : SIDEBAR_COLLAPSED_PX;
