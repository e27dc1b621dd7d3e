// The client's cookies (docs/contracts.md): auth (token), user (JSON), queue_name, sidebarStatus, phone_status.
import Cookies from 'js-cookie';
import { isCrmUser, type CrmUser } from './user';

export const COOKIE = {
  auth: 'auth',
  user: 'user',
  queueName: 'queue_name',
  sidebarStatus: 'sidebarStatus',
  phoneStatus: 'phone_status',
} as const;
export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

// Session cookies on the whole site; SameSite keeps them off cross-site requests, and Secure off plain http
// whenever the page itself came over https (the bearer token must never travel in clear text). They stay
// readable by scripts: the transport reads the token from `auth` (spec 000 4.5).
const attrs = (): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'lax',
  // globalThis: the softphone's engine also runs where there is no window (its unit tests).
  secure: globalThis.location?.protocol === 'https:',
});

export const readCookie = (name: CookieName): string | null => Cookies.get(name) ?? null;
export const writeCookie = (name: CookieName, value: string) => Cookies.set(name, value, attrs());
export const removeCookie = (name: CookieName) => Cookies.remove(name, attrs());

export const getToken = () => readCookie(COOKIE.auth);

export function readUserCookie(): CrmUser | null {
  const raw = readCookie(COOKIE.user);
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return isCrmUser(user) ? user : null;
  } catch {
    return null;
  }
}

export const writeUserCookie = (user: CrmUser) => writeCookie(COOKIE.user, JSON.stringify(user));

/** Logout removes every cookie the page can see, not only ours (spec 000 4.5). */
export function clearAllCookies(): void {
  const { secure } = attrs();
  for (const name of Object.keys(Cookies.get())) {
    Cookies.remove(name, { path: '/', secure });
    Cookies.remove(name, { path: '', secure }); // one set for the current page's path
  }
}
