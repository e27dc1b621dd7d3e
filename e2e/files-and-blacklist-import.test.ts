// The file manager and the blacklist's import against the real server in Chromium, as the demo admin:
// upload, list, download (the saved content checked), delete behind its confirmation; then a CSV of three
// phones (one the demo already blacklists, one invalid) imported, the counters read, the new phone found.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { newPage, signIn } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const JOURNEY_MS = 120_000;
const selectedMenu = (page: Page) => page.locator('.ant-layout-sider .ant-menu-item-selected').innerText();
const openPopconfirm = (page: Page) => page.locator('.ant-popconfirm:not(.ant-popover-hidden)');

async function openFromMenu(page: Page, title: string, path: string) {
  await page.locator('.ant-layout-sider .ant-menu-item').getByText(title, { exact: true }).click();
  await page.waitForURL(`**${path}**`);
}

describe('files and the blacklist import', () => {
  it(
    'the file manager: upload, find, download, delete',
    async () => {
      const { context, page } = await newPage(browser);
      await signIn(page, 'admin@demo.local');
      await openFromMenu(page, 'File manager', '/fileManager');
      await expect.poll(() => selectedMenu(page)).toBe('File manager');
      await expect.poll(() => page.getByTestId('disk-space').innerText()).toMatch(/Free: [\d.,]+ GB/);

      const name = `e2e-${Date.now()}.txt`;
      const content = `Uploaded by the e2e journey at ${new Date().toISOString()}\n`;
      await page
        .getByTestId('file-manager')
        .locator('input[type="file"]')
        .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
      await page.locator('.ant-notification-notice', { hasText: 'Created' }).first().waitFor();

      const search = page.getByLabel('Search by name');
      await search.fill(name);
      await search.press('Enter');
      const rows = page.getByTestId('file-table').locator('tr.ant-table-row');
      await expect.poll(() => rows.count()).toBe(1);
      const row = rows.first();
      await expect.poll(() => row.innerText()).toContain(name);
      // The size as src/shared/format-size.ts writes it: a no-break space before the unit.
      expect(await row.innerText()).toContain(`${content.length}\u00a0B`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByTestId('file-download').click(),
      ]);
      expect(download.suggestedFilename()).toBe(name);
      expect(await readFile((await download.path())!, 'utf8')).toBe(content);

      await row.getByTestId('file-delete').click();
      await expect.poll(() => openPopconfirm(page).innerText()).toContain('Delete this record?');
      await openPopconfirm(page).getByRole('button', { name: 'Yes' }).click();
      await page.locator('.ant-notification-notice', { hasText: 'Deleted' }).first().waitFor();
      await expect.poll(() => rows.count()).toBe(0);
      await context.close();
    },
    JOURNEY_MS,
  );

  it(
    'the blacklist: import a CSV, read the counters, find the added phone',
    async () => {
      const { context, page } = await newPage(browser);
      await signIn(page, 'admin@demo.local');
      await openFromMenu(page, 'Blacklist', '/blackList/list');
      await page.getByTestId('resource-table').waitFor();

      await page.getByTestId('resource-import').click();
      await page.waitForURL('**/blackList/import');
      // The list's menu entry stays highlighted on its import page (spec 000 section 2.1).
      await expect.poll(() => selectedMenu(page)).toBe('Blacklist');

      const added = `7${`${Date.now()}`.slice(-10)}`;
      // A header, a phone the demo seeds (server/seed/files.ts), a new one, and one too short to be a phone.
      const csv = ['phone', '79990000001', added, '12'].join('\n');
      await page
        .locator('[data-field="file"] input[type="file"]')
        .setInputFiles({ name: 'phones.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByTestId('import-submit').click();
      const counter = (name: string) =>
        page.getByTestId(`import-${name}`).locator('.ant-statistic-content').innerText();
      await page.getByTestId('import-result').waitFor();
      expect([
        await counter('added'),
        await counter('duplicate'),
        await counter('invalid'),
        await counter('total'),
      ]).toEqual(['1', '1', '1', '3']);

      await page.getByRole('link', { name: /Back to the blacklist/ }).click();
      await page.waitForURL('**/blackList/list**');
      const bar = page.getByTestId('filter-bar');
      await bar.getByLabel('Phone', { exact: true }).fill(added);
      await bar.getByTestId('filter-apply').click();
      const rows = page.getByTestId('resource-table').locator('tr.ant-table-row');
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.first().innerText()).toContain(added);
      await context.close();
    },
    JOURNEY_MS,
  );
});
