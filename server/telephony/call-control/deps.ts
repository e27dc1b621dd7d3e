// What the call flows need from the node that runs them.
import type { Db } from '../../db/client';
import type { NgClient } from '../media/ng-client';
import type { CallEvents } from './events';
import type { Interactions } from './interactions';
import type { TrunkPort, TrunkRow } from './trunk-port';
import type { KamailioLink, Log } from './user-agents';
import type { UserAgent } from 'sip.js';

/** F's queue (server/telephony/recordings), when wired: converts an ended interaction's pcap. */
export interface RecordingSink {
  add(job: {
    callId: number;
    uniqueId: string;
    at: Date;
    rtpengineCallId: string;
    customerPort?: number | null;
  }): void;
}

export interface FlowDeps {
  db: Db;
  ng: NgClient;
  trunks: TrunkPort;
  events: CallEvents;
  interactions: Interactions;
  link: KamailioLink;
  nodeId: string;
  log: Log;
  /** The user agent that carries this trunk's calls (its digest credentials). */
  trunkAgent(trunk: TrunkRow): Promise<UserAgent>;
  recordings: RecordingSink | null;
  /** Where uploads are (DATA_DIR): the music-on-hold files. */
  dataDir: string;
  /** Dial timeout when the project sets none, in ms. */
  defaultDialTimeoutMs: number;
}
