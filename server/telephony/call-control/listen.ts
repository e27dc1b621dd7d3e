// `listen` (docs/telephony.md, "Commands and events"): a supervisor hears a live call without being heard.
// rtpengine 10.5 subscribes the supervisor's phone to both parties' media (`subscribe request` with the
// customer's and the operator's tags: two audio sections, customer first; it cannot mix them into one), and
// the phone is rung from `0000<phone>`, which the softphone answers by itself (spec 000 section 5). The
// supervisor's leg ends when they hang up or when the call ends.
import { Inviter, SessionState, UserAgent } from 'sip.js';
import type { OperatorMedia } from '../acd/queued-leg';
import type { ListenRequest } from './commands';
import type { FlowDeps } from './deps';
import type { CallEvent } from './events';
import { hangUp } from './legs';
import { COMMON, dtlsActive } from './ng-profiles';
import { attachMedia } from './session-media';
import type { TrunkRow } from './trunk-port';
import { trustHeaders } from './user-agents';

/** Spec 000 section 5: a call from 0000<phone> is a supervisor listening, answered without ringing. */
export const LISTEN_PREFIX = '0000';

/** Two subscribed sources share `a=mid:1`, which browsers refuse (prototype notes, pitfall 5). */
const renumberMids = (sdp: string) => {
  let n = 0;
  return sdp.replace(/a=mid:\S+/g, () => `a=mid:${n++}`);
};

let listeners = 0;

export async function listen(
  deps: FlowDeps,
  operators: OperatorMedia,
  request: ListenRequest,
): Promise<boolean> {
  const live = deps.interactions.get(request.interactionId);
  const target = UserAgent.makeURI(`sip:${request.supervisor}@${deps.link.domain}`);
  if (!live?.operatorTag || !live.answeredAt || !target) return false;
  const callId = live.id;
  const toTag = `listen${++listeners}`;
  const offer = await deps.ng.send('subscribeRequest', {
    ...operators.profile,
    'call-id': callId,
    'from-tags': [live.customerTag, live.operatorTag],
    'to-tag': toTag,
  });
  const sdp = renumberMids(offer.sdp ?? '');
  const ua = await deps.trunkAgent({ id: 0, username: 'listen', password: '' } as TrunkRow);
  const session = new Inviter(ua, target, {
    params: { fromUri: `sip:${LISTEN_PREFIX}${live.phone}@${deps.link.domain}` },
    extraHeaders: trustHeaders(deps.link),
  });
  attachMedia(session, {
    local: async () => (operators.browser ? dtlsActive(sdp) : sdp),
    remote: async (theirs) =>
      void (await deps.ng.send('subscribeAnswer', {
        ...COMMON,
        'call-id': callId,
        'to-tag': toTag,
        sdp: theirs,
        flags: ['allow transcoding'],
      })),
  });
  const onCall = (event: CallEvent) => {
    if (event.type === 'call.ended' && event.interactionId === callId) void drop();
  };
  const drop = async () => {
    deps.events.off('call', onCall);
    if (session.state === SessionState.Established) await hangUp(session);
    else if (session.state !== SessionState.Terminated) await session.cancel().catch(() => undefined);
  };
  deps.events.on('call', onCall);
  session.stateChange.addListener((state) => {
    if (state !== SessionState.Terminated) return;
    deps.events.off('call', onCall);
    void deps.ng.send('unsubscribe', { 'call-id': callId, 'to-tag': toTag }).catch(() => undefined);
  });
  void session.invite().catch(() => drop());
  return true;
}
