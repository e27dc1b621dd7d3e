// Issue 12 in Chromium: Reports > Calls. The journey runs its own server on a data folder prepared before it
// starts (the demo seed plus calls, one with a real Ogg Opus recording made by sox and opusenc), since no
// API writes a call's recording: the admin opens Calls, sees the seeded calls, filters by status, plays the
// recording (the browser's player streams it by ranges and has audio to play), changes a status and deletes
// a call.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../server/calls/table';
import { openMigratedDatabase } from '../server/db/open';
import { campaigns } from '../server/db/schema';
import { seedDemo } from '../server/seed/demo';
import { startApp, type RunningApp } from './support/app-server';
import { launchChromium } from './support/browser';
import { contextOptions, signIn } from './support/session';

const PASSWORD = 'e2e-Calls-pass-1';
const RECORDING = '2026/01/10/e2e-recorded.opus';

/** The demo data and three calls of 10 January 2026: recorded (answered), busy, and one to delete. */
async function prepare(dataDir: string) {
  const file = path.join(dataDir, 'recordings', RECORDING);
  mkdirSync(path.dirname(file), { recursive: true });
  const wav = file.replace(/\.opus$/, '.tone.wav');
  execFileSync('sox', ['-n', '-r', '48000', '-c', '2', '-b', '16', wav, 'synth', '3', 'sine', '440']);
  execFileSync('opusenc', ['--quiet', wav, file]);
  rmSync(wav);
  const database = await openMigratedDatabase({ databaseUrl: path.join(dataDir, 'pgdata') });
  try {
    await seedDemo(database.db, PASSWORD, dataDir);
    const [project] = await database.db.select({ id: campaigns.id }).from(campaigns).limit(1);
    const at = (hour: number) => new Date(Date.UTC(2026, 0, 10, hour));
    const base = { context: 'outbound' as const, call_type: 'TYPE_SYSTEM' as const, campaign_id: project.id };
    await database.db.insert(calls).values([
      {
        ...base,
        unique_id: 'e2e-recorded',
        at: at(9),
        client_phone: '79990000001',
        status: 1,
        talk_sec: 3,
        audio_path: RECORDING,
        file_format: 'opus',
      },
      { ...base, unique_id: 'e2e-busy', at: at(10), client_phone: '79990000002', status: 3 },
      { ...base, unique_id: 'e2e-doomed', at: at(11), client_phone: '79990000003', status: 2 },
    ]);
  } finally {
    await database.close();
  }
}

let app: RunningApp;
let browser: Browser;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'crm-e2e-calls-'));
  await prepare(dataDir);
  app = await startApp({
    DATA_DIR: dataDir,
    DEMO_PASSWORD: PASSWORD,
    DEFAULT_LOCALE: 'en',
    SIP_SERVER: 'off',
    MEDIA_SERVER: 'off',
  });
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const rowOf = (page: Page, phone: string) =>
  page.getByTestId('calls-report-table').locator('tr.ant-table-row', { hasText: phone });

async function chooseOption(page: Page, select: ReturnType<Page['locator']>, label: string) {
  await select.locator('.ant-select-selector').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label })
    .first()
    .click();
}

describe('issue 12: the calls report', () => {
  it('lists, filters, plays, changes a status and deletes', async () => {
    const context = await browser.newContext(contextOptions(app.baseURL));
    const page = await context.newPage();
    await signIn(page, 'admin@demo.local', PASSWORD);
    await page.locator('.ant-layout-sider').getByText('Reports', { exact: true }).click();
    await page.locator('.ant-layout-sider').getByText('Calls', { exact: true }).click();
    await page.waitForURL('**/call/list');
    await expect.poll(() => rowOf(page, '79990000001').count()).toBe(1);
    expect(await rowOf(page, '79990000002').count()).toBe(1);

    // Status filter: only the busy call is left.
    await chooseOption(page, page.getByTestId('calls-report-status-filter'), 'Busy');
    await page.keyboard.press('Escape');
    await page.getByTestId('calls-report-apply').click();
    await expect.poll(() => rowOf(page, '79990000002').count()).toBe(1);
    expect(await rowOf(page, '79990000001').count()).toBe(0);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => rowOf(page, '79990000001').count()).toBe(1);

    // The recording plays: its element gets data to play from the ranged stream.
    await rowOf(page, '79990000001').getByRole('button', { name: 'Play' }).click();
    const audio = page.getByTestId('calls-report-audio');
    await audio.waitFor();
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => el.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    expect(await audio.evaluate((el: HTMLAudioElement) => el.duration)).toBeGreaterThan(2);
    await audio.evaluate((el: HTMLAudioElement) => {
      el.currentTime = 2;
    });
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThan(1.5);

    // A status change reaches the row.
    const busyId = await rowOf(page, '79990000002').getAttribute('data-row-key');
    await chooseOption(page, page.getByTestId(`calls-report-status-${busyId}`), 'Abandoned in queue');
    await expect.poll(() => rowOf(page, '79990000002').innerText()).toContain('Abandoned in queue');

    // Delete after the confirmation.
    const doomedId = await rowOf(page, '79990000003').getAttribute('data-row-key');
    await page.getByTestId(`calls-report-delete-${doomedId}`).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => rowOf(page, '79990000003').count()).toBe(0);
    await context.close();
  });
});
