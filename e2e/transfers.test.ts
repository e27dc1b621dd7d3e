// Transfers beyond the building (issue 12, flow 3) on its own app, Kamailio and rtpengine, with two operators
// in two contexts of one Chromium (their fake microphones play OPERATOR_HZ) and two baresip phones beyond
// the trunks: the customer (CUSTOMER_HZ) and a stored transfer phone's target (TARGET_HZ). The operator calls
// the customer from the card and (a) transfers to the project's queue: the supervisor is offered the consult
// and answers, the operator hangs up, sees "transferred", and the customer and the supervisor hear each
// other; (b) transfers to the stored phone: the held customer hears that phone's own music, the target
// answers, the operator hangs up and the customer and the target hear each other. Rows carry 20/21.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app-server';
import { launchChromium } from './support/browser';
import { makeToneWav, toneSeconds } from './support/carrier/audio';
import { startBaresipCustomer, type BaresipCustomer } from './support/carrier/baresip';
import {
  fakeMicrophoneArgs,
  heardByBrowser,
  inboundAudio,
  watchPeerConnections,
} from './support/carrier/browser-audio';
import { contextOptions, signIn } from './support/session';
import { startTelephonyParts, telephonyAppEnv, type TelephonyParts } from './support/telephony';
import {
  adminApi,
  arrangeTransfers,
  rowsOf,
  type AdminApi,
  type TransferWorld,
} from './support/transfer-world';
import { cardModal, closeCard, notice, openCardFromList } from './support/workspace';

const PASSWORD = 'e2e-Transfer-pass-1';
const CUSTOMER = '79161234567'; // Ivan Petrov, a demo contact
const TARGET = '74957770011';
const OPERATOR_HZ = 1000;
const CUSTOMER_HZ = 1500;
const TARGET_HZ = 2000;
const MUSIC_CLASS = 'Transfer hold tone'; // the demo's `transfer` music: 660 Hz
const MUSIC_HZ = 660;

let parts: TelephonyParts;
let app: RunningApp;
let browser: Browser;
let api: AdminApi;
let world: TransferWorld;
let operator: Page;
let supervisor: Page;
const phones: BaresipCustomer[] = [];
const dir = mkdtempSync(join(tmpdir(), 'crm-e2e-transfers-'));

async function openPhone(email: string): Promise<Page> {
  const context: BrowserContext = await browser.newContext(contextOptions(app.baseURL));
  await context.grantPermissions(['microphone'], { origin: app.baseURL });
  await watchPeerConnections(context);
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  // Set-up runs outside a test, where expect.poll is refused: Playwright waits for the states instead.
  const state = (testId: string, value: string) =>
    page.locator(`[data-testid="${testId}"][data-state="${value}"]`).waitFor({ timeout: 15_000 });
  await state('softphone-registration', 'registered');
  const presence = page.getByTestId('softphone-presence');
  if ((await presence.getAttribute('data-state')) !== 'active') {
    await presence.locator('.ant-select-selector').click();
    await page.getByTestId('presence-option-active').click();
    await state('softphone-presence', 'active');
  }
  return page;
}

/** The operator calls Ivan Petrov from his card; resolves once the customer answered and hears her. */
async function callCustomer() {
  const since = Date.now();
  // The call bar lives in the card: what a previous (maybe failed) step left open is closed first.
  if (await operator.getByTestId('transfer-dialog').isVisible())
    await operator.getByTestId('transfer-close').click();
  if (await operator.getByTestId('call-bar-hangup').isVisible())
    await operator.getByTestId('call-bar-hangup').click();
  if (await cardModal(operator).isVisible()) await closeCard(operator);
  const card = await openCardFromList(operator, 'Ivan Petrov');
  await card.getByTestId(`call-${CUSTOMER}`).getByRole('button').click();
  await world.customer.waitForEvent('CALL_ESTABLISHED', { since, timeoutMs: 20_000 });
  await expect.poll(() => operator.getByTestId('call-bar').getAttribute('data-state')).toBe('answer');
  await expect.poll(() => world.customer.heardSeconds(OPERATOR_HZ)).toBeGreaterThan(0.5);
}

/** The transfer dialog: a queue (switch on) or a stored phone, by the label the list shows. */
async function transferTo(choice: { queue: string } | { phone: string }) {
  await operator.getByTestId('call-bar-transfer').click();
  const dialog = operator.getByTestId('transfer-dialog');
  await dialog.waitFor();
  if ('queue' in choice) await dialog.getByTestId('transfer-queue-switch').click();
  const list = dialog.getByTestId('queue' in choice ? 'transfer-queue' : 'transfer-phone');
  await list.getByRole('combobox').click();
  await operator.getByTitle('queue' in choice ? choice.queue : choice.phone, { exact: true }).click();
  await operator.getByTestId('transfer-submit').click();
}

/** Once the consult is answered, the operator closes the dialog and hangs up: the customer is handed over
 * (the softphone says "Call transferred to <target>" on the REFER's 200 NOTIFY). */
async function handOver(target: string) {
  await expect
    .poll(() => operator.getByTestId('transfer-state').getAttribute('data-state'), { timeout: 20_000 })
    .toBe('accepted');
  await operator.getByTestId('transfer-close').click();
  await operator.getByTestId('call-bar-hangup').click();
  await notice(operator, `Call transferred to ${target}`).waitFor({ timeout: 10_000 });
  // The operator's call is over: the bar shows the after-call countdown.
  await operator.locator('[data-testid="call-bar"][data-state="countdown"]').waitFor({ timeout: 10_000 });
}

/** Resolves once `seconds()` grew by more than `by` from now: audio heard after this point. */
async function growsBy(seconds: () => number, by: number, timeout = 10_000) {
  const before = seconds();
  await expect.poll(() => seconds() - before, { timeout }).toBeGreaterThan(by);
}

const newRows = async (seen: Set<string>) =>
  (await rowsOf(api, CUSTOMER)).filter((r) => !seen.has(r.unique_id));

beforeAll(async () => {
  parts = await startTelephonyParts();
  app = await startApp({ ...telephonyAppEnv(parts), DEMO_PASSWORD: PASSWORD, DEFAULT_LOCALE: 'en' });
  api = await adminApi(app, PASSWORD);
  const customer = await startBaresipCustomer({ tone: CUSTOMER_HZ, numbers: [CUSTOMER] });
  phones.push(customer);
  const target = await startBaresipCustomer({ tone: TARGET_HZ, numbers: [TARGET] });
  phones.push(target);
  world = await arrangeTransfers(api, { customer, target, targetPhone: TARGET, mohClass: MUSIC_CLASS });
  browser = await launchChromium(fakeMicrophoneArgs(makeToneWav(join(dir, 'operator.wav'), OPERATOR_HZ)));
  operator = await openPhone('operator@demo.local');
  supervisor = await openPhone('supervisor@demo.local');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (const phone of phones) await phone.stop();
  await app?.stop();
  await parts?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('transfers beyond the building', () => {
  it('hands the customer to the queue operator who answered the consult', async () => {
    const seen = new Set((await rowsOf(api, CUSTOMER)).map((r) => r.unique_id));
    await callCustomer();
    await transferTo({ queue: world.queueLabel });
    const offer = supervisor.getByTestId('incoming-call-dialog');
    await offer.waitFor({ timeout: 15_000 });
    // Offered as a transfer of Ivan Petrov's call (the ACD's X-Bar/X-Foo), not as a call from the operator.
    expect(await offer.getAttribute('data-call-type')).toBe('TYPE_TRANSFER');
    expect(await supervisor.getByTestId('incoming-call-phone').textContent()).toBe(CUSTOMER);
    await supervisor.getByTestId('incoming-answer').click();
    // The queue answers the consult itself (its music): the operator hands over once the supervisor talks.
    await expect.poll(async () => (await inboundAudio(supervisor)).packets).toBeGreaterThan(25);
    const answered = Date.now();
    await handOver(world.queueName);
    const heard = await heardByBrowser(supervisor, 1500);
    expect(toneSeconds(heard.samples, heard.rate, CUSTOMER_HZ)).toBeGreaterThan(0.8);
    // The operator's legs are gone: what the customer hears of a microphone now is the supervisor's.
    await growsBy(() => world.customer.heardSeconds(OPERATOR_HZ), 1);
    await supervisor.getByTestId('call-bar-hangup').click();
    await world.customer.waitForEvent('CALL_CLOSED', { since: answered, timeoutMs: 10_000 });
    await expect
      .poll(async () => (await newRows(seen)).map((r) => [r.call_type, r.status]).sort(), { timeout: 10_000 })
      .toEqual([
        ['TYPE_SYSTEM', 20],
        ['TYPE_TRANSFER', 11],
      ]);
    const rows = await newRows(seen);
    expect(rows.find((r) => r.status === 20)?.operator?.full_name).toBe('Olga Operator');
    expect(rows.find((r) => r.status === 11)?.operator?.full_name).toBe('Sergey Supervisor');
  });

  it("plays the stored phone's music to the held customer, then joins the customer to it", async () => {
    const seen = new Set((await rowsOf(api, CUSTOMER)).map((r) => r.unique_id));
    await callCustomer();
    const since = Date.now();
    await transferTo({ phone: world.targetLabel });
    await growsBy(() => world.customer.heardSeconds(MUSIC_HZ), 1);
    await world.target.waitForEvent('CALL_ESTABLISHED', { since, timeoutMs: 15_000 });
    await expect.poll(() => world.target.heardSeconds(OPERATOR_HZ)).toBeGreaterThan(0.5);
    await handOver(TARGET);
    await growsBy(() => world.customer.heardSeconds(TARGET_HZ), 1);
    await growsBy(() => world.target.heardSeconds(CUSTOMER_HZ), 1);
    await world.customer.hangup();
    await world.target.waitForEvent('CALL_CLOSED', { since, timeoutMs: 10_000 });
    await expect
      .poll(async () => (await newRows(seen)).map((r) => [r.call_type, r.status]).sort(), { timeout: 10_000 })
      .toEqual([
        ['TYPE_SYSTEM', 21],
        ['TYPE_TRANSFER', 1],
      ]);
  });
});
