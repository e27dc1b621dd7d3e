// The telephony parts the bench figures run on, started as the app starts them: a migrated in-memory
// database with the demo data, rtpengine (a port range wide enough for 100 calls), the project's
// Kamailio, and the call-control service in this process with the trunks part's functions and the
// recording queue wired. Each figure points the demo trunk at its own SIPp carrier.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { openMigratedDatabase } from '../../server/db/open';
import { trunks } from '../../server/resources/tables/trunk';
import { DEMO_TRUNK } from '../../server/seed/call-settings';
import { seedDemo } from '../../server/seed/demo';
import { startCallControl, type CallControl } from '../../server/telephony/call-control';
import { startConfiguredCallControl } from '../../server/telephony/call-control/from-config';
import type { TrunkPort } from '../../server/telephony/call-control/trunk-port';
import { RTPENGINE_BIN, startRtpengine, type RunningRtpengine } from '../../server/telephony/media/rtpengine';
import { createRecordingQueue } from '../../server/telephony/recordings';
import { KAMAILIO_BIN, startKamailio, type RunningKamailio } from '../../server/telephony/sip/kamailio';
import { SIPP } from '../../e2e/support/carrier/sipp';
import { chooseCallerId } from '../../server/telephony/trunks/caller-id';
import { callPrice } from '../../server/telephony/trunks/price';
import { resolveTrunk, trunkHasCapacity } from '../../server/telephony/trunks/resolve';
import { statusOfSipFailure } from '../../server/telephony/trunks/sip-failure';
import { freePort } from '../../tests/setup/postgres-server';

export const SIP_DOMAIN = 'crm.local';
/** The demo operator: extension 1003, whose main trunk is the demo trunk. */
export const OPERATOR_EXTENSION = '1003';

const trunkPort: TrunkPort = {
  resolveTrunk,
  trunkHasCapacity,
  chooseCallerId,
  callPrice,
  statusOfSipFailure,
};
const quiet = { info: () => undefined, warn: (m: string) => console.warn(`  ${m}`) };

export interface TelephonyStack {
  db: Db;
  dataDir: string;
  secret: string;
  wsPort: number;
  udpPort: number;
  rtpengine: RunningRtpengine;
  kamailio: RunningKamailio;
  control: CallControl;
  /** The recording queue, when `record` (the default). */
  recordings: ReturnType<typeof createRecordingQueue> | null;
  /** Sends the demo trunk's calls to this carrier, with no capacity limit. */
  pointTrunkAt(port: number): Promise<void>;
  stop(): Promise<void>;
}

/** What a telephony figure needs that this machine lacks (Debian packages), or null. */
export function missingTelephony(extra: Record<string, string> = {}): string | null {
  const needed: Record<string, string> = {
    kamailio: KAMAILIO_BIN,
    'rtpengine-daemon': RTPENGINE_BIN,
    'sip-tester (SIPp)': SIPP,
    ...extra,
  };
  const missing = Object.entries(needed).filter(([, bin]) => !existsSync(bin));
  return missing.length ? `${missing.map(([name]) => name).join(', ')} not installed` : null;
}

export interface StackOptions {
  rtpPorts?: number;
  /** false: rtpengine's pcaps stay unconverted (the timing figures hang up before any audio). */
  record?: boolean;
  /**
   * Start call-control exactly as the app does (from-config.ts, from this stack's environment) instead of
   * with the trunks functions and recording queue given here: whatever the app wires (the ACD for inbound
   * calls) is what runs.
   */
  appWiring?: boolean;
}

export async function startTelephonyStack(o: StackOptions = {}): Promise<TelephonyStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-bench-telephony-'));
  const secret = randomBytes(24).toString('base64url');
  const [wsPort, udpPort, ngPort] = [await freePort(), await freePort(), await freePort()];
  const spoolDir = join(dataDir, 'recordings', 'spool');
  const database = await openMigratedDatabase({ databaseUrl: 'memory://' });
  await seedDemo(database.db, null);
  const stops: (() => Promise<unknown>)[] = [async () => database.close()];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch((err: Error) => console.warn(err.message));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const portMin = 20000 + Math.floor(Math.random() * 20) * 1000;
    const rtpengine = await startRtpengine({
      ngHost: '127.0.0.1',
      ngPort,
      interface: '127.0.0.1',
      portMin,
      portMax: portMin + (o.rtpPorts ?? 200) - 1,
      spoolDir,
    });
    stops.push(rtpengine.stop);
    const kamailio = await startKamailio({
      runDir: join(dataDir, 'sip'),
      host: '127.0.0.1',
      wsPort,
      udpPort,
      domain: SIP_DOMAIN,
      secret,
    });
    stops.push(kamailio.stop);
    const recordings =
      o.record === false ? null : createRecordingQueue({ db: database.db, dataDir, spoolDir, log: quiet });
    if (recordings) stops.push(() => recordings.idle());
    const env = {
      DATA_DIR: dataDir,
      NODE_ID: 'bench',
      ...{ SIP_SERVER: 'external', SIP_WS_URL: `ws://127.0.0.1:${wsPort}`, SIP_SHARED_SECRET: secret },
      ...{ SIP_DOMAIN, MEDIA_SERVER: 'external', MEDIA_NG_URL: `udp://127.0.0.1:${ngPort}` },
    };
    const control = o.appWiring
      ? await startConfiguredCallControl(loadConfig(env), database.db, quiet)
      : await startCallControl({
          db: database.db,
          link: { wsUrl: env.SIP_WS_URL, domain: SIP_DOMAIN, secret },
          ng: { host: '127.0.0.1', port: ngPort },
          nodeId: env.NODE_ID,
          trunks: trunkPort,
          log: quiet,
          recordings,
        });
    if (!control) throw new Error('call-control did not start from the app configuration');
    stops.push(control.stop);
    await control.ready;
    return {
      db: database.db,
      dataDir,
      secret,
      wsPort,
      udpPort,
      rtpengine,
      kamailio,
      control,
      recordings,
      pointTrunkAt: async (port) => {
        await database.db
          .update(trunks)
          .set({ host: '127.0.0.1', port, transport: 'udp', capacity: 0, register: false })
          .where(eq(trunks.title, DEMO_TRUNK));
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
