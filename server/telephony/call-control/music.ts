// The music a call's customer hears while held, chosen per call: by the consult call to a stored transfer
// phone with a music class, or by POST /node/channel/moh. The call is named by its interaction id or by the
// SIP Call-ID of the operator's dialog (what the softphone knows). A held customer hears the new music now.
import { heldMusic, musicForTransferTarget } from '../acd/music';
import type { TransferTarget } from '../acd/transfer-target';
import type { HoldDeps } from '../acd/customer-media';
import type { Interactions } from './interactions';

export interface MusicDeps extends HoldDeps {
  interactions: Interactions;
}

/** False when no live call of this node has that id or operator Call-ID. */
export async function chooseMusic(deps: MusicDeps, systemId: string, file: string): Promise<boolean> {
  const live = deps.interactions.find(systemId);
  if (!live) return false;
  live.music = file;
  if (!live.held) return true;
  const customer = { 'call-id': live.id, 'from-tag': live.customerTag };
  await deps.ng.send('stopMedia', customer).catch(() => undefined);
  const playing = await heldMusic(deps.db, deps.dataDir, file);
  if (playing) await deps.ng.send('playMedia', { ...customer, file: playing, 'repeat-times': 1000 });
  return true;
}

/** A consult call of the operator of call `mainId` to `target`: a stored phone's class becomes its music. */
export async function chooseTransferMusic(
  deps: MusicDeps,
  mainId: string | undefined,
  target: TransferTarget,
) {
  const file = mainId ? await musicForTransferTarget(deps.db, deps.dataDir, target) : null;
  return mainId && file ? chooseMusic(deps, mainId, file) : false;
}
