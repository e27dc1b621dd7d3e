// One call waiting in a project queue, as call-control carries it (docs/telephony.md, "Inbound queues"): a
// customer from a trunk, or an operator's consult call to a queue (the transfer dialog's queue switch). The
// leg is answered at once against a placeholder party (rtpengine anchors it and plays the queue music to it),
// its calls row is opened, and the queue engine offers operators; the one who answers is bridged in the same
// rtpengine call and recorded. Either side's BYE ends both legs and completes the row with the queue's
// status (11, 12, 30) and the wait; an end from outside (a command, the media watchdog) lets the queue go.
import { randomUUID } from 'node:crypto';
import { SessionState, type Invitation, type UserAgent } from 'sip.js';
import { eq } from 'drizzle-orm';
import { calls, type CallType, type HangUpInitiator } from '../../calls/table';
import { users } from '../../db/schema';
import { CALL_STATUS, type CallStatusCode } from '../../from-client';
import { completeCallRow, contactOfPhone, openCallRow } from '../call-control/call-row';
import type { FlowDeps } from '../call-control/deps';
import type { LiveInteraction } from '../call-control/interactions';
import type { NgParams } from '../media/ng-client';
import { TO_CARRIER } from '../call-control/ng-profiles';
import type { TrunkRow } from '../call-control/trunk-port';
import type { AcdEngine } from './engine';
import { dtmfToCustomer } from '../call-control/dtmf';
import { ringOperators, type OperatorLeg, type Ringing } from './operator-offer';
import type { QueuedCaller } from './port';
import { answerAgainstPlaceholder, holdCustomer, seconds } from './customer-media';
import { CHAINED, endPartner, handedOverStatus } from '../call-control/handover';
import { onRefer } from '../call-control/refer';
import { queuedSide } from './queued-side';

const CUST = 'cust';

/** Operators' phones are browsers (WebRTC); the server tests ring a plain-RTP phone instead. */
export interface OperatorMedia {
  profile: NgParams;
  browser: boolean;
}

export interface QueueLeg {
  deps: FlowDeps;
  engine: AcdEngine;
  invitation: Invitation;
  /** Sends the INVITEs that offer the call to operators. */
  ua: UserAgent;
  operators: OperatorMedia;
  /** Where the music-on-hold uploads are (DATA_DIR). */
  dataDir: string;
  campaignId: number;
  /** The customer's number (digits). */
  phone: string;
  dialled: string;
  /** The trunk a customer called through; null for a consult call. */
  trunk: TrunkRow | null;
  callType: CallType;
}

export const refuse = (invitation: Invitation, statusCode: number, reasonPhrase: string) =>
  invitation.reject({ statusCode, reasonPhrase }).catch(() => undefined);

export async function queueLeg(q: QueueLeg): Promise<void> {
  const { deps, engine, invitation, campaignId, phone, trunk } = q;
  const id = randomUUID();
  const at = new Date();
  let customerSdp = invitation.request.body ?? '';
  // A consult caller is an operator's phone, as those offered are (until handed over: then loopback RTP).
  let customerProfile = trunk ? TO_CARRIER : q.operators.profile;
  let customerFlags: string[] = [];

  await answerAgainstPlaceholder(deps.ng, invitation, id, CUST);

  const rowId = await openCallRow(deps.db, {
    uniqueId: id,
    at,
    clientPhone: phone,
    toPhone: q.dialled,
    source: phone,
    context: 'inbound',
    campaignId,
    contactId: await contactOfPhone(deps.db, phone, campaignId),
    operatorId: null,
    trunkId: trunk?.id ?? null,
    trunk: trunk?.title ?? '',
    nodeId: deps.nodeId,
  });
  if (q.callType !== 'TYPE_SYSTEM')
    await deps.db.update(calls).set({ call_type: q.callType }).where(eq(calls.id, rowId));
  const event = { interactionId: id, campaignId, phone };
  deps.events.call({ type: 'call.started', ...event, operator: null });

  let ended = false;
  let ringing: Ringing | null = null;
  let operator: OperatorLeg | null = null;
  let answeredAt: Date | null = null;
  let recording = false;
  const gone: (() => void)[] = [];
  let branches = 0;

  const end = async (status: CallStatusCode | null, initiator: HangUpInitiator | null, cause: string) => {
    if (ended) return;
    ended = true;
    deps.interactions.remove(id);
    if (!answeredAt) gone.forEach((cb) => cb()); // the queue lets go of a caller ended outside it
    ringing?.cancel();
    const endedAt = new Date();
    const final =
      handedOverStatus(live, status) ?? (answeredAt ? CALL_STATUS.inboundAnswered : CALL_STATUS.abandoned);
    if (invitation.state === SessionState.Established) await invitation.bye().catch(() => undefined);
    else await refuse(invitation, 480, 'Temporarily Unavailable');
    if (operator?.session.state === SessionState.Established)
      await operator.session.bye().catch(() => undefined);
    await deps.ng.send('delete', { 'call-id': id }).catch(() => undefined);
    const billSec = answeredAt ? seconds(answeredAt, endedAt) : 0;
    const price = trunk ? deps.trunks.callPrice(billSec, trunk.tariff_per_minute) : 0;
    const times = { answeredAt, endedAt, waitSec: seconds(at, answeredAt ?? endedAt) };
    await completeCallRow(deps.db, rowId, at, {
      status: final,
      initiator,
      hangupCause: cause,
      price,
      ...times,
    });
    if (recording) deps.recordings?.add({ callId: rowId, uniqueId: id, at, rtpengineCallId: id });
    if (operator && answeredAt) engine.release(campaignId, operator.extension);
    deps.events.call({ type: 'call.ended', ...event, operator: operator?.extension ?? null, status: final });
    await endPartner(live, status, initiator, cause);
  };
  const consultBy = q.callType === 'TYPE_TRANSFER' ? (invitation.remoteIdentity.uri.user ?? '') : null;
  const operatorSide = () =>
    queuedSide({
      consult: consultBy !== null,
      customerTag: CUST,
      operator,
      customerSdp,
      operatorProfile: q.operators.profile,
      chained: (sdp) => {
        customerSdp = sdp;
        customerProfile = TO_CARRIER;
        customerFlags = CHAINED;
      },
    });
  const live: LiveInteraction = {
    id,
    campaignId,
    operator: null,
    phone,
    customerTag: CUST,
    answeredAt: null,
    end,
    consult: consultBy === null ? null : { by: consultBy, target: q.dialled, toQueue: true },
    operatorSide,
    // A consult's operator is the one who called (its INVITE); a customer's, the one who answered.
    dropOperator: () => (consultBy ? invitation.bye() : operator?.session.bye())?.catch(() => undefined),
  };
  deps.interactions.add(live);

  const bridged = async (leg: OperatorLeg) => {
    operator = leg;
    live.operatorSipCallId = leg.session.request.callId;
    answeredAt = new Date();
    live.operator = leg.extension;
    live.answeredAt = answeredAt;
    leg.session.delegate = {
      onBye: (bye) => void bye.accept(),
      onRefer: (referral) => onRefer(deps, live, referral, leg.session),
      onInfo: dtmfToCustomer(deps.ng, id, leg.tag),
    };
    // A customer's operator who handed the customer over leaves quietly; a consult's operator is the party
    // the customer was handed to, whose hang-up ends both calls.
    leg.session.stateChange.addListener((state) => {
      if (state === SessionState.Terminated && !(live.handingOver && !consultBy))
        void end(null, 'operator', 'operator hung up');
    });
    const [user] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.extension_username, leg.extension));
    if (user) await deps.db.update(calls).set({ operator_id: user.id }).where(eq(calls.id, rowId));
    deps.events.call({ type: 'call.bridged', ...event, operator: leg.extension });
    recording = await deps.ng.send('startRecording', { 'call-id': id }).then(
      () => true,
      () => false,
    );
  };

  invitation.delegate = { onBye: (bye) => void bye.accept() };
  invitation.stateChange.addListener((state) => {
    if (state !== SessionState.Terminated || ended) return;
    // A consult's caller is the transferring operator, whose BYE after a REFER ends only their dialog.
    if (consultBy && live.handingOver) return;
    if (consultBy) void end(CALL_STATUS.transferCancelled, 'client', 'the operator cancelled the transfer');
    else if (answeredAt) void end(null, 'client', 'customer hung up');
    else void end(CALL_STATUS.abandoned, 'client', 'customer hung up while waiting');
  });

  // A consult is offered as a transfer of the customer's call (X-Foo: their number), as the softphone reads it.
  const transferHeaders = consultBy === null ? [] : ['X-Bar: TYPE_TRANSFER', `X-Foo: ${phone}`];
  // Once handed over, the customer is the partner's (X's): the music plays there and X's side toward the
  // chain is blocked, so the chain itself is never touched by a hold.
  const hold = (held: boolean, operatorTag: string) => {
    const x = live.joinedWith;
    const xTag = x?.operatorSide?.()?.tag;
    const [whose, tag] = x && xTag ? [x, xTag] : [live, operatorTag];
    return holdCustomer({ ...deps, dataDir: q.dataDir }, whose, held, tag);
  };

  const caller: QueuedCaller = {
    id,
    campaignId,
    callerPhone: phone,
    enqueuedAt: at,
    playMusic: async (file) => {
      if (file)
        await deps.ng.send('playMedia', { 'call-id': id, 'from-tag': CUST, file, 'repeat-times': 1000 });
    },
    stopMusic: async () => void (await deps.ng.send('stopMedia', { 'call-id': id, 'from-tag': CUST })),
    offer: async (extensions, timeoutMs) => {
      if (ended) return null;
      ringing = ringOperators(
        {
          ng: deps.ng,
          ua: q.ua,
          link: deps.link,
          interactionId: id,
          customerTag: CUST,
          customerSdp,
          ...q.operators,
          customerProfile,
          customerFlags,
          chained: () => Boolean(live.joinedWith),
          onHold: (held, tag) => void hold(held, tag).catch(() => undefined),
          fromUser: phone,
          headers: [`X-Campaign: ${campaignId}`, ...transferHeaders],
          nextBranch: () => ++branches,
        },
        extensions,
        timeoutMs,
      );
      const leg = await ringing.answered;
      ringing = null;
      if (!leg || ended) return null;
      await bridged(leg);
      return leg.extension;
    },
    // A consult nobody took in time: its target could not be reached.
    end: (status) =>
      end(
        consultBy && status === CALL_STATUS.queueTimeout ? CALL_STATUS.transferFailed : status,
        status === CALL_STATUS.abandoned ? 'client' : null,
        causeOf(status),
      ),
    onGone: (cb) => void gone.push(cb),
  };

  await invitation.accept();
  void engine.enqueue(caller);
}

const causeOf = (status: CallStatusCode) =>
  status === CALL_STATUS.queueTimeout
    ? 'queue timeout'
    : status === CALL_STATUS.abandoned
      ? 'customer hung up while waiting'
      : 'ended by the queue';
