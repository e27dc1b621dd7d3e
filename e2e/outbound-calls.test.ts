// Manual outbound calls beyond the building (issue 12, flow 1): the operator in Chromium calls a customer
// from the card; Kamailio hands the call to call-control, which dials it through the demo trunk to a SIPp
// carrier and bridges the two in rtpengine. Audio flows both ways, the operator's hang-up completes the
// call record; a busy customer reaches the operator as a notice and a row with status 3.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { apiCall, apiToken } from './support/resources';
import { baseURL, demoPassword, newPage, signIn } from './support/session';
import { mediaServerProbe, startSippCarrier, type SippCarrier } from './support/telephony';
import { closeCard, notice, openCardFromList } from './support/workspace';

const CUSTOMER = '79161234567'; // Ivan Petrov, a demo contact
// The trunk keeps the default SIP port, so each carrier listens on 5060 of an address of its own.
const ANSWERING = { host: '127.0.0.2', port: 5060 };
const BUSY = { host: '127.0.0.3', port: 5060 };

interface CallItem {
  unique_id: string;
  status: number | null;
  initiator_hang_up: string | null;
  bill_sec: number;
  trunk: string;
}

let browser: Browser;
let operator: Page;
let adminToken: string;
let trunkId: number;
let answering: SippCarrier;
let busy: SippCarrier;
const media = () => mediaServerProbe();

const callBar = () => operator.getByTestId('call-bar');
const setTrunkHost = (host: string, port = 5060) =>
  apiCall(adminToken, 'PUT', `/trunk/update/${trunkId}`, { host, port });

async function callsOfCustomer(): Promise<CallItem[]> {
  const res = await apiCall(adminToken, 'GET', `/call/list?client_phone=${CUSTOMER}&limit=50`);
  return (res.data as { items: CallItem[] }).items;
}

/** The call row call-control wrote for `uniqueId`, once it is complete. */
async function completedRow(uniqueId: string): Promise<CallItem> {
  await expect
    .poll(async () => (await callsOfCustomer()).find((c) => c.unique_id === uniqueId)?.status ?? null)
    .not.toBeNull();
  return (await callsOfCustomer()).find((c) => c.unique_id === uniqueId)!;
}

/** Clicks the customer's number in the card; resolves with the time of the click. */
async function callFromCard(): Promise<number> {
  await expect
    .poll(() => operator.getByTestId('softphone-registration').getAttribute('data-state'))
    .toBe('registered');
  const card = await openCardFromList(operator, 'Ivan Petrov');
  const clicked = Date.now();
  await card.getByTestId(`call-${CUSTOMER}`).getByRole('button').click();
  return clicked;
}

beforeAll(async () => {
  browser = await launchChromium();
  adminToken = await apiToken('admin@demo.local', demoPassword());
  const trunks = await apiCall(adminToken, 'GET', '/trunk/list?limit=100');
  trunkId = (trunks.data as { items: { id: number; title: string }[] }).items.find(
    (t) => t.title === 'Demo carrier',
  )!.id;
  answering = await startSippCarrier('answer', ANSWERING);
  busy = await startSippCarrier('busy', BUSY);
  const opened = await newPage(browser);
  operator = opened.page;
  await opened.context.grantPermissions(['microphone'], { origin: baseURL() });
  await signIn(operator, 'operator@demo.local');
});

afterAll(async () => {
  await setTrunkHost('127.0.0.1', 5090).catch(() => undefined);
  await browser?.close();
  await answering?.stop();
  await busy?.stop();
});

describe('manual outbound calls through the trunk', () => {
  it('rings, connects with audio both ways, and the operator hang-up completes the call record', async () => {
    expect((await setTrunkHost(ANSWERING.host)).status).toBe(200);
    const started = await callFromCard();
    await expect.poll(() => callBar().getAttribute('data-state'), { timeout: 20_000 }).toBe('answer');
    console.info(`[outbound] card click to confirmed through the trunk: ${Date.now() - started} ms`);
    const probe = media();
    const [callId] = await probe.calls();
    expect(callId).toBeDefined();
    // The browser's audio reaches rtpengine, and the carrier's echo of it comes back to go to the browser.
    await expect.poll(() => probe.packetsFrom(callId, 'op')).toBeGreaterThan(60);
    await expect.poll(() => probe.packetsFrom(callId, 'cust')).toBeGreaterThan(60);
    probe.close();
    await operator.getByTestId('call-bar-hangup').click();
    const row = await completedRow(callId);
    expect(row).toMatchObject({ status: 1, initiator_hang_up: 'operator', trunk: 'Demo carrier' });
    expect(row.bill_sec).toBeGreaterThan(0);
    await closeCard(operator);
  });

  it('tells the operator the customer is busy and records status 3', async () => {
    expect((await setTrunkHost(BUSY.host)).status).toBe(200);
    const before = new Set((await callsOfCustomer()).map((c) => c.unique_id));
    await callFromCard();
    await notice(operator, 'The customer is busy').waitFor();
    await expect
      .poll(
        async () =>
          (await callsOfCustomer()).filter((c) => !before.has(c.unique_id) && c.status === 3).length,
      )
      .toBe(1);
    await closeCard(operator);
  });
});
