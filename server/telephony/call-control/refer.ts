// The operator hangs up during an accepted transfer: their softphone sends REFER on the customer's call
// (Refer-To: what the consult call dialled), then BYEs the consult and, once told it worked, the main call.
// The consult is found and both calls marked before anything is awaited, so those BYEs end only the
// operator's own dialogs; the customer is joined to the target (handover.ts) and the REFER's NOTIFY says
// 200 (done) or 503 (nothing to hand over: the softphone takes the customer back).
import type { Referral, Session } from 'sip.js';
import { CALL_STATUS } from '../../from-client';
import type { FlowDeps } from './deps';
import { handOver } from './handover';
import type { Interactions, LiveInteraction } from './interactions';

const digits = (s: string) => s.replace(/\D/g, '');

/** The answered consult call `extension` made to `target`, not yet handed over. */
export function consultOf(interactions: Interactions, extension: string, target: string) {
  const open = interactions
    .all()
    .filter((i) => i.consult?.by === extension && !i.handingOver && !i.joinedWith)
    // A queue consult may still be waiting: the customer is then handed into that queue.
    .filter((i) => i.answeredAt || i.consult?.toQueue);
  return (
    open.find((i) => i.consult!.target === target) ??
    open.find((i) => digits(target) !== '' && digits(i.consult!.target) === digits(target))
  );
}

/** Tells the referring phone how the hand-over went (RFC 3515: a sipfrag of the outcome). */
export function notifyRefer(session: Session, ok: boolean) {
  const content = ok ? 'SIP/2.0 200 OK' : 'SIP/2.0 503 Service Unavailable';
  session.dialog?.notify(undefined, {
    extraHeaders: ['Event: refer', 'Subscription-State: terminated'],
    body: { contentDisposition: 'render', contentType: 'message/sipfrag', content },
  });
}

/** Hands X's customer to Y's party; false (both calls as they were) when it could not be done. */
export async function handOverMarked(deps: FlowDeps, x: LiveInteraction, y: LiveInteraction) {
  x.handingOver = true;
  y.handingOver = true;
  return handOver(deps.ng, deps.events, x, y).then(
    () => true,
    (err: Error) => {
      deps.log.warn(`call-control: hand-over of ${x.id} failed: ${err.message}`);
      x.handingOver = false;
      y.handingOver = false;
      void y.end(CALL_STATUS.transferFailed, null, `hand-over failed: ${err.message}`);
      return false;
    },
  );
}

/** REFER on X's operator dialog (`session`). */
export function onRefer(deps: FlowDeps, x: LiveInteraction, referral: Referral, session: Session) {
  const target = referral.referTo.uri.user ?? '';
  const y = x.operator && !x.handingOver ? consultOf(deps.interactions, x.operator, target) : undefined;
  const done = y ? handOverMarked(deps, x, y) : Promise.resolve(false);
  void referral.accept().then(() => done.then((ok) => notifyRefer(session, ok)));
}
