// What of the session plugins may read: the token (for sockets), whether calls are enabled (the offset
// rule, spec 000 section 4.5) and the remembered phone status cookie. Plugins never import providers/.
import { COOKIE, getToken, readCookie, writeCookie } from '@/providers/cookies';
import { sessionState, useCallsEnabled } from '@/providers/session-state';

export { useCallsEnabled };

export const authToken = (): string | null => getToken();

export const callsEnabled = (): boolean => sessionState.get().callsEnabled;

/** Runs `listener` whenever calls become enabled or disabled; returns the unsubscribe. */
export function onCallsEnabledChange(listener: (enabled: boolean) => void): () => void {
  let last = sessionState.get().callsEnabled;
  return sessionState.subscribe((state) => {
    if (state.callsEnabled === last) return;
    last = state.callsEnabled;
    listener(last);
  });
}

/** The phone status restored at startup (cookie phone_status, spec 000 section 4.5). */
export const rememberedPhoneStatus = (): string | null => readCookie(COOKIE.phoneStatus);

export function rememberPhoneStatus(status: string): void {
  writeCookie(COOKIE.phoneStatus, status);
  sessionState.set({ phoneStatus: status });
}

/** The project queue the operator chose (cookie queue_name, spec 000 section 4.5). */
export const rememberedQueueName = (): string | null => readCookie(COOKIE.queueName);

export function rememberQueueName(queueName: string): void {
  writeCookie(COOKIE.queueName, queueName);
  sessionState.set({ queueName });
}
