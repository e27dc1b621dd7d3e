// A live call row as a call-control node opens it (server/telephony/call-control/call-row.ts), for tests
// about who owns live calls: the bus, the sweep of gone nodes' rows, the queues' view of busy operators.
import type { Db } from '../../../server/db/client';
import { openCallRow } from '../../../server/telephony/call-control/call-row';

export const openLiveRow = (
  db: Db,
  uniqueId: string,
  nodeId: string,
  more: { operatorId?: number | null; campaignId?: number | null; at?: Date } = {},
) =>
  openCallRow(db, {
    uniqueId,
    at: more.at ?? new Date(),
    clientPhone: '79161234567',
    toPhone: '79161234567',
    source: '1003',
    context: 'outbound',
    campaignId: more.campaignId ?? null,
    contactId: null,
    operatorId: more.operatorId ?? null,
    trunkId: null,
    trunk: '',
    nodeId,
  });
