// Registration with the SIP server: fetch short-lived credentials, run the JsSIP user agent, show its
// state, and come back by itself after the server restarts or the WebSocket drops (JsSIP reconnects and
// re-registers; the credentials are renewed before they expire, between calls).
import type { IncomingRTCSessionEvent } from 'jssip/lib/UA';
import type { EngineContext } from './engine-context';
import { fetchSoftphoneSettings, type SoftphoneSettings } from './settings';
import { createSipClient, type RTCSession } from './sip-client';
import type { BlockedReason } from './types';

const RETRY_MS = 5000;

export function createRegistration(
  ctx: EngineContext,
  onIncoming: (session: RTCSession, event: IncomingRTCSessionEvent) => void,
  /** Runs once the credentials are known, before registering; false stops (no microphone, say). */
  readyToRegister: () => Promise<boolean>,
) {
  const { store } = ctx;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let connecting = false;

  const schedule = (ms: number, run: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };

  /** Clears the reasons registration itself cures; the server's (funds, another connection) stay. */
  const cleared = () => {
    const blocked = store.get().blocked;
    return blocked === 'amountRequired' || blocked === 'limitConnections' ? {} : { blocked: null };
  };

  function disconnect(blocked: BlockedReason | null = null) {
    clearTimeout(timer);
    const ua = ctx.ua;
    ctx.ua = null;
    ua?.stop();
    store.set({ registration: 'unregistered', ...(blocked ? { blocked } : cleared()) });
  }

  /** Drops the user agent and builds a new one with fresh credentials (wrong or expired ones). */
  function renew() {
    if (ctx.session || ctx.ringingSession) return schedule(60_000, renew);
    disconnect();
    void connect();
  }

  /** The credentials, once the microphone check passed; null when registering should not go on. */
  async function credentials(): Promise<SoftphoneSettings | null> {
    const reply = await fetchSoftphoneSettings().catch(() => null);
    if (store.get().presence === 'no_active' || ctx.ua) return null;
    if (!reply) {
      store.set({ blocked: 'sipUnreachable' });
      schedule(RETRY_MS, () => void connect());
      return null;
    }
    if (!reply.available) {
      store.set({ registration: 'unregistered', blocked: reply.reason });
      return null;
    }
    const ready = await readyToRegister();
    return ready && !ctx.ua && store.get().presence !== 'no_active' ? reply.settings : null;
  }

  async function connect() {
    if (ctx.ua || connecting) return;
    connecting = true;
    store.set({ registration: 'connecting', ...cleared() });
    const settings = await credentials().finally(() => (connecting = false));
    if (!settings) return;
    ctx.settings = settings;
    const ua = createSipClient(settings, {
      connecting: () => ctx.ua === ua && store.set({ registration: 'connecting' }),
      disconnected: () =>
        ctx.ua === ua && store.set({ registration: 'connecting', blocked: 'sipUnreachable' }),
      registered: () => ctx.ua === ua && store.set({ registration: 'registered', ...cleared() }),
      unregistered: () => ctx.ua === ua && store.set({ registration: 'connecting' }),
      registrationFailed: (cause) => {
        if (ctx.ua !== ua) return;
        store.set({ registration: 'connecting', blocked: 'sipUnreachable' });
        // Refused credentials (expired, or the extension changed): ask the API for new ones.
        if (/auth|reject|forbidden/i.test(cause)) schedule(RETRY_MS, renew);
      },
      incoming: (session, event) => (ctx.ua === ua ? onIncoming(session, event) : session.terminate()),
    });
    ctx.ua = ua;
    ua.start();
    const renewInMs = Math.max(60_000, ((settings.expires_at * 1000 - Date.now()) / 2) | 0);
    schedule(Math.min(renewInMs, 2 ** 31 - 1), renew);
  }

  return { connect, disconnect };
}
