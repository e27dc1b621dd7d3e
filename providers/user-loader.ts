// Loading the signed-in user: GET /user/get after login, at startup and on identity refreshes.
import { getToken, writeUserCookie } from './cookies';
import { request } from './http-client';
import { syncOffsetTimestamp } from './offset-timestamp';
import { currentUser, endSession, goToLogin, restoreFromCookies } from './session';
import { sessionState } from './session-state';
import { isCrmUser, type CrmUser } from './user';

// The offset rule runs once per token: after login, after a page load, not on every identity refresh.
let offsetCheckedFor: string | null = null;

/**
 * GET /user/get: stores the user (cookie and store) and, once per token, applies the offset rule.
 * An empty reply logs out (spec 001 section 4) and gives null; a failed call (404/500 pass silently)
 * keeps the stored user.
 */
export async function loadUser(): Promise<CrmUser | null> {
  const { status, data } = await request('get', '/user/get');
  if (status >= 400) return currentUser();
  if (!isCrmUser(data)) {
    endSession();
    goToLogin();
    return null;
  }
  writeUserCookie(data);
  sessionState.set({ user: data });
  const token = getToken();
  if (token && token !== offsetCheckedFor) {
    offsetCheckedFor = token;
    await syncOffsetTimestamp(data);
  }
  return data;
}

/** Startup (spec 000 4.5): restore the session from cookies; with a token, reload the user. */
export async function bootSession(): Promise<CrmUser | null> {
  const { token, user } = restoreFromCookies();
  if (!token) return null;
  try {
    return await loadUser();
  } catch (error) {
    console.error('user reload failed', error);
    return user;
  }
}
