// The sidebar as a sweep uses it: the app's pages it links to (every submenu opened, on a narrow screen
// after the top bar's toggle shows it), each opened by its link as a user does; and a step that fails named
// by the page it was on its way to.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectShown } from './app-pages';

// Below 992 px the sidebar is closed and slides over the page (src/layouts/sidebar/use-sidebar-state.ts).
const MOBILE_BELOW_PX = 992;
const sidebar = (page: Page) => page.getByTestId('sidebar');

/** On a narrow screen the sidebar is off screen until the top bar's toggle opens it. */
async function showSidebar(page: Page, width: number) {
  if (width >= MOBILE_BELOW_PX) return;
  // Right after the viewport narrows, the layout may not have seen the resize yet and still reads its
  // desktop sidebar as open: it closes it a moment later. Wait until it knows it is on a narrow screen.
  await expect.poll(() => page.locator('.shell').getAttribute('data-device')).toBe('mobile');
  if ((await page.locator('.shell').getAttribute('data-sidebar')) === 'open') return;
  await page.getByTestId('sidebar-toggle').click();
  await expect.poll(() => page.locator('.shell').getAttribute('data-sidebar')).toBe('open');
}

/** The app's pages the sidebar links to, every submenu opened (Help's outside links left out). */
export async function menuPages(page: Page, width: number): Promise<string[]> {
  await showSidebar(page, width);
  const closed = sidebar(page).locator(
    '.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title',
  );
  for (let opened = 0; opened < 20 && (await closed.count()) > 0; opened++) await closed.first().click();
  const hrefs = await sidebar(page)
    .locator('.ant-menu a[href^="/"]:not([target])')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return [...new Set(hrefs)];
}

/** Opens `path` by its sidebar link, as a user does, until the page is shown and settled. */
export async function openFromMenu(page: Page, quiet: () => boolean, path: string, width: number) {
  await showSidebar(page, width);
  await sidebar(page).locator(`.ant-menu a[href="${path}"]`).click();
  await expectShown(page, path, quiet);
}

/** A step that fails names the page it was on and the page the browser shows. */
export async function naming(page: Page, path: string, step: () => Promise<void>) {
  try {
    await step();
  } catch (error) {
    const shown = new URL(page.url()).pathname;
    if (error instanceof Error) error.message = `opening ${path} (shown: ${shown}): ${error.message}`;
    throw error;
  }
}
