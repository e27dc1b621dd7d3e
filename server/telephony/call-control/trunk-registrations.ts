// Registrations at the carriers (Settings > Trunks, "Register at the carrier"): every active trunk that
// registers keeps a REGISTER refreshed with its username and password, and its state is written to the
// trunk row (registration_state / registration_error, shown in the trunk list) and published as a
// `trunk.registration` event. The REGISTER goes through Kamailio like every request call-control starts
// (trusted by its token, relayed to the carrier's host:port). The trunk rows are read again every 30 s,
// so a trunk added, changed or switched off in the settings is picked up without a restart.
import { and, eq, ne, or } from 'drizzle-orm';
import { Registerer, RegistererState, UserAgent } from 'sip.js';
import type { Db } from '../../db/client';
import { trunks, type TrunkRow } from '../../resources/tables/trunk';
import type { CallEvents } from './events';
import { trustHeaders, type KamailioLink, type Log } from './user-agents';

const RESCAN_MS = 30_000;
const EXPIRES_S = 300;
/** A carrier that says nothing at all (Kamailio itself answers 408 after 8 s, kamailio.cfg). */
const NO_REPLY_MS = 15_000;
/** A failed registration is tried again after this long. */
const RETRY_MS = 60_000;

interface Running {
  key: string;
  stop(): Promise<void>;
}

/** What a registration depends on: a change of any of these starts it again. */
const keyOf = (t: TrunkRow) => [t.host, t.port, t.transport, t.username, t.password].join('\n');

export interface TrunkRegistrationDeps {
  db: Db;
  link: KamailioLink;
  events: CallEvents;
  log: Log;
}

async function report(
  deps: TrunkRegistrationDeps,
  trunkId: number,
  state: '' | 'registered' | 'failed',
  error = '',
) {
  await deps.db
    .update(trunks)
    .set({ registration_state: state, registration_error: error.slice(0, 500) })
    .where(eq(trunks.id, trunkId));
  if (state) deps.events.emit('trunk', { type: 'trunk.registration', trunkId, state, error, at: new Date() });
}

function register(deps: TrunkRegistrationDeps, trunk: TrunkRow): Running {
  const say = (state: 'registered' | 'failed', error = '') =>
    void report(deps, trunk.id, state, error).catch((err: Error) => deps.log.warn(err.message));
  const ua = new UserAgent({
    uri: UserAgent.makeURI(`sip:${trunk.username}@${trunk.host}`),
    transportOptions: { server: deps.link.wsUrl, connectionTimeout: 3 },
    authorizationUsername: trunk.username,
    authorizationPassword: trunk.password,
    logBuiltinEnabled: false,
    logLevel: 'error',
  });
  const registrar = UserAgent.makeURI(`sip:${trunk.host}:${trunk.port};transport=${trunk.transport}`);
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let registerer: Registerer | undefined;
  const attempt = async () => {
    if (stopped) return;
    clearTimeout(retry);
    const again = () => {
      if (!stopped) retry = setTimeout(() => void attempt(), RETRY_MS);
    };
    if (!registrar) return say('failed', `Not a SIP address: ${trunk.host}:${trunk.port}`);
    try {
      if (!ua.isConnected()) await (ua.transport.state === 'Disconnected' ? ua.start() : ua.reconnect());
    } catch (err) {
      say('failed', `SIP server not reachable: ${(err as Error).message}`);
      return again();
    }
    registerer ??= new Registerer(ua, {
      registrar,
      expires: EXPIRES_S,
      extraHeaders: trustHeaders(deps.link),
    });
    const silent = setTimeout(() => {
      say('failed', 'No reply from the carrier');
      again();
    }, NO_REPLY_MS);
    await registerer
      .register({
        requestDelegate: {
          onAccept: () => {
            clearTimeout(silent);
            say('registered');
          },
          onReject: (response) => {
            clearTimeout(silent);
            const { statusCode, reasonPhrase } = response.message;
            say('failed', `${statusCode} ${reasonPhrase}`);
            again();
          },
        },
      })
      .catch((err: Error) => {
        clearTimeout(silent);
        say('failed', err.message);
        again();
      });
  };
  void attempt();
  return {
    key: keyOf(trunk),
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      if (registerer?.state === RegistererState.Registered)
        await registerer.unregister().catch(() => undefined);
      await ua.stop().catch(() => undefined);
    },
  };
}

/** Keeps every registering trunk registered until stop(). */
export function startTrunkRegistrations(deps: TrunkRegistrationDeps): {
  rescan(): Promise<void>;
  stop(): Promise<void>;
} {
  const running = new Map<number, Running>();
  let stopped = false;
  const rescan = async () => {
    if (stopped) return;
    const wanted = await deps.db
      .select()
      .from(trunks)
      .where(and(eq(trunks.active, true), eq(trunks.register, true)));
    // A trunk that no longer registers shows no state (it may have been left by an earlier run).
    await deps.db
      .update(trunks)
      .set({ registration_state: '', registration_error: '' })
      .where(
        and(ne(trunks.registration_state, ''), or(eq(trunks.active, false), eq(trunks.register, false))),
      );
    const ids = new Set(wanted.map((t) => t.id));
    for (const [id, r] of running) {
      const now = wanted.find((t) => t.id === id);
      if (now && keyOf(now) === r.key) continue;
      running.delete(id);
      await r.stop();
      if (!ids.has(id)) await report(deps, id, '');
    }
    for (const t of wanted) if (!running.has(t.id)) running.set(t.id, register(deps, t));
  };
  const safeRescan = () =>
    rescan().catch((err: Error) => deps.log.warn(`trunk registrations: ${err.message}`));
  void safeRescan();
  const timer = setInterval(() => void safeRescan(), RESCAN_MS);
  return {
    rescan,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await Promise.all([...running.values()].map((r) => r.stop()));
      running.clear();
    },
  };
}
