import { useMemo } from 'react';
import { useSessionState } from '@/providers/session-state';
import { toCurrentUser, type CurrentUser } from './current-user';

/**
 * The signed-in user, or null. Read from the providers' session store, which the auth provider
 * fills from the cookie at startup and refreshes on every GET /user/get, so this hook is free to
 * call anywhere (no request, no Refine context) and plugins can use it too.
 */
export function useCurrentUser(): CurrentUser | null {
  const user = useSessionState((state) => state.user);
  return useMemo(() => toCurrentUser(user), [user]);
}
