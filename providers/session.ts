// Cookie-backed session operations shared by the transport and the auth provider: ending the session,
// going to /login, restoring from cookies at startup (spec 000 4.5), and persisting the small UI values.
import { clearAllCookies, COOKIE, getToken, readCookie, readUserCookie, writeCookie } from './cookies';
import { sessionState } from './session-state';
import type { CrmUser } from './user';
import { LOGIN_PATH } from './paths';

export type Navigator = (path: string) => void;
const browserNavigate: Navigator = (path) => window.location.assign(path);
let navigator: Navigator = browserNavigate;

/** The shell injects its router's navigate (and tests a spy); null restores full-page navigation. */
export function setNavigator(fn: Navigator | null): void {
  navigator = fn ?? browserNavigate;
}

/** Goes to /login unless the page is already there (spec 001 section 8). */
export function goToLogin(): void {
  if (window.location.pathname !== LOGIN_PATH) navigator(LOGIN_PATH);
}

/** Logs out locally: every cookie and the in-memory session are cleared. */
export function endSession(): void {
  clearAllCookies();
  sessionState.reset();
}

/** The signed-in user: the store's, else the user cookie's while a token exists. */
export function currentUser(): CrmUser | null {
  if (!getToken()) return null;
  const { user } = sessionState.get();
  if (user) return user;
  const stored = readUserCookie();
  if (stored) sessionState.set({ user: stored });
  return stored;
}

/** Startup restore: auth, user, queue_name, sidebarStatus and phone_status from cookies. */
export function restoreFromCookies(): { token: string | null; user: CrmUser | null } {
  const token = getToken();
  const user = token ? readUserCookie() : null;
  sessionState.set({
    user,
    queueName: readCookie(COOKIE.queueName),
    sidebarStatus: readCookie(COOKIE.sidebarStatus),
    phoneStatus: readCookie(COOKIE.phoneStatus),
  });
  return { token, user };
}

/** The sidebar toggle saves sidebarStatus as 1 or 0. */
export function setSidebarStatus(open: boolean): void {
  const value = open ? '1' : '0';
  writeCookie(COOKIE.sidebarStatus, value);
  sessionState.set({ sidebarStatus: value });
}

export function setQueueName(name: string): void {
  writeCookie(COOKIE.queueName, name);
  sessionState.set({ queueName: name });
}

export function setPhoneStatus(status: string): void {
  writeCookie(COOKIE.phoneStatus, status);
  sessionState.set({ phoneStatus: status });
}
