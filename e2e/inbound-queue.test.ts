// A customer calls the trunk's number (issue 12, flow 2) on its own app, Kamailio and rtpengine (the parts
// started here, so the SIPp customer can reach Kamailio's UDP port): the call lands in the demo project's
// queue, the customer hears the queue music while waiting, the operator in Chromium is offered the call,
// sees the caller and answers, audio flows both ways (the customer hears the operator's microphone tone, the
// browser receives the customer's), the customer hangs up, and the call is recorded as inbound, answered.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app-server';
import { launchChromium } from './support/browser';
import { makeToneWav } from './support/carrier/audio';
import { fakeMicrophoneArgs, inboundAudio, watchPeerConnections } from './support/carrier/browser-audio';
import { startCustomerCall } from './support/carrier/customer';
import { startTelephonyParts, telephonyAppEnv, type TelephonyParts } from './support/telephony';
import { contextOptions } from './support/session';

const PASSWORD = 'e2e-Inbound-pass-1';
const CUSTOMER = '79161234567'; // Ivan Petrov, a demo contact
const DIALLED = '74951112233'; // the trunk's number
const OPERATOR_HZ = 1000; // the operator's fake microphone
const MUSIC_HZ = 440; // the demo's "Queue melody"

let parts: TelephonyParts;
let app: RunningApp;
let browser: Browser;
let operator: Page;
let admin: string;
const dir = mkdtempSync(join(tmpdir(), 'crm-e2e-inbound-'));

async function api(method: string, path: string, body?: Record<string, unknown>) {
  const res = await fetch(`${app.baseURL}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${admin}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${path}`).toBe(200);
  return res.json() as Promise<{ items: Record<string, unknown>[] } & Record<string, unknown>>;
}

const idOf = async (resource: string, title: string) =>
  (await api('GET', `/${resource}/list?limit=100`)).items.find((i) => i.title === title)!.id as number;

/** The demo trunk answers for DIALLED from loopback; the demo project queues its callers with its melody. */
async function routeTrunkToQueue() {
  const login = await fetch(`${app.baseURL}/api/login_check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'admin@demo.local', password: PASSWORD }),
  });
  admin = ((await login.json()) as { token: string }).token;
  const trunk = await idOf('trunk', 'Demo carrier');
  await api('PUT', `/trunk/update/${trunk}`, { host: '127.0.0.1', sip_account: DIALLED, queue: '' });
  const project = await idOf('campaign', 'Demo campaign');
  const music = await idOf('moh', 'Queue melody');
  await api('PUT', `/campaign/update/${project}`, {
    trunk_id: trunk,
    moh_id: music,
    queue_strategy: 'ringall',
    queue_timeout: 60,
    operator_timeout: 30,
  });
}

beforeAll(async () => {
  parts = await startTelephonyParts();
  app = await startApp({ ...telephonyAppEnv(parts), DEMO_PASSWORD: PASSWORD, DEFAULT_LOCALE: 'en' });
  await routeTrunkToQueue();
  browser = await launchChromium(fakeMicrophoneArgs(makeToneWav(join(dir, 'operator.wav'), OPERATOR_HZ)));
  const context = await browser.newContext(contextOptions(app.baseURL));
  await context.grantPermissions(['microphone'], { origin: app.baseURL });
  await watchPeerConnections(context);
  operator = await context.newPage();
  await operator.goto('/login');
  await operator.getByLabel('E-mail').fill('operator@demo.local');
  await operator.getByLabel('Password').fill(PASSWORD);
  await operator.getByRole('button', { name: 'Log in' }).click();
  await operator.waitForURL('**/dashboard');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await parts?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('inbound calls into a project queue', () => {
  it('queues the customer with music, offers the operator, and the answered call is recorded', async () => {
    const presence = operator.getByTestId('softphone-presence');
    await expect
      .poll(() => operator.getByTestId('softphone-registration').getAttribute('data-state'))
      .toBe('registered');
    if ((await presence.getAttribute('data-state')) !== 'active') {
      await presence.locator('.ant-select-selector').click();
      await operator.getByTestId('presence-option-active').click();
      await expect.poll(() => presence.getAttribute('data-state')).toBe('active');
    }
    const customer = await startCustomerCall({
      to: `sip:${DIALLED}@127.0.0.1:${parts.udpPort}`,
      from: CUSTOMER,
      holdMs: 6000,
      playTone: 660,
    });
    const dialog = operator.getByTestId('incoming-call-dialog');
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => dialog.innerText()).toContain('Ivan Petrov');
    // The customer was answered by the queue and hears its music while the operator's phone rings.
    await expect.poll(() => customer.packetsReceived()).toBeGreaterThan(25);
    await operator.getByTestId('incoming-answer').click();
    await expect
      .poll(async () => (await inboundAudio(operator)).packets, { timeout: 10_000 })
      .toBeGreaterThan(50);
    const result = await customer.result;
    expect(result.answered, result.errors).toBe(true);
    expect(result.hungUpBy).toBe('customer');
    expect(result.heardSeconds(MUSIC_HZ)).toBeGreaterThan(0.5);
    expect(result.heardTone(OPERATOR_HZ)).toBe(true);
    const calls = async () =>
      (await api('GET', `/call/list?client_phone=${CUSTOMER}&all_calls=true`)).items.filter(
        (c) => c.context === 'inbound',
      ) as { to_phone: string; status: number | null; bill_sec: number }[];
    // The call-control's row (the trunk's; the softphone writes one of its own at the call's start).
    const queued = async () => (await calls()).find((c) => c.to_phone === DIALLED);
    await expect
      .poll(async () => (await queued())?.status ?? null, { timeout: 10_000, interval: 250 })
      .toBe(11);
    const row = await queued();
    expect(row).toMatchObject({
      initiator_hang_up: 'client',
      trunk: 'Demo carrier',
      operator: { full_name: 'Olga Operator' },
      contact: { full_name: 'Ivan Petrov' },
    });
    expect(row!.bill_sec).toBeGreaterThan(2);
  });
});
