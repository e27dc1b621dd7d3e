// The call-control node's SIP side: sip.js user agents over WebSocket to Kamailio. One is registered as
// user `callcontrol` (Kamailio sends it what users dial outside and what carriers send in); one more per
// trunk carries that trunk's calls and registration, because sip.js answers a digest challenge with its
// user agent's credentials. Each keeps reconnecting (and re-registering) when Kamailio goes away.
import { Registerer, UserAgent, type Invitation } from 'sip.js';
import { WebSocket } from 'ws';
import { callControlToken, ephemeralCredentials } from '../sip/credentials';
import { rtpengineSdhFactory } from './session-media';

// sip.js opens `new WebSocket(url, 'sip')`; Node 20 has no WebSocket of its own.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

export const CALL_CONTROL_USER = 'callcontrol';
const CREDENTIALS_TTL = 365 * 24 * 3600;

export interface KamailioLink {
  wsUrl: string;
  domain: string;
  secret: string;
  /** This node's NODE_ID: Kamailio tells the registered nodes apart by it (kamailio.cfg, CALLCONTROL_NODE). */
  node?: string;
}

export interface Log {
  info: (message: string) => void;
  warn: (message: string) => void;
}

/**
 * Names this node to our users' phones, so a transfer's consult comes back to the node of the call it
 * transfers (Kamailio strips it toward carriers).
 */
export const nodeHeaders = (link: KamailioLink) => (link.node ? [`X-CC-Node: ${link.node}`] : []);

/** Headers every request call-control starts must carry so Kamailio relays it (kamailio.cfg). */
export const trustHeaders = (link: KamailioLink) => [
  `X-CC-Token: ${callControlToken(link.secret)}`,
  ...nodeHeaders(link),
];

function userAgent(
  link: KamailioLink,
  user: string,
  auth: { username: string; password: string },
  onInvite?: (i: Invitation) => void,
) {
  return new UserAgent({
    uri: UserAgent.makeURI(`sip:${user}@${link.domain}`),
    transportOptions: { server: link.wsUrl, connectionTimeout: 3, keepAliveInterval: 15 },
    authorizationUsername: auth.username,
    authorizationPassword: auth.password,
    sessionDescriptionHandlerFactory: rtpengineSdhFactory,
    // The registered agent's User-Agent is what Kamailio tells the nodes apart by (kamailio.cfg,
    // CALLCONTROL_NODE); the trunks' agents keep sip.js's own.
    ...(user === CALL_CONTROL_USER && link.node
      ? { userAgentString: `${CALL_CONTROL_USER}/${link.node}` }
      : {}),
    logBuiltinEnabled: false,
    logLevel: 'error',
    delegate: onInvite ? { onInvite } : {},
  });
}

/** Keeps `ua` connected: after a drop it retries every second and calls `afterConnect` each time it is back. */
function keepConnected(ua: UserAgent, afterConnect: () => Promise<void>, log: Log, name: string) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      ua.reconnect().then(afterConnect, retry);
    }, 1000);
  };
  ua.delegate = {
    ...ua.delegate,
    onDisconnect: (error) => {
      if (stopped) return;
      if (error) log.warn(`call-control: ${name} lost Kamailio (${error.message}); reconnecting`);
      retry();
    },
  };
  return {
    start: async () => {
      await ua.start().then(afterConnect, retry);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await ua.stop().catch(() => undefined);
    },
  };
}

export interface ControlAgent {
  ua: UserAgent;
  /** Resolves once registered (first time), rejects if Kamailio refuses. */
  registered: Promise<void>;
  stop(): Promise<void>;
}

/** The registered `callcontrol` user: INVITEs Kamailio routes to call-control arrive at `onInvite`. */
export function startControlAgent(
  link: KamailioLink,
  onInvite: (i: Invitation) => void,
  log: Log,
): ControlAgent {
  const creds = ephemeralCredentials(link.secret, CALL_CONTROL_USER, CREDENTIALS_TTL);
  const ua = userAgent(
    link,
    CALL_CONTROL_USER,
    { username: creds.authorizationUser, password: creds.password },
    onInvite,
  );
  const registerer = new Registerer(ua, { expires: 300 });
  let markRegistered: () => void = () => undefined;
  const registered = new Promise<void>((resolve) => (markRegistered = resolve));
  registerer.stateChange.addListener((state) => {
    if (state === 'Registered') markRegistered();
  });
  const link$ = keepConnected(ua, () => registerer.register().then(() => undefined), log, 'callcontrol');
  void link$.start();
  return {
    ua,
    registered,
    stop: async () => {
      // A second stop finds the registerer terminated: sip.js then throws instead of rejecting.
      await Promise.resolve()
        .then(() => registerer.unregister())
        .catch(() => undefined);
      await link$.stop();
    },
  };
}

/** A user agent with a trunk's credentials (not registered with Kamailio: it only starts requests). */
export async function startTrunkAgent(
  link: KamailioLink,
  trunk: { id: number; username: string; password: string },
  log: Log,
): Promise<{ ua: UserAgent; stop(): Promise<void> }> {
  const ua = userAgent(link, `trunk${trunk.id}`, { username: trunk.username, password: trunk.password });
  const link$ = keepConnected(ua, async () => undefined, log, `trunk ${trunk.id}`);
  await link$.start();
  return { ua, stop: link$.stop };
}
