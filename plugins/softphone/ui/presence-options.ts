// Which presences a user may pick (spec 000 section 4.4, 001 section 6).
import type { CurrentUser } from '@/src/plugin-api';
import type { Presence } from '../phone/types';

/**
 * Operators pick pause or dnd, and active to go back to work (the spec names pause and dnd only; without
 * active an operator could never leave them: docs/decisions.md). Everyone else picks active or no_active.
 */
export const choosablePresences = (role: CurrentUser['role']): Presence[] =>
  role === 'ROLE_OPERATOR' ? ['active', 'pause', 'dnd'] : ['active', 'no_active'];

/** The options shown: the role's, plus the current value (shown, not choosable) when it is not among them. */
export function presenceOptions(
  role: CurrentUser['role'],
  current: Presence,
): { value: Presence; choosable: boolean }[] {
  const choosable = choosablePresences(role);
  const shown = choosable.includes(current) ? choosable : [current, ...choosable];
  return shown.map((value) => ({ value, choosable: choosable.includes(value) }));
}

/** The selector is disabled unless the user holds global.call (ROLE_ADMIN passes every check). */
export const canChangePresence = (user: CurrentUser) =>
  user.role === 'ROLE_ADMIN' || user.permissions.includes('global.call');
