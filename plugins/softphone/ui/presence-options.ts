// Which presences a user may pick (spec 000 section 4.4, 001 section 6): the plugin API's named rule, with
// the current value shown beside it.
import { can, presencesFor, type CurrentUser } from '@/src/plugin-api';
import type { Presence } from '../phone/types';

/** The options shown: the user's, plus the current value (shown, not choosable) when it is not among them. */
export function presenceOptions(
  user: Pick<CurrentUser, 'role'>,
  current: Presence,
): { value: Presence; choosable: boolean }[] {
  const choosable: Presence[] = presencesFor(user);
  const shown = choosable.includes(current) ? choosable : [current, ...choosable];
  return shown.map((value) => ({ value, choosable: choosable.includes(value) }));
}

/** The selector is disabled unless the user holds global.call (ROLE_ADMIN passes every check). */
export const canChangePresence = (user: CurrentUser) => can(user, 'global.call');
