// Issue 10, class 4: the built app under the server's Content-Security-Policy in Chromium. The open pages
// come with the policy. Each demo role's sweep of every page it may open, with its softphone registering over
// the SIP WebSocket, is judged for violations by e2e/every-page.test.ts, with its other defects, in one pass.
// An admin's API reference page (issue 11) renders with none either.
// The operator script's sandboxed frame renders with its styles and images, and the two witnesses of
// support/csp.ts are shown to catch a violation, in the page and in that frame.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTORE_PATH } from '../providers/paths';
import { OPEN_PAGES, openPage, settled, trackRequests } from './support/app-pages';
import { launchChromium } from './support/browser';
import { expectPolicyOn, watchCsp, type Violation } from './support/csp';
import { apiCall, item } from './support/resources';
import { baseURL, newPage, signIn } from './support/session';
import { tokenOf } from './support/workspace';

let browser: Browser;
let images: Server;
beforeAll(async () => {
  browser = await launchChromium();
  // An image host of its own, as an operator script's <img src="http://..."> would name.
  const pixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  images = createServer((_, res) => res.writeHead(200, { 'Content-Type': 'image/png' }).end(pixel));
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await browser?.close();
  images?.close();
});

interface Session {
  context: BrowserContext;
  page: Page;
  violations: Violation[];
  quiet: () => boolean;
}

async function signedInAs(email: string): Promise<Session> {
  const { context, page } = await newPage(browser);
  await context.grantPermissions(['microphone'], { origin: baseURL() });
  const violations = await watchCsp(context);
  const quiet = trackRequests(page);
  // The open pages first, a reset link's address included, each a full document load.
  for (const path of [...OPEN_PAGES, `${RESTORE_PATH}?token=e2e-not-a-token`]) {
    expectPolicyOn(await page.goto(path));
    await settled(page, quiet);
  }
  await signIn(page, email);
  return { context, page, violations, quiet };
}

describe('the app under its Content-Security-Policy', () => {
  it('renders the operator script in its sandboxed frame inside the card, its own styles applied', async () => {
    const { context, page, violations, quiet } = await signedInAs('operator@demo.local');
    const token = await tokenOf(context);
    const contacts = await apiCall(token, 'GET', '/contact/list?full_name=Maria%20Smirnova&limit=1');
    const [contact] = (contacts.data as { items: { id: number }[] }).items;
    await openPage(page, `/contact/${contact.id}`, quiet);
    await page.getByTestId('card-tabs').getByRole('tab', { name: 'Script' }).click();
    const frame = page.frameLocator('[data-testid="operator-script"]');
    await expect.poll(() => frame.locator('h3').innerText()).toBe('Greeting');
    // The script's own style attribute applies (style-src 'unsafe-inline' reaches the inherited policy).
    await expect
      .poll(() => frame.locator('p[style]').evaluate((p) => getComputedStyle(p).color))
      .toBe('rgb(207, 19, 34)');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('shows an admin the API reference (Swagger UI over the guarded document) with nothing blocked', async () => {
    const { context, page, violations, quiet } = await signedInAs('admin@demo.local');
    // Swagger UI renders operations as they scroll into view: a tall window shows them all at once.
    await page.setViewportSize({ width: 1280, height: 12_000 });
    expectPolicyOn(await page.goto('/api/reference'));
    // The document arrived with the admin's token and its operations render, paths as the spec writes them.
    await expect
      .poll(() => page.locator('.opblock-summary-path').allInnerTexts(), { timeout: 30_000 })
      .toContain('/api/contact/{id}');
    await page.locator('.opblock-summary-path', { hasText: '/api/contact/{id}' }).first().click();
    await expect
      .poll(() => page.locator('.opblock-description-wrapper').first().innerText())
      .toMatch(/Permission/);
    await settled(page, quiet);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('shows an image from an http address in the script preview, and catches what the policy blocks', async () => {
    const { context, page, violations, quiet } = await signedInAs('admin@demo.local');
    const token = await tokenOf(context);
    const scripts = await apiCall(token, 'GET', '/script_operator/list?limit=1');
    const [script] = (scripts.data as { items: { id: number }[] }).items;
    await openPage(page, `/settings/script-operator/update/${script.id}`, quiet);
    const source = item(page, 'script').locator('textarea');
    const preview = page.frameLocator('[data-testid="html-preview-script"]');
    const imageUrl = `http://127.0.0.1:${(images.address() as AddressInfo).port}/pixel.png`;
    await source.fill(`<p>Logo:</p><img src="${imageUrl}" alt="logo">`);
    await expect
      .poll(() => preview.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1);
    expect(violations).toEqual([]);

    // The frame runs no script of ours: a blocked stylesheet there is seen by the console witness.
    await source.fill('<link rel="stylesheet" href="https://127.0.0.1:9/blocked.css"><p>x</p>');
    await expect
      .poll(() => violations.map((v) => `${v.witness}: ${v.text}`).join('\n'))
      .toMatch(/console: .*style-src/);
    // An inline script in the page itself is seen by the event witness.
    await page.evaluate(() =>
      document.body.append(Object.assign(document.createElement('script'), { text: '1' })),
    );
    await expect
      .poll(() => violations.map((v) => `${v.witness}: ${v.text}`).join('\n'))
      .toMatch(/event: script-src-elem/);
    await context.close();
  });
});
