// Time from JsSIP's call() in Chromium to the call's confirmed state when the call leaves the building:
// operator 1003's browser -> Kamailio -> call-control (which dials the customer through the demo trunk,
// bridging both legs in rtpengine) -> a SIPp carrier that answers at once and echoes audio.
import { launchChromium } from '../e2e/support/browser';
import { openPeer } from '../e2e/support/sip-peer';
import { startSippCarrier } from '../e2e/support/telephony';
import { OPERATOR_EXTENSION, SIP_DOMAIN, startTelephonyStack } from './telephony/stack';
import { printMedian, until } from './timing';

const CALLS = 15;
export const OUTBOUND_GOAL_MS = 600;
const CUSTOMER = '79161234567';

export async function benchOutboundSetup(): Promise<number[]> {
  const stack = await startTelephonyStack({ record: false });
  const carrier = await startSippCarrier('answer');
  // The peer page takes its Kamailio from the e2e run's variable.
  process.env.E2E_SIP = JSON.stringify({ runDir: stack.dataDir, wsPort: stack.wsPort, secret: stack.secret });
  const browser = await launchChromium();
  try {
    await stack.pointTrunkAt(carrier.port);
    const operator = await openPeer(browser, OPERATOR_EXTENSION);
    await until(async () => (await operator.log()).registered, 'registration');
    for (let i = 0; i < CALLS; i++) {
      await operator.call(`sip:${CUSTOMER}@${SIP_DOMAIN}`);
      await until(async () => (await operator.confirmTimes()).length === i + 1, `call ${i + 1} confirmed`);
      await operator.hangup();
      await until(() => stack.control.interactions.all().length === 0, `call ${i + 1} ended`);
    }
    return await operator.confirmTimes();
  } finally {
    await browser.close();
    await carrier.stop();
    await stack.stop();
  }
}

export const printOutboundSetup = (times: number[]): boolean =>
  printMedian(
    `Outbound call() to confirmed through call-control and a trunk to a SIPp carrier, ${times.length} calls`,
    times,
    OUTBOUND_GOAL_MS,
  );
