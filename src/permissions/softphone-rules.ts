// Spec 001 section 6, "Softphone" and "Top bar": what the browser phone does by role. Kept with the other
// named rules so that no plugin compares a role itself (tests/unit/plugins.contract.test.ts).
import type { Role } from './catalogue';

export type PresenceChoice = 'active' | 'pause' | 'dnd' | 'no_active';

/**
 * The presences a user may pick. Operators pick pause or dnd, and active to go back to work (the spec names
 * pause and dnd only; without active an operator could never leave them: docs/decisions.md). Everyone else
 * picks active or no_active.
 */
export const presencesFor = (user: { role: Role }): PresenceChoice[] =>
  user.role === 'ROLE_OPERATOR' ? ['active', 'pause', 'dnd'] : ['active', 'no_active'];

export interface SoftphoneRole {
  /**
   * An operator works the queues: pause and dnd, the usage-report socket, the dialer, sound settings; the
   * microphone must work and a project must be chosen before the presence changes.
   */
  worksQueues: boolean;
  /** "ROLE_ADMIN gets no card countdown". */
  cardCountdown: boolean;
  /** "ROLE_ADMIN ... does not load projects". */
  loadsProjects: boolean;
  /** Calls wait for the offset update that enables them (spec 000 section 4.5); not for admin. */
  waitsForCallsEnabled: boolean;
  /** "Audio-device test for all except guest" (top bar). */
  testsAudio: boolean;
}

export const softphoneRole = ({ role }: { role: Role }): SoftphoneRole => ({
  worksQueues: role === 'ROLE_OPERATOR',
  cardCountdown: role !== 'ROLE_ADMIN',
  loadsProjects: role !== 'ROLE_ADMIN',
  waitsForCallsEnabled: role !== 'ROLE_ADMIN',
  testsAudio: role !== 'ROLE_GUEST',
});
