// The calls row of one interaction (design-12.md, "Call rows"): opened when the call starts, completed
// once when it ends with its times, status, initiator and price. `ended_at IS NULL` means live, and
// `node_id` names the node that owns it, so a node that starts again closes what it left open.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { calls, type CallContext, type CallType, type HangUpInitiator } from '../../calls/table';
import { contacts } from '../../contacts/table';
import type { Db } from '../../db/client';
import { CALL_STATUS, type CallStatusCode } from '../../from-client';

export interface OpenCall {
  uniqueId: string;
  at: Date;
  clientPhone: string;
  toPhone: string;
  source: string;
  context: CallContext;
  campaignId: number | null;
  contactId: number | null;
  operatorId: number | null;
  trunkId: number | null;
  trunk: string;
  nodeId: string;
  /** TYPE_SYSTEM unless set (a consult call is TYPE_TRANSFER). */
  callType?: CallType;
}

export interface CallOutcome {
  status: CallStatusCode;
  answeredAt: Date | null;
  endedAt: Date;
  initiator: HangUpInitiator | null;
  hangupCause: string;
  price: number;
  waitSec?: number;
}

const seconds = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

/** Seconds talked (billed): from the answer to the end, 0 when never answered. */
export const talkSeconds = (answeredAt: Date | null, endedAt: Date) =>
  answeredAt ? seconds(answeredAt, endedAt) : 0;

/** The contact this number belongs to, in the call's project when known. */
export async function contactOfPhone(
  db: Db,
  phone: string,
  campaignId: number | null,
): Promise<number | null> {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      campaignId
        ? and(eq(contacts.phone, phone), eq(contacts.campaign_id, campaignId))
        : eq(contacts.phone, phone),
    )
    .orderBy(sql`${contacts.id} desc`)
    .limit(1);
  return row?.id ?? null;
}

/**
 * Opens the interaction's row. The softphone reports the same call through GET /node/call/contact/
 * (spec 001 section 7), which may arrive first: that row (no node, still open, same operator and number,
 * this last minute) is taken over, keeping the call type and contact the softphone knew, so a call is one
 * row whichever came first (server/telephony/call-contact.ts does the same the other way round).
 */
export async function openCallRow(db: Db, call: OpenCall): Promise<number> {
  const values = {
    unique_id: call.uniqueId,
    at: call.at,
    client_phone: call.clientPhone,
    to_phone: call.toPhone,
    source: call.source,
    context: call.context,
    campaign_id: call.campaignId,
    contact_id: call.contactId,
    operator_id: call.operatorId,
    trunk_id: call.trunkId,
    trunk: call.trunk,
    call_type: call.callType ?? 'TYPE_SYSTEM',
    node_id: call.nodeId,
  };
  if (call.operatorId !== null) {
    const reported = db
      .select({ id: calls.id })
      .from(calls)
      .where(
        and(
          eq(calls.node_id, ''),
          isNull(calls.ended_at),
          eq(calls.operator_id, call.operatorId),
          eq(calls.client_phone, call.clientPhone),
          sql`${calls.at} > ${call.at}::timestamptz - interval '1 minute'`,
        ),
      )
      .orderBy(sql`${calls.id} desc`)
      .limit(1);
    const [adopted] = await db
      .update(calls)
      .set({
        ...values,
        call_type: call.callType ?? sql`${calls.call_type}`,
        contact_id: sql`coalesce(${calls.contact_id}, ${call.contactId})`,
        campaign_id: sql`coalesce(${calls.campaign_id}, ${call.campaignId})`,
      })
      .where(sql`${calls.id} = (${reported})`)
      .returning({ id: calls.id });
    if (adopted) return adopted.id;
  }
  const [row] = await db.insert(calls).values(values).returning({ id: calls.id });
  return row.id;
}

/** Completes a live row; a row already completed stays as it is (an end seen twice writes once). */
export async function completeCallRow(db: Db, id: number, at: Date, o: CallOutcome): Promise<void> {
  const talkSec = talkSeconds(o.answeredAt, o.endedAt);
  await db
    .update(calls)
    .set({
      status: o.status,
      answered_at: o.answeredAt,
      ended_at: o.endedAt,
      initiator_hang_up: o.initiator,
      hangup_cause: o.hangupCause.slice(0, 255),
      dial_sec: seconds(at, o.answeredAt ?? o.endedAt),
      wait_sec: o.waitSec ?? 0,
      talk_sec: talkSec,
      bill_sec: talkSec,
      duration: seconds(at, o.endedAt),
      price: o.price,
    })
    .where(and(eq(calls.id, id), isNull(calls.ended_at)));
}

/** At start: this node's rows still open were live when it stopped; close them with what is known. */
export async function closeLeftOpen(
  db: Db,
  nodeId: string,
  now = new Date(),
  cause = 'call-control restarted',
): Promise<number> {
  const closed = await db
    .update(calls)
    .set({
      status: CALL_STATUS.closedAtRestart,
      ended_at: now,
      hangup_cause: cause,
      duration: sql`greatest(0, round(extract(epoch from (${now.toISOString()}::timestamptz - ${calls.at}))))::int`,
      talk_sec: sql`case when ${calls.answered_at} is null then 0 else greatest(0, round(extract(epoch from (${now.toISOString()}::timestamptz - ${calls.answered_at}))))::int end`,
    })
    .where(and(eq(calls.node_id, nodeId), isNull(calls.ended_at)))
    .returning({ id: calls.id });
  return closed.length;
}
