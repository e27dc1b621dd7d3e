// Ringing operators for a queued caller (docs/telephony.md, "Inbound queues"): one INVITE per extension,
// sent through Kamailio with the call-control token, each a branch of the interaction's rtpengine call
// (its own via-branch and tag, pitfall 4 of the prototype notes) offered from the customer's SDP. The first
// 200 OK wins; the other branches are cancelled, as they are when the time is up or the caller leaves.
import { Inviter, SessionState, UserAgent } from 'sip.js';
import type { NgClient, NgParams } from '../media/ng-client';
import { COMMON, dtlsActive, withoutSsrcs } from '../call-control/ng-profiles';
import { attachMedia } from '../call-control/session-media';
import { trustHeaders, type KamailioLink } from '../call-control/user-agents';

export interface OperatorLeg {
  extension: string;
  session: Inviter;
  /** Its rtpengine tag, and the SDP its phone answered with (a hand-over re-offers against it). */
  tag: string;
  sdp: string;
}

export interface OfferSetup {
  ng: NgClient;
  ua: UserAgent;
  link: KamailioLink;
  interactionId: string;
  customerTag: string;
  /** The customer's own SDP offer: each branch is offered from it. */
  customerSdp: string;
  /** The ng flags toward the operator's phone (a browser: WebRTC), and toward the customer's. */
  profile: NgParams;
  customerProfile: NgParams;
  /** The operator (their rtpengine tag) put the customer on hold (true) or took them back (false). */
  onHold(held: boolean, operatorTag: string): void;
  /** rtpengine must be the DTLS client toward a browser (pitfall 1). */
  browser: boolean;
  /** What the operator's phone shows: the customer's number, and headers such as X-Campaign. */
  fromUser: string;
  headers: string[];
  nextBranch: () => number;
  /** Extra ng flags for the customer's side (a chained consult keeps its hand-over flags). */
  customerFlags?: string[];
  /** Whether the call is handed over (call-control/handover.ts): its customer side is then left alone. */
  chained?: () => boolean;
}

const MIRRORED: Record<string, string> = { sendonly: 'recvonly', recvonly: 'sendonly', inactive: 'inactive' };

/** Our last SDP as the answer to a re-offer: its direction mirrors theirs (a=sendonly: a=recvonly). */
export const sameAnswer = (local: string, theirs: string) => {
  const direction = /^a=(sendonly|recvonly|inactive)\s*$/m.exec(theirs)?.[1];
  return local.replace(
    /^a=(sendrecv|sendonly|recvonly|inactive)(?=\r?$)/m,
    `a=${direction ? MIRRORED[direction] : 'sendrecv'}`,
  );
};

export interface Ringing {
  /** The operator who answered (their leg is up), or null: nobody in time, or cancelled. */
  answered: Promise<OperatorLeg | null>;
  cancel(): void;
}

const drop = (s: Inviter) => {
  if (s.state === SessionState.Established) return s.bye().catch(() => undefined);
  if (s.state === SessionState.Establishing || s.state === SessionState.Initial)
    return s.cancel().catch(() => undefined);
};

export function ringOperators(o: OfferSetup, extensions: string[], timeoutMs: number): Ringing {
  const legs: OperatorLeg[] = [];
  let settled = false;
  let pending = extensions.length;
  let settle: (leg: OperatorLeg | null) => void = () => undefined;
  const answered = new Promise<OperatorLeg | null>((resolve) => (settle = resolve));
  const finish = (winner: OperatorLeg | null) => {
    if (settled) return void (winner && drop(winner.session));
    settled = true;
    clearTimeout(timer);
    legs.filter((l) => l !== winner).forEach((l) => void drop(l.session));
    settle(winner);
  };
  const failedOnce = () => {
    let counted = false;
    return () => {
      if (counted) return;
      counted = true;
      if (--pending === 0) finish(null);
    };
  };
  const timer = setTimeout(() => finish(null), timeoutMs);

  const ringOne = async (extension: string, failed: () => void) => {
    const n = o.nextBranch();
    const branch = { 'call-id': o.interactionId, 'from-tag': o.customerTag, 'via-branch': `br${n}` };
    const flags = [...((o.profile.flags as string[] | undefined) ?? []), ...(o.customerFlags ?? [])];
    const offer = await o.ng.send('offer', { ...o.profile, flags, ...branch, sdp: o.customerSdp });
    const target = UserAgent.makeURI(`sip:${extension}@${o.link.domain}`);
    if (settled || !target) return failed();
    const sdp = o.browser ? withoutSsrcs(dtlsActive(offer.sdp ?? '')) : (offer.sdp ?? '');
    const session = new Inviter(o.ua, target, {
      params: { fromUri: `sip:${o.fromUser || 'anonymous'}@${o.link.domain}`, fromDisplayName: o.fromUser },
      extraHeaders: [...trustHeaders(o.link), ...o.headers],
    });
    let local = sdp;
    let answered = false;
    attachMedia(session, {
      local: async () => local,
      remote: async (theirs) => {
        if (!answered) {
          answered = true;
          leg.sdp = theirs;
          return void (await o.ng.send('answer', { ...COMMON, ...branch, 'to-tag': `op${n}`, sdp: theirs }));
        }
        // A re-INVITE from the operator's phone (hold, unhold): offered toward the customer, answered with
        // the customer's own SDP, whose port stays (port latching), so the customer is not re-INVITEd.
        // Once handed over the customer side is the chain: a re-offer would answer it with the consulting
        // operator's old SDP, and even with the chained one the operator's audio stopped reaching the
        // customer after unhold in about half the test runs. So the operator gets our last SDP back and
        // hold is the partner's block and music only (queued-leg.ts).
        if (o.chained?.()) {
          local = sameAnswer(local, theirs);
          return o.onHold(/a=(sendonly|inactive)/.test(theirs), `op${n}`);
        }
        const tags = { 'call-id': o.interactionId, 'from-tag': `op${n}`, 'to-tag': o.customerTag };
        await o.ng.send('offer', { ...o.customerProfile, ...tags, sdp: theirs });
        const answer = (await o.ng.send('answer', { ...COMMON, ...tags, sdp: o.customerSdp })).sdp;
        local = answer ? (o.browser ? withoutSsrcs(answer) : answer) : local;
        o.onHold(/a=(sendonly|inactive)/.test(theirs), `op${n}`);
      },
    });
    const leg: OperatorLeg = { extension, session, tag: `op${n}`, sdp: '' };
    legs.push(leg);
    await session.invite({ requestDelegate: { onAccept: () => finish(leg), onReject: failed } });
  };
  extensions.forEach((e) => {
    const failed = failedOnce();
    void ringOne(e, failed).catch(failed);
  });
  return { answered, cancel: () => finish(null) };
}
