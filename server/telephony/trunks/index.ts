// The trunks part as the call-control service consumes it (its TrunkPort, call-control/trunk-port.ts):
// wiring `trunkPort` in place of the stand-in `minimalTrunkPort` gives call-control the carousel, the
// inactive-name fallback, the legacy main trunk names and the full refusal mapping.
import type { TrunkPort } from '../call-control/trunk-port';
import { chooseCallerId } from './caller-id';
import { callPrice } from './price';
import { resolveTrunk, trunkHasCapacity } from './resolve';
import { statusOfSipFailure } from './sip-failure';

export { trunkBySource } from './source';

export const trunkPort: TrunkPort = {
  resolveTrunk,
  trunkHasCapacity,
  chooseCallerId,
  callPrice,
  statusOfSipFailure,
};
