// GET /user/projects (spec 001 sections 7 and 9): the signed-in user's projects, asked again every 15 s for
// everyone but ROLE_ADMIN, so a project given to or taken from a working operator reaches their phone, card
// list and filters without a reload. One poll runs for the whole signed-in shell (useUserProjectsPoll, in the
// dashboard layout); every reader shares its react-query cache entry and re-renders when the reply changes.
import { softphoneRole } from '@/src/permissions/softphone-rules';
import type { Role } from '@/src/permissions/catalogue';
import { useApiQuery, type ApiQuery } from './data-hooks';

export const USER_PROJECTS_URL = '/user/projects';
/** Spec 001 section 9: "projects 15 s". */
export const USER_PROJECTS_POLL_MS = 15_000;

/** The user's projects as the last poll answered them (`items` of the spec's reply). */
export function useUserProjects<T>({ enabled = true }: { enabled?: boolean } = {}): ApiQuery<{
  items?: T[];
}> {
  return useApiQuery<{ items?: T[] }>(USER_PROJECTS_URL, undefined, { enabled });
}

/** The shell's one poll: every 15 s while a user who loads projects (not ROLE_ADMIN) is signed in. */
export function useUserProjectsPoll(user: { role: Role } | null): void {
  useApiQuery(USER_PROJECTS_URL, undefined, {
    enabled: user !== null && softphoneRole(user).loadsProjects,
    pollMs: USER_PROJECTS_POLL_MS,
  });
}
