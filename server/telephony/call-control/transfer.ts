// The transfer commands on CallControl (docs/telephony.md, "Transfers and music on hold"). `bridge` joins
// the customer of one interaction to the party of a consult call already answered, as a REFER does, and
// lets the operator's dialogs go. `transfer` is the blind one: call-control places the consult itself (an
// INVITE from the call's operator to call-control through Kamailio, so the consult goes through the same
// outbound or queue flow as the softphone's) and hands the customer over once the target has answered.
import { Inviter, SessionState, UserAgent } from 'sip.js';
import type { FlowDeps } from './deps';
import type { CallEvent } from './events';
import { loopbackSdp } from './handover';
import type { LiveInteraction } from './interactions';
import { hangUp } from './legs';
import { consultOf, handOverMarked } from './refer';
import { attachMedia } from './session-media';
import { CALL_CONTROL_USER, trustHeaders } from './user-agents';

/** Joins a's customer to b's party and ends the operator's dialogs of both; false when it could not. */
export async function bridge(deps: FlowDeps, a: LiveInteraction, b: LiveInteraction): Promise<boolean> {
  if (a === b || a.handingOver || b.handingOver || !b.answeredAt) return false;
  if (!(await handOverMarked(deps, a, b))) return false;
  await Promise.all([a.dropOperator?.(), b.dropOperator?.()]);
  return true;
}

/** Resolves with the consult once answered (a queue's: once an operator took it), null when it ended. */
function answeredConsult(deps: FlowDeps, operator: string, target: string, leg: Inviter) {
  return new Promise<LiveInteraction | null>((resolve) => {
    const look = (e?: CallEvent) => {
      if (e && e.type !== 'call.answered' && e.type !== 'call.bridged') return;
      const consult = consultOf(deps.interactions, operator, target);
      if (consult) done(consult);
    };
    const gone = (state: SessionState) => state === SessionState.Terminated && done(null);
    const done = (found: LiveInteraction | null) => {
      deps.events.off('call', look);
      leg.stateChange.removeListener(gone);
      resolve(found);
    };
    deps.events.on('call', look);
    leg.stateChange.addListener(gone);
  });
}

/** Blind transfer of interaction x's customer to `target` (a queue name or a number). */
export async function transfer(
  deps: FlowDeps,
  ua: UserAgent,
  x: LiveInteraction,
  target: string,
): Promise<boolean> {
  const operator = x.operator;
  const uri = UserAgent.makeURI(`sip:${CALL_CONTROL_USER}@${deps.link.domain}`);
  if (!operator || !x.answeredAt || x.handingOver || !uri) return false;
  const leg = new Inviter(ua, uri, {
    params: { fromUri: `sip:${operator}@${deps.link.domain}` },
    extraHeaders: [
      ...trustHeaders(deps.link),
      `X-Dialled: ${target}`,
      'X-Bar: TYPE_TRANSFER',
      `X-Foo: ${x.phone}`,
    ],
  });
  attachMedia(leg, { local: async () => loopbackSdp(9), remote: async () => undefined });
  const answered = answeredConsult(deps, operator, target, leg);
  await leg.invite().catch(() => undefined);
  const y = await answered;
  if (!y || !(await bridge(deps, x, y))) {
    await (leg.state === SessionState.Established ? hangUp(leg) : leg.cancel().catch(() => undefined));
    return false;
  }
  return true;
}
