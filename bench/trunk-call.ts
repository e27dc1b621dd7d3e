// Time from a browser's call() to confirmed through the trunk (issue 12 goal: median <= 600 ms): a JsSIP
// phone as the demo operator (extension 1003) dials a customer; Kamailio hands it to call-control, which
// dials the demo trunk pointed at a SIPp carrier that answers at once and echoes, bridged in rtpengine.
import { eq } from 'drizzle-orm';
import { launchChromium } from '../e2e/support/browser';
import { openPeer } from '../e2e/support/sip-peer';
import { SIP_DOMAIN, callControlLink, startSippCarrier, startTelephonyParts } from '../e2e/support/telephony';
import { openMigratedDatabase } from '../server/db/open';
import { trunks } from '../server/resources/tables/trunk';
import { seedDemo } from '../server/seed/demo';
import { DEMO_TRUNK } from '../server/seed/call-settings';
import { startCallControl } from '../server/telephony/call-control';
import { trunkPort } from '../server/telephony/call-control/trunk-port';

const CALLS = 15;
export const TRUNK_CALL_GOAL_MS = 600;

async function until(check: () => Promise<boolean>, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function benchTrunkCall(): Promise<number[]> {
  const parts = await startTelephonyParts();
  const carrier = await startSippCarrier('answer');
  const database = await openMigratedDatabase({ databaseUrl: 'memory://' });
  const quiet = { info: () => undefined, warn: () => undefined };
  const control = await startCallControl({
    db: database.db,
    ...callControlLink(parts),
    nodeId: 'bench',
    trunks: trunkPort,
    log: quiet,
  });
  process.env.E2E_SIP = JSON.stringify({ runDir: parts.dir, wsPort: parts.wsPort, secret: parts.secret });
  const browser = await launchChromium();
  try {
    await seedDemo(database.db, 'Bench-pass-2024');
    await database.db
      .update(trunks)
      .set({ host: '127.0.0.1', port: carrier.port })
      .where(eq(trunks.title, DEMO_TRUNK));
    await control.ready;
    const operator = await openPeer(browser, '1003');
    await until(async () => (await operator.log()).registered, 'registration');
    for (let i = 0; i < CALLS; i++) {
      await operator.call(`sip:79161234567@${SIP_DOMAIN}`);
      await until(async () => (await operator.confirmTimes()).length === i + 1, `call ${i + 1} confirmed`);
      await operator.hangup();
      await until(async () => control.interactions.all().length === 0, `call ${i + 1} ended`);
    }
    return await operator.confirmTimes();
  } finally {
    await browser.close();
    await control.stop();
    await database.close();
    await carrier.stop();
    await parts.stop();
  }
}

/** Prints the figures; answers whether the goal was met. */
export function printTrunkCall(times: number[]): boolean {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const within = median <= TRUNK_CALL_GOAL_MS;
  console.log(
    `\nBrowser call() to confirmed through the trunk (call-control, rtpengine, SIPp), ${times.length} calls:`,
  );
  console.log(
    `  median ${median.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms, min ${sorted[0].toFixed(0)} ms (goal median <= ${TRUNK_CALL_GOAL_MS} ms: ${within ? 'within' : 'OVER'})`,
  );
  return within;
}
