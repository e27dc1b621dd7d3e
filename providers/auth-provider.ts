// Refine's AuthProvider over the API (docs/contracts.md; spec 000 4.5, 001 sections 4, 7 and 8).
// The token lives in the `auth` cookie (the transport reads it on every request), the user JSON in `user`.
// Logout also ends the token on the server (POST /api/logout), so a copied token stops working too.
import type { AuthActionResponse, AuthProvider } from '@refinedev/core';
import { i18n } from '@/src/i18n';
import { COOKIE, getToken, writeCookie } from './cookies';
import { ApiError, request } from './http-client';
import { HOME_PATH, LOGIN_PATH } from './paths';
import { currentUser, endSession } from './session';
import { toPermissionSubject } from './user';
import { loadUser } from './user-loader';

export { bootSession, loadUser } from './user-loader';

/** How long logout waits for the server to end the tokens before giving up (the session is over here). */
const LOGOUT_TIMEOUT_MS = 5000;

const failure = (name: string, message: string, errors?: ApiError['errors']): AuthActionResponse => ({
  success: false,
  error: Object.assign(new Error(message), { name, errors }),
});

/** The reply of a failed login or password call as Refine shows it: title "Error", the text below. */
function authFailure(error: unknown): AuthActionResponse {
  const title = i18n.t('error');
  if (!(error instanceof ApiError)) return failure(title, i18n.t('unableToConnect'));
  if (error.status === 401) return failure(title, i18n.t('invalidCredentials'));
  if (error.status === 400) {
    const fields = Object.values(error.errors ?? {})
      .flat()
      .join('\n');
    return failure(title, fields || error.message, error.errors);
  }
  return failure(title, error.message); // 429 and the rest: the server's own words
}

/** A step of the password reset (spec 001 section 7): the server's message, then back to the login page. */
async function restoreStep(path: string, body: object): Promise<AuthActionResponse> {
  try {
    const { data } = await request<{ message?: string }>('post', path, body);
    return {
      success: true,
      redirectTo: LOGIN_PATH,
      successNotification: { message: data?.message ?? i18n.t('ok') },
    };
  } catch (error) {
    return authFailure(error);
  }
}

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    try {
      const { status, data } = await request<{ token?: string }>('post', '/login_check', { email, password });
      if (status >= 400 || !data?.token) throw new ApiError(status, data, i18n.t('incorrectData'));
      writeCookie(COOKIE.auth, data.token);
      const user = await loadUser();
      if (!user) return failure(i18n.t('error'), i18n.t('invalidCredentials'));
      return { success: true, redirectTo: HOME_PATH };
    } catch (error) {
      return authFailure(error);
    }
  },

  /** Ends the session here at once, then asks the server to end every token of the user (POST /logout)
   * with the token it had; a failed or slow call changes nothing here (the cookies are already gone). */
  async logout() {
    const token = getToken();
    endSession();
    if (token) {
      const headers = { Authorization: `Bearer ${token}` };
      await request('post', '/logout', undefined, { headers, timeout: LOGOUT_TIMEOUT_MS }).catch(
        () => undefined,
      );
    }
    return { success: true, redirectTo: LOGIN_PATH };
  },

  async check() {
    return getToken()
      ? { authenticated: true }
      : { authenticated: false, logout: true, redirectTo: LOGIN_PATH };
  },

  async onError(error: { status?: number; statusCode?: number }) {
    const status = error?.status ?? error?.statusCode;
    return status === 401 ? { logout: true, redirectTo: LOGIN_PATH, error: error as Error } : {};
  },

  /** The API user (refreshed by GET /user/get), or null when signed out. */
  async getIdentity() {
    if (!getToken()) return null;
    try {
      return await loadUser();
    } catch {
      return currentUser();
    }
  },

  /** `{ role, permissions }` with the keys parsed from permission_group.permissions. */
  async getPermissions() {
    const user = currentUser();
    return user ? toPermissionSubject(user) : null;
  },

  forgotPassword: ({ email }: { email: string }) => restoreStep('/restore', { email }),

  /** Refine merges the page's query (`?token=...` of the e-mailed link) into the params. */
  updatePassword: ({ token, password }: { token?: string; password: string }) =>
    restoreStep('/restore/reset', { token, password }),
};
