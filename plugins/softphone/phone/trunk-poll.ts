// The operator's main trunk, asked again every 30 s (spec 001 sections 7 and 9: GET /user/trunk/{id}, "name
// becomes main_trunk_name or null"), so a trunk an administrator gives or takes away reaches a working phone
// without a new login: outgoing calls read it from the user (outgoing.ts, the X-Main-Trunk header).
import { apiRequest, type CurrentUser } from '@/src/plugin-api';

/** Spec 001 section 9: "user trunk for operators 30 s". */
export const TRUNK_POLL_MS = 30_000;

/** The user's main trunk name (null: none), or undefined when the server could not say (kept as it was). */
export async function fetchMainTrunk(userId: number): Promise<string | null | undefined> {
  try {
    const { status, data } = await apiRequest<{ name?: unknown }>('get', `/user/trunk/${userId}`);
    if (status !== 200 || !data || typeof data !== 'object') return undefined;
    return typeof data.name === 'string' && data.name !== '' ? data.name : null;
  } catch {
    return undefined;
  }
}

/** The user with another main trunk: a new object, so nobody else's copy of the user changes under them. */
const withMainTrunk = (user: CurrentUser, name: string | null): CurrentUser => ({
  ...user,
  raw: { ...user.raw, main_trunk_name: name },
});

/** Asks every TRUNK_POLL_MS and puts a changed name into `holder.user` (the engine's context); returns the
 * stop function. */
export function followMainTrunk(holder: { user: CurrentUser }): () => void {
  let stopped = false;
  const timer = setInterval(async () => {
    const name = await fetchMainTrunk(holder.user.id);
    if (stopped || name === undefined || name === (holder.user.raw.main_trunk_name ?? null)) return;
    holder.user = withMainTrunk(holder.user, name);
  }, TRUNK_POLL_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
