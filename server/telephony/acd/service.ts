// The ACD as the call-control service runs it: the queue engine fed from the database (queue settings and
// music, members and presence) and from the call-control's own view of phones (registered, in a call).
import type { Db } from '../../db/client';
import { AcdEngine } from './engine';
import { queueAvailability, type PhoneView } from './members';
import type { AcdEvents } from './port';
import { queueSettings } from './queue-settings';

export interface AcdServiceDeps {
  db: Db;
  dataDir: string;
  phones: PhoneView;
  /** This node's id: calls on other nodes count through their open rows (members.ts). */
  nodeId: string;
  events: AcdEvents;
  log: { warn(message: string): void };
}

export function createAcd({ db, dataDir, phones, nodeId, events, log }: AcdServiceDeps): AcdEngine {
  return new AcdEngine({
    settings: (campaignId) => queueSettings(db, dataDir, campaignId),
    members: (campaignId) => queueAvailability(db, campaignId, phones, nodeId),
    events,
    onError: (err) => log.warn(`ACD: reading a queue failed (${(err as Error).message}); trying again`),
  });
}
