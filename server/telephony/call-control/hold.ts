// Hold as call-control sees it: the operator's phone re-offers with a=sendonly or a=inactive (hold) or
// a=sendrecv again (unhold). While held the operator's audio is blocked and the customer hears the call's
// chosen music, else the system music (acd/customer-media.ts holdCustomer); unhold undoes both. Manual
// outbound calls follow the browser's re-offer here (outbound.ts); queued calls their operator leg's.
import { holdCustomer, type HoldDeps } from '../acd/customer-media';
import type { Interactions } from './interactions';
import type { Log } from './user-agents';

/** Whether an SDP offer from the operator's phone puts the other party on hold. */
export const offerHolds = (sdp: string) => /^a=(sendonly|inactive)\s*$/m.test(sdp);

/** After the operator's re-offer was answered: holds or takes back call `id` as it says; failures are logged. */
export function followOperatorOffer(
  deps: HoldDeps & { interactions: Interactions; log: Log },
  id: string,
  sdp: string,
  operatorTag: string,
) {
  const live = deps.interactions.get(id);
  if (!live) return;
  holdCustomer(deps, live, offerHolds(sdp), operatorTag).catch((err: Error) =>
    deps.log.warn(`call-control: hold of ${id}: ${err.message}`),
  );
}
