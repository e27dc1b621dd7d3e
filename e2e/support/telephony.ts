// The telephony parts of a test run, started the way the app starts them: rtpengine (ng on a free loopback
// port), the project's Kamailio, and SIPp carriers (`-sn uas -rtp_echo`: answers and echoes audio; or a
// scenario file under ./carrier-scenarios). Used by the e2e global setup and the call-control server tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRtpengine, type RunningRtpengine } from '../../server/telephony/media/rtpengine';
import { startKamailio, type RunningKamailio } from '../../server/telephony/sip/kamailio';
import { freePort } from '../../tests/setup/postgres-server';

export const SIP_DOMAIN = 'crm.local';

export interface TelephonyParts {
  dir: string;
  secret: string;
  wsPort: number;
  udpPort: number;
  ngPort: number;
  spoolDir: string;
  rtpengine: RunningRtpengine;
  kamailio: RunningKamailio;
  stop(): Promise<void>;
}

export async function startTelephonyParts(): Promise<TelephonyParts> {
  const dir = mkdtempSync(join(tmpdir(), 'crm-telephony-'));
  const secret = randomBytes(24).toString('base64url');
  const [wsPort, udpPort, ngPort] = [await freePort(), await freePort(), await freePort()];
  const portMin = 20000 + Math.floor(Math.random() * 200) * 100;
  const spoolDir = join(dir, 'recordings', 'spool');
  const rtpengine = await startRtpengine({
    ngHost: '127.0.0.1',
    ngPort,
    interface: '127.0.0.1',
    portMin,
    portMax: portMin + 99,
    spoolDir,
  });
  const kamailio = await startKamailio({
    runDir: join(dir, 'sip'),
    host: '127.0.0.1',
    wsPort,
    udpPort,
    domain: SIP_DOMAIN,
    secret,
  }).catch(async (err: Error) => {
    await rtpengine.stop();
    throw err;
  });
  return {
    dir,
    secret,
    wsPort,
    udpPort,
    ngPort,
    spoolDir,
    rtpengine,
    kamailio,
    stop: async () => {
      await kamailio.stop();
      await rtpengine.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The app's environment for these parts (SIP_SERVER/MEDIA_SERVER external: the test owns the processes). */
export const telephonyAppEnv = (t: TelephonyParts): Record<string, string> => ({
  SIP_SERVER: 'external',
  SIP_WS_URL: `ws://127.0.0.1:${t.wsPort}`,
  SIP_SHARED_SECRET: t.secret,
  SIP_DOMAIN,
  MEDIA_SERVER: 'external',
  MEDIA_NG_URL: `udp://127.0.0.1:${t.ngPort}`,
});

/** SIPp prints nothing when ready: poll the kernel's table of UDP sockets for its port. */
const udpBound = (port: number) =>
  readFileSync('/proc/net/udp', 'utf8').includes(`:${port.toString(16).toUpperCase().padStart(4, '0')} `);

export interface SippCarrier {
  port: number;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** A carrier on a free loopback UDP port: `answer` (SIPp's built-in UAS, echoing RTP) or a scenario file. */
export async function startSippCarrier(kind: 'answer' | 'busy'): Promise<SippCarrier> {
  const port = await freePort();
  const scenario =
    kind === 'answer'
      ? ['-sn', 'uas', '-rtp_echo']
      : ['-sf', new URL(`./carrier-scenarios/${kind}.xml`, import.meta.url).pathname];
  const mediaPort = await freePort();
  const child = spawn(
    '/usr/bin/sipp',
    [...scenario, '-i', '127.0.0.1', '-p', String(port), '-mp', String(mediaPort), '-nostdin'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 5000;
  while (!udpBound(port)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`sipp did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    port,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}
