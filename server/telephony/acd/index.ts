// The ACD as call-control runs it (docs/telephony.md, "Inbound queues"): startCallControl's `onInbound` takes
// calls from outside (X-Edge-Source) into their trunk's project queue. The queue engine is made on the first
// call, when the node's flow deps (database, events, live interactions) are known; the live interactions
// say who is in a call. Registration is not asked of Kamailio: an extension that is not registered answers
// the offer 404 at once, and the queue rings the next one.
import type { Invitation, UserAgent } from 'sip.js';
import type { FlowDeps } from '../call-control/deps';
import type { Interactions } from '../call-control/interactions';
import { TO_BROWSER } from '../call-control/ng-profiles';
import { startTrunkAgent } from '../call-control/user-agents';
import type { AcdEngine } from './engine';
import { takeInboundCall } from './inbound-call';
import type { OperatorMedia } from './queued-leg';
import type { PhoneView } from './members';
import type { AcdEvents } from './port';
import { createAcd } from './service';

export interface AcdOptions {
  dataDir: string;
  log: { warn(message: string): void };
  operators?: OperatorMedia;
}

export interface Acd {
  onInbound(deps: FlowDeps, invitation: Invitation): Promise<void>;
  /** The queue engine, once a call came in. */
  engine(): AcdEngine | null;
  close(): Promise<void>;
}

const BROWSER_OPERATORS: OperatorMedia = { profile: TO_BROWSER, browser: true };

const phonesOf = (interactions: Interactions): PhoneView => ({
  isRegistered: () => true,
  isInCall: (extension) => interactions.isTalking(extension),
});

const eventsOf = (deps: FlowDeps): AcdEvents => ({
  emit: (e) =>
    deps.events.call({
      type: e.type,
      interactionId: e.interactionId,
      campaignId: e.campaignId,
      operator: e.operator,
      phone: e.phone,
      status: e.status,
    }),
});

export function startAcd(o: AcdOptions): Acd {
  let engine: AcdEngine | null = null;
  // The user agent that rings operators: it only starts requests, trusted by Kamailio through the token.
  let agent: Promise<{ ua: UserAgent; stop(): Promise<void> }> | null = null;
  const agentOf = (deps: FlowDeps) =>
    (agent ??= startTrunkAgent(deps.link, { id: 0, username: 'acd', password: '' }, deps.log));
  const engineOf = (deps: FlowDeps) =>
    (engine ??= createAcd({
      db: deps.db,
      dataDir: o.dataDir,
      phones: phonesOf(deps.interactions),
      nodeId: deps.nodeId,
      events: eventsOf(deps),
      log: o.log,
    }));
  return {
    onInbound: async (deps, invitation) => {
      const { ua } = await agentOf(deps);
      const operators = o.operators ?? BROWSER_OPERATORS;
      await takeInboundCall(deps, engineOf(deps), invitation, { ua, operators, dataDir: o.dataDir });
    },
    engine: () => engine,
    close: async () => {
      engine?.close();
      await (await agent)?.stop();
    },
  };
}
