// Who may be offered a project's queued callers (docs/telephony.md, "Inbound queues"): the project's members
// by the rule GET /api/user/projects answers (server/auth/scope/visible.ts: the project's user group, its
// supervisor and its guest), less guests (they cannot call), each with an extension; then, of those, who is
// available now: not paused by their latest operator_states row (pause, dnd, no_active and a card left open,
// which the softphone reports as pause, are not; no row at all is the softphone's initial active), registered,
// and not in a call: neither one this node carries nor one another node carries (its open call row names
// the operator), since with several nodes an operator's calls may live on any of them.
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { calls } from '../../calls/table';
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

/**
 * The ids among `userIds` in a call another call-control node carries: its open row names them. This node's
 * own calls are left to its PhoneView, which knows more (an operator who handed a customer over is free
 * while the customer's row, which keeps them, is still open).
 */
export async function inCallElsewhere(db: Db, userIds: number[], nodeId: string): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: calls.operator_id })
    .from(calls)
    .where(
      and(
        isNull(calls.ended_at),
        ne(calls.node_id, ''), // '': a row the softphone wrote, no node's
        ne(calls.node_id, nodeId),
        inArray(calls.operator_id, userIds),
      ),
    );
  return new Set(rows.map((r) => r.userId!));
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
  nodeId: string,
): Promise<{ members: string[]; available: string[] }> {
  const members = await queueMembers(db, campaignId);
  const ids = members.map((m) => m.userId);
  const [active, elsewhere] = await Promise.all([activeUserIds(db, ids), inCallElsewhere(db, ids, nodeId)]);
  const available = members.filter(
    (m) =>
      active.has(m.userId) &&
      !elsewhere.has(m.userId) &&
      phones.isRegistered(m.extension) &&
      !phones.isInCall(m.extension),
  );
  return { members: members.map((m) => m.extension), available: available.map((m) => m.extension) };
}
