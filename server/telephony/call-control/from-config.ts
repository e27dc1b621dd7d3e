// Starts call-control from the app's configuration, for the app process (server/main.ts) and the
// standalone node (`npm run call-control`, ./main.ts). Off when calls cannot leave the building anyway:
// no SIP server, no media server, or CALL_CONTROL=off (another process runs it).
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { startAcd } from '../acd';
import { startCallControl, type CallControl } from '.';
import { trunkPort } from './trunk-port';
import type { Log } from './user-agents';
import { createRecordingQueue } from '../recordings';

export async function startConfiguredCallControl(
  config: AppConfig,
  db: Db,
  log: Log,
): Promise<CallControl | null> {
  const { sip, media } = config;
  if (sip.mode === 'off' || media.mode === 'off') {
    log.info('call-control: off (no SIP or media server); calls to customers are unavailable');
    return null;
  }
  // Calls from outside and consult calls to a queue go to the project queues (server/telephony/acd).
  const acd = startAcd({ dataDir: config.dataDir, log });
  const control = await startCallControl({
    db,
    link: { wsUrl: sip.wsUrl ?? `ws://${sip.host}:${sip.wsPort}`, domain: sip.domain, secret: sip.secret },
    ng: { host: media.ngHost, port: media.ngPort },
    nodeId: config.nodeId,
    trunks: trunkPort,
    log,
    mediaTimeoutSec: media.mediaTimeoutSeconds,
    dataDir: config.dataDir,
    recordings: createRecordingQueue({ db, dataDir: config.dataDir, spoolDir: media.spoolDir, log }),
    onInbound: acd.onInbound,
  });
  void control.ready.then(() => log.info(`call-control ${config.nodeId} registered with the SIP server`));
  return { ...control, stop: () => control.stop().then(() => acd.close()) };
}
