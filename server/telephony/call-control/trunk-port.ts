// What call-control asks the trunks part (server/telephony/trunks, design-12.md "E provides"): which trunk
// carries a call, whether it has room, the caller ID, the price, the status of a carrier's refusal. Passed
// in as a port, so a node (or a test) could swap one.
import type { Db } from '../../db/client';
import type { CallStatusCode } from '../../from-client';
import type { TrunkRow } from '../../resources/tables/trunk';
import { chooseCallerId } from '../trunks/caller-id';
import { callPrice } from '../trunks/price';
import { resolveTrunk, trunkHasCapacity } from '../trunks/resolve';
import { statusOfSipFailure } from '../trunks/sip-failure';

export type { TrunkRow };

export interface TrunkQuery {
  trunkName?: string | null;
  mainTrunkName?: string | null;
  campaignId?: number | null;
  userId?: number | null;
}

export interface TrunkPort {
  resolveTrunk(db: Db, q: TrunkQuery): Promise<TrunkRow | null>;
  trunkHasCapacity(db: Db, trunk: TrunkRow): Promise<boolean>;
  chooseCallerId(db: Db, q: { campaignId: number | null; trunk: TrunkRow }): Promise<string>;
  callPrice(billSec: number, tariffPerMinute: number): number;
  statusOfSipFailure(code: number | null): CallStatusCode;
}

export const trunkPort: TrunkPort = {
  resolveTrunk,
  trunkHasCapacity,
  chooseCallerId,
  callPrice,
  statusOfSipFailure,
};
