// The tab's one /app connection, bound to the session: it reads the session's token, closes on logout, and
// connects afresh when another user signs in (or the same one again, with a new token).
import { getToken } from '@/providers/cookies';
import { sessionState } from '@/providers/session-state';
import { createServerChannel } from './channel';

/** socket.io's namespace of server pushes (server/userreport/app-channel.ts), on the page's origin. */
export const APP_NAMESPACE = '/app';

export const serverChannel = createServerChannel({ url: APP_NAMESPACE, readToken: getToken });

let signedIn = sessionState.get().user;
sessionState.subscribe(({ user }) => {
  if (user === signedIn) return;
  const sameUser = user !== null && signedIn !== null && user.id === signedIn.id;
  signedIn = user;
  if (!sameUser) serverChannel.close();
  if (user) serverChannel.retry();
});
