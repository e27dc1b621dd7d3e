// The SIP server of the e2e run: the project's Kamailio (server/telephony/sip) on free loopback ports,
// started by global-setup and shared with the app as SIP_SERVER=external. Tests may kill and restart it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ephemeralCredentials } from '../../server/telephony/sip/credentials';
import {
  killKamailio,
  spawnKamailio,
  startKamailio,
  type RunningKamailio,
} from '../../server/telephony/sip/kamailio';
import { freePort } from '../../tests/setup/postgres-server';

export const SIP_DOMAIN = 'crm.local';

export interface SipServerEnv {
  runDir: string;
  wsPort: number;
  secret: string;
}

export async function startSipServer(): Promise<{
  env: SipServerEnv;
  appEnv: Record<string, string>;
  stop: () => Promise<void>;
}> {
  const env = {
    runDir: mkdtempSync(join(tmpdir(), 'crm-e2e-sip-')),
    wsPort: await freePort(),
    secret: randomBytes(24).toString('base64url'),
  };
  const running = await startKamailio({
    ...env,
    host: '127.0.0.1',
    udpPort: await freePort(),
    domain: SIP_DOMAIN,
  });
  return {
    env,
    appEnv: {
      SIP_SERVER: 'external',
      SIP_WS_URL: `ws://127.0.0.1:${env.wsPort}`,
      SIP_SHARED_SECRET: env.secret,
      SIP_DOMAIN,
    },
    stop: async () => {
      await running.stop();
      killSipServer(env); // a copy a test restarted
      rmSync(env.runDir, { recursive: true, force: true });
    },
  };
}

/** What the test workers read (global-setup exports it as E2E_SIP). */
export const sipServerEnv = (): SipServerEnv => JSON.parse(process.env.E2E_SIP ?? 'null') as SipServerEnv;

/** SIGKILL, as a crash would: no unregistering, the WebSockets just drop. */
export const killSipServer = (env: SipServerEnv = sipServerEnv()): void =>
  killKamailio(join(env.runDir, 'kamailio.pid'));

export async function waitUntilSipDown(env: SipServerEnv = sipServerEnv()): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port: env.wsPort }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (!open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('Kamailio still answers after SIGKILL');
}

/** Not tied to this test file's worker: the files after it use the same Kamailio (teardown kills it). */
export const restartSipServer = (env: SipServerEnv = sipServerEnv()): Promise<RunningKamailio> =>
  spawnKamailio(env.runDir, { host: '127.0.0.1', wsPort: env.wsPort }, undefined, false);

/** Credentials for a peer registering as `user` (a customer's number or a test extension). */
export function peerCredentials(user: string, env: SipServerEnv = sipServerEnv()) {
  const credentials = ephemeralCredentials(env.secret, user, 3600);
  return {
    ws: `ws://127.0.0.1:${env.wsPort}`,
    uri: `sip:${user}@${SIP_DOMAIN}`,
    user: credentials.authorizationUser,
    password: credentials.password,
  };
}
