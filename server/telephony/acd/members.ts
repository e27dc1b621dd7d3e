// Who may be offered a project's queued callers (docs/telephony.md, "Inbound queues"): the project's members
// by the rule GET /api/user/projects answers (server/auth/scope/visible.ts: the project's user group, its
// supervisor and its guest), less guests (they cannot call), each with an extension; then, of those, who is
// available now: not paused by their latest operator_states row (pause, dnd, no_active and a card left open,
// which the softphone reports as pause, are not; no row at all is the softphone's initial active), registered,
// and not in a call.
import { and, asc, desc, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns, users } from '../../db/schema';
import { operatorStates } from '../table';

export interface QueueMember {
  userId: number;
  extension: string;
}

/** The project's members with an extension, in fixed order (by user id: linear and rrmemory rely on it). */
export async function queueMembers(db: Db, campaignId: number): Promise<QueueMember[]> {
  const rows = await db
    .select({ userId: users.id, extension: users.extension_username })
    .from(users)
    .innerJoin(
      campaigns,
      and(
        eq(campaigns.id, campaignId),
        or(
          eq(campaigns.user_group_id, users.user_group_id),
          eq(campaigns.supervisor_id, users.id),
          eq(campaigns.guest_id, users.id),
        ),
      ),
    )
    .where(
      and(
        isNotNull(users.extension_username),
        ne(users.extension_username, ''),
        ne(users.role, 'ROLE_GUEST'),
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => ({ userId: r.userId, extension: r.extension! }));
}

/**
 * The ids among `userIds` not paused: whose latest reported presence is active, or who never reported one
 * (the softphone reports changes only, and starts active: its registration then says it is there).
 */
export async function activeUserIds(db: Db, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const latest = await db
    .selectDistinctOn([operatorStates.user_id], {
      userId: operatorStates.user_id,
      status: operatorStates.status,
    })
    .from(operatorStates)
    .where(inArray(operatorStates.user_id, userIds))
    .orderBy(operatorStates.user_id, desc(operatorStates.at), desc(operatorStates.id));
  const away = new Set(latest.filter((r) => r.status !== 'active').map((r) => r.userId));
  return new Set(userIds.filter((id) => !away.has(id)));
}

/** What the call-control side knows of an extension's phone. */
export interface PhoneView {
  isRegistered(extension: string): boolean;
  /** In a call the call-control service carries, or ringing for one (the ACD's own offers included). */
  isInCall(extension: string): boolean;
}

/** The members in fixed order, and those available to be offered a call now. */
export async function queueAvailability(
  db: Db,
  campaignId: number,
  phones: PhoneView,
): Promise<{ members: string[]; available: string[] }> {
  const members = await queueMembers(db, campaignId);
  const active = await activeUserIds(
    db,
    members.map((m) => m.userId),
  );
  const available = members.filter(
    (m) => active.has(m.userId) && phones.isRegistered(m.extension) && !phones.isInCall(m.extension),
  );
  return { members: members.map((m) => m.extension), available: available.map((m) => m.extension) };
}
