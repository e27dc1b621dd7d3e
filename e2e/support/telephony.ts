// The telephony parts of a test run, started the way the app starts them: rtpengine (ng on a free loopback
// port), the project's Kamailio, and SIPp carriers (`-sn uas -rtp_echo`: answers and echoes audio; or a
// scenario file under ./carrier-scenarios). Used by the e2e global setup and the call-control server tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createNgClient } from '../../server/telephony/media/ng-client';
import { startRtpengine, type RunningRtpengine } from '../../server/telephony/media/rtpengine';
import { spawnKamailio, startKamailio, type RunningKamailio } from '../../server/telephony/sip/kamailio';
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
  /** Starts rtpengine again on the same ng port (after a test killed it). */
  restartMedia(): Promise<void>;
  /** Stops Kamailio and starts it again on the same ports (registrations are lost, as in a crash). */
  restartSip(): Promise<void>;
  stop(): Promise<void>;
}

/** rtpengine on a free ng port and a random block of 100 media ports, recording into `dir`. */
export async function startMediaServer(dir: string) {
  const ngPort = await freePort();
  const portMin = 20000 + Math.floor(Math.random() * 200) * 100;
  const spoolDir = join(dir, 'recordings', 'spool');
  const options = {
    ngHost: '127.0.0.1',
    ngPort,
    interface: '127.0.0.1',
    portMin,
    portMax: portMin + 99,
    spoolDir,
  };
  const rtpengine = await startRtpengine(options);
  return {
    options,
    ngPort,
    spoolDir,
    rtpengine,
    appEnv: { MEDIA_SERVER: 'external', MEDIA_NG_URL: `udp://127.0.0.1:${ngPort}` },
  };
}

export async function startTelephonyParts(): Promise<TelephonyParts> {
  const dir = mkdtempSync(join(tmpdir(), 'crm-telephony-'));
  const secret = randomBytes(24).toString('base64url');
  const [wsPort, udpPort] = [await freePort(), await freePort()];
  const media = await startMediaServer(dir);
  const { ngPort, spoolDir } = media;
  let rtpengine = media.rtpengine;
  let kamailio = await startKamailio({
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
    get rtpengine() {
      return rtpengine;
    },
    get kamailio() {
      return kamailio;
    },
    restartSip: async () => {
      await kamailio.stop();
      kamailio = await spawnKamailio(join(dir, 'sip'), { host: '127.0.0.1', wsPort });
    },
    restartMedia: async () => {
      await rtpengine.stop();
      rtpengine = await startRtpengine({ ...media.options });
    },
    stop: async () => {
      await kamailio.stop();
      await rtpengine.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const hex = (n: number, width: number) => n.toString(16).toUpperCase().padStart(width, '0');
/** The app's environment for these parts (SIP_SERVER/MEDIA_SERVER external: the test owns the processes). */
export const telephonyAppEnv = (t: TelephonyParts): Record<string, string> => ({
  SIP_SERVER: 'external',
  SIP_WS_URL: `ws://127.0.0.1:${t.wsPort}`,
  SIP_SHARED_SECRET: t.secret,
  SIP_DOMAIN,
  MEDIA_SERVER: 'external',
  MEDIA_NG_URL: `udp://127.0.0.1:${t.ngPort}`,
});

/** SIPp prints nothing when ready: poll the kernel's table of UDP sockets for its address (little-endian hex). */
const udpBound = (host: string, port: number) => {
  const address = host
    .split('.')
    .map(Number)
    .reverse()
    .map((b) => hex(b, 2))
    .join('');
  return readFileSync('/proc/net/udp', 'utf8').includes(`${address}:${hex(port, 4)} `);
};

export interface SippCarrier {
  host: string;
  port: number;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * A carrier on a loopback UDP address: `answer` (SIPp's built-in UAS, echoing RTP) or a scenario file. By
 * default a free port on 127.0.0.1; a journey whose trunk has no port field uses its own 127.0.0.x at 5060.
 * The media port is only known free for TCP (freePort), and a UDP socket of another part may hold it or its
 * neighbours, which SIPp also binds: a refused bind is tried again on another port.
 */
export async function startSippCarrier(
  kind: 'answer' | 'busy',
  where: { host?: string; port?: number } = {},
): Promise<SippCarrier> {
  const host = where.host ?? '127.0.0.1';
  const port = where.port ?? (await freePort());
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnSippCarrier(kind, host, port);
    } catch (error) {
      // As e2e/support/carrier's startCarrier: SIPp says "errno = 98 (Address already in use)".
      if (attempt >= 5 || !/Address already in use/.test(String(error))) throw error;
    }
  }
}

async function spawnSippCarrier(kind: 'answer' | 'busy', host: string, port: number): Promise<SippCarrier> {
  const scenario =
    kind === 'answer'
      ? ['-sn', 'uas', '-rtp_echo']
      : ['-sf', new URL(`./carrier-scenarios/${kind}.xml`, import.meta.url).pathname];
  const mediaPort = await freePort();
  const child = spawn(
    '/usr/bin/sipp',
    [...scenario, '-i', host, '-p', String(port), '-mp', String(mediaPort), '-nostdin'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 5000;
  // SIPp binds its SIP socket first, then the media ones, and exits when one is refused: wait for both.
  while (!udpBound(host, port) || !udpBound(host, mediaPort)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      throw new Error(`sipp did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return {
    host,
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

/** rtpengine of the e2e run (global-setup exports it as E2E_MEDIA): its live calls and their packet counts. */
export function mediaServerProbe() {
  const { ngPort } = JSON.parse(process.env.E2E_MEDIA ?? 'null') as { ngPort: number };
  const ng = createNgClient({ host: '127.0.0.1', port: ngPort });
  return {
    calls: async () => ((await ng.send('list', { limit: 100 })).calls as string[] | undefined) ?? [],
    /** RTP packets rtpengine received from the party tagged `tag` in call `callId`. */
    packetsFrom: async (callId: string, tag: string) => {
      const reply = (await ng.send('query', { 'call-id': callId })) as {
        tags?: Record<string, { medias?: { streams?: { stats?: { packets?: number } }[] }[] }>;
      };
      const streams = reply.tags?.[tag]?.medias?.flatMap((m) => m.streams ?? []) ?? [];
      return streams.reduce((sum, s) => sum + Number(s.stats?.packets ?? 0), 0);
    },
    close: () => ng.close(),
  };
}

/** What a call-control node needs to reach these parts (its SIP link and media server). */
export const callControlLink = (t: Pick<TelephonyParts, 'wsPort' | 'secret' | 'ngPort'>) => ({
  link: { wsUrl: `ws://127.0.0.1:${t.wsPort}`, domain: SIP_DOMAIN, secret: t.secret },
  ng: { host: '127.0.0.1', port: t.ngPort },
});
