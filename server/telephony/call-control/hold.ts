// Hold as call-control sees it: the operator's phone re-offers with a=sendonly or a=inactive (hold) or
// a=sendrecv again (unhold). While held the operator's audio is blocked and the customer hears the call's
// chosen music, else the system music (acd/music.ts); unhold stops the music and lets the operator through.
// Shared by manual outbound calls (outbound.ts) and queued calls (acd/queued-leg.ts).
import type { Db } from '../../db/client';
import { heldMusic } from '../acd/music';
import { holdCustomer } from '../acd/customer-media';
import type { NgClient } from '../media/ng-client';
import type { Interactions, LiveInteraction } from './interactions';
import type { Log } from './user-agents';

export interface HoldDeps {
  db: Db;
  ng: NgClient;
  /** Where the music-on-hold uploads are (DATA_DIR). */
  dataDir: string;
}

/** Whether an SDP offer from the operator's phone puts the other party on hold. */
export const offerHolds = (sdp: string) => /^a=(sendonly|inactive)\s*$/m.test(sdp);

/** Holds (or takes back) the customer when that changed; a repeated offer of the same state does nothing. */
export async function setHeld(deps: HoldDeps, live: LiveInteraction, held: boolean, operatorTag: string) {
  if (Boolean(live.held) === held) return;
  live.held = held;
  const call = { id: live.id, customerTag: live.customerTag, operatorTag };
  await holdCustomer(deps.ng, call, held ? () => heldMusic(deps.db, deps.dataDir, live.music) : null);
}

/** After the operator's re-offer was answered: holds or takes back call `id` as it says; failures are logged. */
export function followOperatorOffer(
  deps: HoldDeps & { interactions: Interactions; log: Log },
  id: string,
  sdp: string,
  operatorTag: string,
) {
  const live = deps.interactions.get(id);
  if (!live) return;
  setHeld(deps, live, offerHolds(sdp), operatorTag).catch((err: Error) =>
    deps.log.warn(`call-control: hold of ${id}: ${err.message}`),
  );
}
