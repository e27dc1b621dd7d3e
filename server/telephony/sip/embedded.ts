// SIP_SERVER=embedded: the app runs the project's Kamailio beside itself and restarts it if it dies,
// so `npm start` gives a working softphone with nothing else to run. Without Kamailio installed the app
// still starts; the softphone then stays unregistered and says the SIP server is not reachable.
import type { SipConfig } from './config';
import { kamailioInstalled, startKamailio, type RunningKamailio } from './kamailio';

interface Log {
  info: (message: string) => void;
  warn: (message: string) => void;
}

/**
 * Starts Kamailio for SIP_SERVER=embedded. Without Kamailio installed the mode becomes 'off', so softphones
 * say no SIP server is configured instead of retrying a server that will never answer.
 */
export async function startEmbeddedSip(
  sip: SipConfig,
  log: Log,
): Promise<{ stop: () => Promise<void> } | null> {
  if (sip.mode !== 'embedded') return null;
  if (!kamailioInstalled()) {
    log.warn(
      'SIP server: kamailio is not installed (apt install kamailio kamailio-websocket-modules kamailio-autheph-modules); calls are unavailable.',
    );
    sip.mode = 'off';
    return null;
  }
  let stopping = false;
  let current: RunningKamailio | null = null;
  const run = async () => {
    try {
      current = await startKamailio({ ...sip, debug: 1 });
    } catch (err) {
      log.warn(`SIP server did not start: ${(err as Error).message}`);
      return;
    }
    log.info(`SIP server (Kamailio) on ws://${sip.host}:${sip.wsPort} and udp:${sip.host}:${sip.udpPort}`);
    current.process.once('exit', (code, signal) => {
      if (stopping) return;
      log.warn(`SIP server exited (${signal ?? code}); restarting in 1 s`);
      setTimeout(() => void (stopping || run()), 1000);
    });
  };
  await run();
  return {
    stop: async () => {
      stopping = true;
      await current?.stop();
    },
  };
}
