// Time from JsSIP's call() to the call's confirmed state through the project's Kamailio, with real
// WebRTC media on loopback (run inside scripts/loopback-only.mjs): the path every softphone call takes.
import { launchChromium } from '../e2e/support/browser';
import { openPeer } from '../e2e/support/sip-peer';
import { SIP_DOMAIN, startSipServer } from '../e2e/support/sip-server';
import { printMedian, until } from './timing';

const CALLS = 15;
export const CALL_GOAL_MS = 600;

export async function benchCallSetup(): Promise<number[]> {
  const sip = await startSipServer();
  process.env.E2E_SIP = JSON.stringify(sip.env);
  const browser = await launchChromium();
  try {
    const caller = await openPeer(browser, '79990000001');
    const callee = await openPeer(browser, '1099', { autoAnswer: true });
    await until(
      async () => (await caller.log()).registered && (await callee.log()).registered,
      'registration',
    );
    for (let i = 0; i < CALLS; i++) {
      await caller.call(`sip:1099@${SIP_DOMAIN}`);
      await until(async () => (await caller.confirmTimes()).length === i + 1, `call ${i + 1} confirmed`);
      await caller.hangup();
      await until(async () => !(await callee.inCall()), `call ${i + 1} ended`);
    }
    return await caller.confirmTimes();
  } finally {
    await browser.close();
    await sip.stop();
  }
}

/** Prints the figures; answers whether the goal was met. */
export const printCallSetup = (times: number[]): boolean =>
  printMedian(
    `Softphone call() to confirmed over Kamailio, ${times.length} calls with media on loopback`,
    times,
    CALL_GOAL_MS,
  );
