// Issue 14: every demo role opens every page its sidebar offers (read from the page, submenus opened, so a
// page added later is covered), on a desktop and on a narrow screen, and the first record of every generated
// list it may read (settings, projects, the blacklist; its edit form where it may edit); no page logs an
// error, has a request refused or failing, shows a raw translation key or an id where a name belongs
// (support/page-defects.ts), and nothing breaks the Content-Security-Policy (issue 10, support/csp.ts). On
// the desktop the sweep then opens every other page the route registry gives the role (create pages, the
// contact card with each tab, the first row's pages of plugin lists), plays the stored audio it shows, and
// reloads a deep page under the policy. The witnesses are shown to catch each kind of defect on a planted one.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCrmUser, toPermissionSubject } from '../providers/user';
import { DEMO_USERS } from '../server/seed/demo';
import { isAllowed } from '../src/permissions/catalogue';
import { RESOURCES } from '../src/resources';
import { concretePath, expectShown, openPage, pagesFor, settled, trackRequests } from './support/app-pages';
import { launchChromium } from './support/browser';
import { expectPolicyOn, watchCsp, type Violation } from './support/csp';
import { defectsOnScreen, watchDefects } from './support/page-defects';
import { playFiles, visitCardTabs } from './support/page-visits';
import { apiCall, listPathOf } from './support/resources';
import { baseURL, newPage, signIn } from './support/session';
import { cardModal, closeCard, tokenOf } from './support/workspace';
import { menuPages, naming, openFromMenu } from './support/menu-pages';

// The generated lists (settings, projects, the blacklist), as the resource declarations route them.
const GENERATED_LISTS = new Set(RESOURCES.map(listPathOf));
const SWEEP_MS = 240_000;

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
  violations: Violation[];
  user: ReturnType<typeof toPermissionSubject>;
  token: string;
  /** The paths the sweep has judged. */
  seen: Set<string>;
}

/** What went wrong on the page shown now, each line naming it; its stored audio played first. */
async function check(session: Session, where: string): Promise<string[]> {
  const { page, quiet, defects, violations } = session;
  session.seen.add(where);
  await playFiles(page, quiet);
  const found = [...defects.take(), ...(await defectsOnScreen(page))];
  // Manual calls opens the next contact's card over the page, or first asks a user of several projects which
  // one (judged with the page): closed, so the menu is free. The project dialog's close button is its Cancel.
  const card = (await cardModal(page).count()) > 0;
  if (card) await closeCard(page);
  const dialog = page.locator('.ant-modal-wrap:visible');
  const asked = (await dialog.count()) > 0;
  if (asked) {
    // Its close button, not Escape: on a narrow screen the focus may be in the sidebar, not the dialog.
    await dialog.first().locator('.ant-modal-close').click();
    await expect.poll(() => dialog.count()).toBe(0);
  }
  // What closing set off (the list asked again, a page left) is judged too.
  if (card || asked) {
    await settled(page, quiet);
    found.push(...defects.take());
  }
  found.push(...violations.splice(0).map((v) => `policy violation (${v.witness}) at ${v.url}: ${v.text}`));
  return found.map((defect) => `${where}: ${defect}`);
}

/** The pages the registry gives the user that the menu and the first records did not reach. */
async function otherPages(session: Session): Promise<string[]> {
  const { page, quiet, user, token } = session;
  const found: string[] = [];
  for (const route of pagesFor(user)) {
    const path = await concretePath(route, token);
    if (session.seen.has(path)) continue;
    await naming(page, path, async () => {
      await openPage(page, path, quiet);
      if (route.path === '/contact/:id') await visitCardTabs(page, quiet);
      found.push(...(await check(session, path)));
    });
  }
  // A reload of a deep page: the document, its chunks and the socket.io connection once more.
  expectPolicyOn(await page.reload());
  await settled(page, quiet);
  found.push(...(await check(session, `${new URL(page.url()).pathname} reloaded`)));
  return found;
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

describe.each(DEMO_USERS.map((u) => [u.role, u.email]))('every page as %s (%s)', (_role, email) => {
  let session: Session;
  beforeAll(async () => {
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['microphone'], { origin: baseURL() });
    const violations = await watchCsp(context);
    const defects = watchDefects(page, baseURL());
    const quiet = trackRequests(page);
    await signIn(page, email);
    const token = await tokenOf(context);
    const profile = (await apiCall(token, 'GET', '/user/get')).data;
    if (!isCrmUser(profile)) throw new Error(`no user for ${email}`);
    const user = toPermissionSubject(profile);
    // The softphone connects to the SIP server's WebSocket (another port: the policy's connect-src names it).
    if (isAllowed(user, 'global.call') && profile.extension_username)
      await page
        .locator('[data-testid="softphone-registration"][data-state="registered"]')
        .waitFor({ timeout: 30_000 });
    session = { context, page, quiet, defects, violations, user, token, seen: new Set() };
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
        await openFromMenu(page, quiet, path, width);
        found.push(...(await check(session, path)));
        // An empty list has no first row.
        const first = page.getByTestId('resource-table').getByTestId('resource-show');
        if (records && GENERATED_LISTS.has(path) && (await first.count()) > 0)
          found.push(...(await openFirstRecord(session, path)));
      });
    if (records) found.push(...(await otherPages(session)));
    return found;
  }

  it(
    'opens every menu page at 1440 px, the first record of every list it may (its edit form where it may edit) and every other page it may, with no error, refused request, raw key, bare id or policy violation',
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
