// Small steps the journeys share: open a page, sign in as a demo account, read the menu.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import './provided';

/** The server of this project's run (e2e: PGlite, e2e-postgres: PostgreSQL). */
export const baseURL = () => {
  const url = inject('e2eBaseURL');
  if (!url) throw new Error('No e2e server: e2e/global-setup.ts did not run');
  return url;
};

export const database = () => inject('e2eDatabase');

export const demoPassword = () => process.env.E2E_DEMO_PASSWORD ?? '';

/**
 * A journey's browser: English, and the system's "reduce motion" setting on, which the app follows by turning
 * antd's animations off (src/shared/use-prefers-reduced-motion.ts): menus, notices and pop-overs appear at
 * once instead of Playwright waiting for them to stop moving (a fifth of the settings journeys' time).
 * `motion: true` keeps the animations, for the journey that opens every menu as most users see it.
 */
export const contextOptions = (base = baseURL(), { motion = false } = {}) =>
  ({ baseURL: base, locale: 'en-GB', reducedMotion: motion ? 'no-preference' : 'reduce' }) as const;

export async function newPage(
  browser: Browser,
  options: { motion?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(contextOptions(baseURL(), options));
  return { context, page: await context.newPage() };
}

export async function signIn(page: Page, email: string, password = demoPassword()) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The cookies and storage of a fresh context right after `email` signed in through the login page, for
 * journeys that start signed in (signing in itself is auth-and-menu's journey).
 */
export async function signedInState(browser: Browser, email: string): Promise<StorageState> {
  const { context, page } = await newPage(browser);
  try {
    await signIn(page, email);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A new context in `state` (signedInState) on the dashboard, as signIn leaves a page. */
export async function newSignedInPage(
  browser: Browser,
  state: StorageState,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...contextOptions(), storageState: state });
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.waitForURL('**/dashboard');
  return { context, page };
}

/** Every entry of the sidebar menu, with submenus opened, in screen order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const sider = page.locator('.ant-layout-sider');
  await sider.locator('.ant-menu').first().waitFor();
  // Opening one submenu changes which are still closed: open the first closed one until none is left.
  const closed = sider.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  for (let opened = 0; opened < 20 && (await closed.count()) > 0; opened++) {
    await closed.first().click();
  }
  const titles = sider.locator(
    '.ant-menu-item .ant-menu-title-content, .ant-menu-submenu-title .ant-menu-title-content',
  );
  return (await titles.allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}
