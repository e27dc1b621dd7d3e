// What a sweep does on a page beyond opening it: every tab of the contact card one after the other, and every
// stored audio file the page shows played (a music-on-hold record: an <audio> fed from a blob: URL), so the
// requests and media those make are judged too.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { settled } from './app-pages';

export async function visitCardTabs(page: Page, quiet: () => boolean) {
  await page.getByTestId('contact-card').waitFor();
  const tabs = page.getByTestId('card-tabs').locator('.ant-tabs-tab');
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await expect.poll(() => tabs.nth(i).getAttribute('class')).toContain('ant-tabs-tab-active');
    await settled(page, quiet);
  }
}

export async function playFiles(page: Page, quiet: () => boolean) {
  const play = page.getByTestId('file-value').getByRole('button', { name: 'Play' });
  for (let n = await play.count(); n > 0; n--) {
    await play.first().click();
    await expect.poll(() => play.count()).toBe(n - 1);
    await settled(page, quiet);
  }
  const audio = page.getByTestId('file-audio');
  for (let i = 0; i < (await audio.count()); i++)
    await expect.poll(() => audio.nth(i).evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThan(0);
}
