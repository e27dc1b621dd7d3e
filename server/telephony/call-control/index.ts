// The call-control service (docs/telephony.md, "Parts"): the B2BUA that owns every call with the outside
// world. It registers with Kamailio as `callcontrol`, drives rtpengine over ng, writes the calls rows,
// publishes typed events and takes commands. Runs in the app process (server/main.ts) or alone
// (`npm run call-control`, ./main.ts) against the same database.
import type { Invitation, UserAgent } from 'sip.js';
import type { Db } from '../../db/client';
import { CALL_STATUS } from '../../from-client';
import { createNgClient } from '../media/ng-client';
import { closeLeftOpen } from './call-row';
import type { FlowDeps, RecordingSink } from './deps';
import { CallEvents } from './events';
import { failureReply } from './failures';
import { Interactions } from './interactions';
import { chooseMusic } from './music';
import { placeOutbound } from './outbound';
import type { TrunkPort, TrunkRow } from './trunk-port';
import { startControlAgent, startTrunkAgent, type KamailioLink, type Log } from './user-agents';
import { endAllMediaLost, startMediaWatchdog } from './watchdog';
import { startTrunkRegistrations } from './trunk-registrations';
import { bridge, transfer } from './transfer';
import type { OperatorMedia } from '../acd/queued-leg';
import type { ListenRequest, OriginateRequest } from './commands';
import { listen } from './listen';
import { BROWSER_OPERATORS, originate } from './originate';

export interface CallControlOptions {
  db: Db;
  link: KamailioLink;
  ng: { host: string; port: number };
  nodeId: string;
  trunks: TrunkPort;
  log: Log;
  recordings?: RecordingSink | null;
  mediaTimeoutSec?: number;
  defaultDialTimeoutMs?: number;
  /** DATA_DIR, where the music-on-hold uploads are (hold music); default: none, so held calls hear silence. */
  dataDir?: string;
  /** Calls from outside (X-Edge-Source) and to queues (campaign_<id>): the ACD takes them when wired. */
  onInbound?: (deps: FlowDeps, invitation: Invitation) => Promise<void>;
  /** How operators' and supervisors' phones are offered media (browsers, WebRTC, unless told). */
  operators?: OperatorMedia;
}

export interface CallControl {
  events: CallEvents;
  interactions: Interactions;
  /** Resolves once registered with Kamailio. */
  ready: Promise<void>;
  hangUp(interactionId: string): Promise<boolean>;
  /** The music this call's customer hears while held (now, if held); systemId: interaction id or operator Call-ID. */
  chooseMusic(systemId: string, file: string): Promise<boolean>;
  /** Plays `file` (any format ffmpeg reads) to the customer, looping; false when no such live call. */
  play(interactionId: string, file: string): Promise<boolean>;
  stopPlay(interactionId: string): Promise<boolean>;
  /** Joins the customer of `a` to the party of the answered consult call `b`; a ends with 20 or 21. */
  bridge(a: string, b: string): Promise<boolean>;
  /** Blind transfer: dials (or queues at) `target` and hands the customer of the call over on answer. */
  transfer(interactionId: string, target: string): Promise<boolean>;
  /** Rings the operator from the customer's number, then dials the customer: the new interaction's id. */
  originate(request: OriginateRequest): Promise<string | null>;
  /** The supervisor's phone hears both parties of the live call. */
  listen(request: ListenRequest): Promise<boolean>;
  /** Reads the trunks again now (registrations start, change or stop) instead of at the next 30 s scan. */
  trunksChanged(): Promise<void>;
  /** The media server died (the supervisor saw it exit): end every live call now. */
  mediaLost(): Promise<void>;
  stop(): Promise<void>;
}

export async function startCallControl(o: CallControlOptions): Promise<CallControl> {
  const link: KamailioLink = { ...o.link, node: o.nodeId };
  const closed = await closeLeftOpen(o.db, o.nodeId);
  if (closed) o.log.warn(`call-control: closed ${closed} call(s) left open by the last run of ${o.nodeId}`);
  const ng = createNgClient(o.ng);
  const events = new CallEvents();
  const interactions = new Interactions();
  const agents = new Map<string, Promise<{ ua: UserAgent; stop(): Promise<void> }>>();
  const trunkAgent = async (t: Pick<TrunkRow, 'id' | 'username' | 'password'>) => {
    const key = `${t.id}:${t.username}:${t.password}`;
    if (!agents.has(key)) agents.set(key, startTrunkAgent(link, t, o.log));
    return (await agents.get(key)!).ua;
  };
  const deps: FlowDeps = {
    db: o.db,
    ng,
    trunks: o.trunks,
    events,
    interactions,
    link,
    nodeId: o.nodeId,
    log: o.log,
    trunkAgent,
    recordings: o.recordings ?? null,
    defaultDialTimeoutMs: o.defaultDialTimeoutMs ?? 30_000,
    dataDir: o.dataDir ?? '',
  };
  const onInvite = (invitation: Invitation) => {
    const inbound =
      invitation.request.getHeader('X-Edge-Source') ||
      /^campaign_/.test(invitation.request.getHeader('X-Dialled') ?? '');
    const refuseInbound = (_: FlowDeps, i: Invitation) =>
      i.reject(failureReply(CALL_STATUS.carrierError)).then(() => undefined);
    const flow: (d: FlowDeps, i: Invitation) => Promise<void> = inbound
      ? (o.onInbound ?? refuseInbound)
      : placeOutbound;
    flow(deps, invitation).catch((err: Error) => {
      o.log.warn(`call-control: ${err.message}`);
      void invitation.reject(failureReply(CALL_STATUS.carrierError)).catch(() => undefined);
    });
  };
  const agent = startControlAgent(link, onInvite, o.log);
  const registrations = startTrunkRegistrations({ db: o.db, link, events, log: o.log });
  const watchdog = startMediaWatchdog(ng, interactions, o.mediaTimeoutSec ?? 20);
  const customerTagOf = (id: string) => interactions.get(id)?.customerTag;
  return {
    events,
    interactions,
    ready: agent.registered,
    hangUp: async (id) => {
      const live = interactions.get(id);
      await live?.end(null, 'operator', 'hung up by command');
      return Boolean(live);
    },
    chooseMusic: (systemId, file) => chooseMusic(deps, systemId, file),
    play: async (id, file) => {
      const tag = customerTagOf(id);
      if (!tag) return false;
      await ng.send('playMedia', { 'call-id': id, 'from-tag': tag, file, 'repeat-times': 1000 });
      return true;
    },
    stopPlay: async (id) => {
      const tag = customerTagOf(id);
      if (!tag) return false;
      await ng.send('stopMedia', { 'call-id': id, 'from-tag': tag });
      return true;
    },
    bridge: async (a, b) => {
      const [x, y] = [interactions.get(a), interactions.get(b)];
      return Boolean(x && y) && bridge(deps, x!, y!);
    },
    transfer: async (id, target) => {
      const x = interactions.get(id);
      // Not the registered agent: an INVITE to itself would be a merged request to sip.js (482).
      const ua = await trunkAgent({ id: 0, username: 'transfers', password: '' });
      return Boolean(x) && transfer(deps, ua, x!, target);
    },
    originate: (request) => originate(deps, o.operators ?? BROWSER_OPERATORS, request),
    listen: (request) => listen(deps, o.operators ?? BROWSER_OPERATORS, request),
    trunksChanged: () => registrations.rescan(),
    mediaLost: () => endAllMediaLost(interactions, 'media server exited').then(() => undefined),
    stop: async () => {
      watchdog.stop();
      await Promise.all(
        interactions.all().map((i) => i.end(CALL_STATUS.closedAtRestart, null, 'call-control stopped')),
      );
      await registrations.stop();
      await agent.stop();
      await Promise.all(
        [...agents.values()].map((a) =>
          a.then(
            (x) => x.stop(),
            () => undefined,
          ),
        ),
      );
      ng.close();
    },
  };
}
