// The offset_timestamp rule (spec 000 4.5, 001 sections 7 and 8). After the user loads: when the user's
// offset_timestamp is missing or 60 s or more away from now, PUT /user/set/offset_timestamp with
// client_timestamp (seconds). Success enables calls for non-admin, non-guest users; a 402 disables them
// and shows the notification whose key is the reply's message; other failures are only logged.
// A fresh offset needs no update and counts as success (otherwise a reload within a minute of the last
// update would leave an operator unable to call).
import { i18n } from '@/src/i18n';
import { ApiError, request } from './http-client';
import { notify } from './notification-provider';
import { sessionState } from './session-state';
import type { CrmUser } from './user';

export const OFFSET_THRESHOLD_SECONDS = 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export const canCall = (user: CrmUser) => user.role !== 'ROLE_ADMIN' && user.role !== 'ROLE_GUEST';

export const offsetIsStale = (user: CrmUser, now = nowSeconds()) =>
  typeof user.offset_timestamp !== 'number' ||
  Math.abs(now - user.offset_timestamp) >= OFFSET_THRESHOLD_SECONDS;

export type OffsetOutcome = 'fresh' | 'updated' | 'payment-required' | 'failed';

export async function syncOffsetTimestamp(user: CrmUser): Promise<OffsetOutcome> {
  const now = nowSeconds();
  if (!offsetIsStale(user, now)) {
    sessionState.set({ callsEnabled: canCall(user) });
    return 'fresh';
  }
  try {
    const { status, data } = await request('put', '/user/set/offset_timestamp', { client_timestamp: now });
    if (status >= 400) throw new ApiError(status, data, `offset update answered ${status}`);
    sessionState.set({ callsEnabled: canCall(user) });
    return 'updated';
  } catch (error) {
    if (error instanceof ApiError && error.status === 402) {
      sessionState.set({ callsEnabled: false });
      const body = error.data as { message?: unknown } | null;
      const key = typeof body?.message === 'string' ? body.message : 'callNotAvailable';
      notify({ type: 'error', message: i18n.t('error'), description: i18n.t(key, { defaultValue: key }) });
      return 'payment-required';
    }
    console.error('offset_timestamp update failed', error);
    return 'failed';
  }
}
