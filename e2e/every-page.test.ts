// Issue 14: every demo role opens every page its sidebar offers (read from the page, submenus opened, so a
// page added later is covered), on a desktop and on a narrow screen, and the first record of every generated
// list it may read (settings, projects, the blacklist; its edit form where it may edit); no page logs an
// error, has a request refused or failing, shows a raw translation key or an id where a name belongs
// (support/page-defects.ts). The witnesses are shown to catch each kind of defect on a planted one.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../server/seed/demo';
import { RESOURCES } from '../src/resources';
import { expectShown, settled, trackRequests } from './support/app-pages';
import { launchChromium } from './support/browser';
import { defectsOnScreen, watchDefects } from './support/page-defects';
import { listPathOf } from './support/resources';
import { baseURL, newPage, signIn } from './support/session';
import { cardModal, closeCard } from './support/workspace';

// The generated lists (settings, projects, the blacklist), as the resource declarations route them.
const GENERATED_LISTS = new Set(RESOURCES.map(listPathOf));
// Below 992 px the sidebar is closed and slides over the page (src/layouts/sidebar/use-sidebar-state.ts).
const MOBILE_BELOW_PX = 992;
const SWEEP_MS = 180_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface Session {
  context: BrowserContext;
  page: Page;
  quiet: () => boolean;
  defects: ReturnType<typeof watchDefects>;
}

const sidebar = (page: Page) => page.getByTestId('sidebar');

/** On a narrow screen the sidebar is off screen until the top bar's toggle opens it. */
async function showSidebar(page: Page, width: number) {
  if (width >= MOBILE_BELOW_PX) return;
  if ((await page.locator('.shell').getAttribute('data-sidebar')) === 'open') return;
  await page.getByTestId('sidebar-toggle').click();
  await expect.poll(() => page.locator('.shell').getAttribute('data-sidebar')).toBe('open');
}

/** The app's pages the sidebar links to, every submenu opened (Help's outside links left out). */
async function menuPages(page: Page, width: number): Promise<string[]> {
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
async function openFromMenu({ page, quiet }: Session, path: string, width: number) {
  await showSidebar(page, width);
  await sidebar(page).locator(`.ant-menu a[href="${path}"]`).click();
  await expectShown(page, path, quiet);
}

/** What went wrong on the page shown now, each line naming it. */
async function check({ page, quiet, defects }: Session, where: string): Promise<string[]> {
  const found = [...defects.take(), ...(await defectsOnScreen(page))];
  // Manual calls opens the next contact's card over the page, or first asks a user of several projects which
  // one (judged with the page): closed, so the menu is free. The project dialog closes as Cancel does.
  if ((await cardModal(page).count()) > 0) await closeCard(page);
  const dialog = page.locator('.ant-modal-wrap:visible');
  if ((await dialog.count()) > 0) {
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  }
  await settled(page, quiet);
  found.push(...defects.take());
  return found.map((defect) => `${where}: ${defect}`);
}

/** The first row's view page, then from there its edit page where the role may edit. */
async function openFirstRecord(session: Session, list: string): Promise<string[]> {
  const { page, quiet } = session;
  const found: string[] = [];
  await page.getByTestId('resource-table').getByTestId('resource-show').first().click();
  await expect.poll(() => new URL(page.url()).pathname).not.toBe(list);
  const show = new URL(page.url()).pathname;
  await expectShown(page, show, quiet);
  found.push(...(await check(session, show)));
  const edit = page.locator('[data-testid^="resource-show-"]').getByTestId('resource-edit');
  if ((await edit.count()) === 0) return found;
  await edit.click();
  await expect.poll(() => new URL(page.url()).pathname).not.toBe(show);
  const form = new URL(page.url()).pathname;
  await expectShown(page, form, quiet);
  found.push(...(await check(session, form)));
  return found;
}

/** A step that fails names the page it was on and the page the browser shows. */
async function naming(page: Page, path: string, step: () => Promise<void>) {
  try {
    await step();
  } catch (error) {
    const shown = new URL(page.url()).pathname;
    if (error instanceof Error) error.message = `opening ${path} (shown: ${shown}): ${error.message}`;
    throw error;
  }
}

describe.each(DEMO_USERS.map((u) => [u.role, u.email]))('every page as %s (%s)', (_role, email) => {
  let session: Session;
  beforeAll(async () => {
    const { context, page } = await newPage(browser);
    const defects = watchDefects(page, baseURL());
    const quiet = trackRequests(page);
    await signIn(page, email);
    session = { context, page, quiet, defects };
  });
  afterAll(async () => {
    await session?.context.close();
  });

  /** Every page of the menu at `width`; with `records`, from each generated list its first record too. */
  async function sweep(width: number, records: boolean): Promise<string[]> {
    const { page, quiet } = session;
    await page.setViewportSize({ width, height: 900 });
    await settled(page, quiet);
    const pages = await menuPages(page, width);
    expect(pages.length).toBeGreaterThan(0);
    const found = await check(session, `signed in at ${width} px`);
    for (const path of pages)
      await naming(page, path, async () => {
        await openFromMenu(session, path, width);
        found.push(...(await check(session, path)));
        // An empty list has no first row.
        const first = page.getByTestId('resource-table').getByTestId('resource-show');
        if (records && GENERATED_LISTS.has(path) && (await first.count()) > 0)
          found.push(...(await openFirstRecord(session, path)));
      });
    return found;
  }

  it(
    'opens every menu page at 1440 px, and the first record of every list it may (its edit form where it may edit), with no error, refused request, raw key or bare id',
    async () => expect(await sweep(1440, true)).toEqual([]),
    SWEEP_MS,
  );

  it(
    'opens every menu page at 800 px with no error, refused request, raw key or bare id',
    async () => expect(await sweep(800, false)).toEqual([]),
    SWEEP_MS,
  );
});

describe('the witnesses of a defect', () => {
  it('catch an error, a refused request, a raw key, a missing reference and a bare id', async () => {
    const { context, page } = await newPage(browser);
    const defects = watchDefects(page, baseURL());
    await page.goto('/login');
    await page.getByLabel('E-mail').waitFor();
    await page.evaluate(async () => {
      console.error('planted');
      setTimeout(() => {
        throw new Error('planted throw');
      });
      await fetch('/api/user/list');
      const planted = document.createElement('div');
      planted.innerHTML =
        '<p>shell.menu.users</p><p>#12 (not found)</p><span data-reference-id="7">7</span><code>contact.list</code>';
      document.body.append(planted);
    });
    const seen: string[] = [];
    const caught = () => {
      seen.push(...defects.take());
      return [...seen];
    };
    await expect
      .poll(caught)
      .toEqual(
        expect.arrayContaining([
          'console error: planted',
          'uncaught: planted throw',
          'GET /api/user/list -> 401',
        ]),
      );
    expect(await defectsOnScreen(page)).toEqual([
      'raw translation key: shell.menu.users',
      'id for a name: #12 (not found)',
      'reference cell shows only an id: 7',
    ]);
    await context.close();
  });
});
