// Every page of the app as the route registry and the plugins declare it (src/routes/all-routes.ts, the list
// the client's router and menu are built from), narrowed to the ones a user may open by the client's own
// route guard, each with a real id for its `:id` parameter; and how a journey opens one and knows it is
// there: the breadcrumbs read the page's own trail, nothing loads and no request is left in flight.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { plugins } from '../../plugins';
import { addTextPack, i18n, loadLocale } from '../../src/i18n';
import { dashboardTexts } from '../../src/i18n/dashboard-texts';
import type { Role } from '../../src/permissions/catalogue';
import { registerPlugins } from '../../src/plugin-host/register-plugins';
import { RESOURCES } from '../../src/resources';
import { apiName } from '../../src/resources/define';
import { allRoutes } from '../../src/routes/all-routes';
import { breadcrumbTrail } from '../../src/routes/breadcrumb-trail';
import { decideRouteAccess, guardOf } from '../../src/routes/route-guard';
import type { AppRoute } from '../../src/routes/route-types';
import { apiCall } from './resources';

const ROUTES = allRoutes(registerPlugins(plugins));
const PAGES = ROUTES.filter((r) => r.path && r.load && !r.redirectTo);

/** The open pages (login, restore), by path. */
export const OPEN_PAGES = PAGES.filter((r) => r.layout === 'security').map((r) => r.path!);

/** The dashboard's pages the user may open (the client's route guard), in menu order. */
export const pagesFor = (user: { role: Role; permissions: readonly string[] }) =>
  PAGES.filter(
    (r) =>
      r.layout !== 'security' && decideRouteAccess(guardOf(r), { authenticated: true, user }) === 'allow',
  );

/** Where the id of a parameterised page comes from: its owner's list, or a plugin page's own list. */
function listFor(route: AppRoute): string {
  const owner = route.owner && RESOURCES.find((r) => r.name === route.owner!.name);
  if (owner) return `/${apiName(owner)}/list?limit=1`;
  if (route.path === '/contact/:id') return '/contact/list?limit=1';
  throw new Error(`no id source for ${route.path}: add one to e2e/support/app-pages.ts`);
}

/** The route's path, `:id` replaced by the first row the user's token lists (an optional one left out). */
export async function concretePath(route: AppRoute, token: string): Promise<string> {
  // An optional parameter (the import page's `/:id?`) is left out: the page opens without it.
  const path = route.path!.replace(/\/:\w+\?$/, '');
  if (!path.includes(':')) return path;
  const list = await apiCall(token, 'GET', listFor(route));
  const id = (list.data as { items?: { id: number }[] } | null)?.items?.[0]?.id;
  if (id === undefined)
    throw new Error(`no row to open ${path} with: ${list.status} ${JSON.stringify(list.data)}`);
  return path.replace(':id', String(id));
}

// The English texts the breadcrumbs read: the base texts and the dashboard's pack load on demand.
await addTextPack(dashboardTexts);
await loadLocale('en');
const t = i18n.getFixedT('en');
/** The breadcrumbs of the page at `pathname`, as the English interface shows them. */
const trailOf = (pathname: string) =>
  breadcrumbTrail(ROUTES, pathname).map((c) => t(c.label, c.labelNs ? { ns: c.labelNs } : undefined));

/** Requests of a page still in flight, and whether the network has been quiet for a moment. */
export function trackRequests(page: Page) {
  let inFlight = 0;
  let changed = Date.now();
  const step = (by: number) => () => {
    inFlight += by;
    changed = Date.now();
  };
  page.on('request', step(1));
  page.on('requestfinished', step(-1));
  page.on('requestfailed', step(-1));
  return () => inFlight <= 0 && Date.now() - changed >= 300;
}

const busy = (page: Page) =>
  page.locator('[data-testid="loading-overlay"], .ant-spin-spinning, .ant-skeleton-active');

/** Nothing shows a loader and no request is in flight. */
export async function settled(page: Page, quiet: () => boolean) {
  await expect.poll(() => busy(page).count()).toBe(0);
  // `quiet` reads two numbers of this process (no browser round trip): asked often, the wait ends within
  // 25 ms of the quiet moment instead of 100 (a sweep settles some 500 times).
  await expect.poll(quiet, { interval: 25 }).toBe(true);
  await expect.poll(() => busy(page).count()).toBe(0);
}

/** Client-side navigation, as the menu does it (the page's chunks and requests, no reload), until it is shown. */
export async function openPage(page: Page, path: string, quiet: () => boolean) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expectShown(page, path, quiet);
}

/** The page at `path` is shown (its own breadcrumbs, at that address) and has settled. */
export async function expectShown(page: Page, path: string, quiet: () => boolean) {
  const expected = trailOf(new URL(path, 'http://x').pathname);
  expect(expected.length, `no breadcrumbs for ${path}`).toBeGreaterThan(0);
  const crumbs = page.getByTestId('breadcrumbs').locator('.ant-breadcrumb-link');
  await expect.poll(() => crumbs.allInnerTexts(), { message: path }).toEqual(expected);
  expect(new URL(page.url()).pathname).toBe(path);
  await settled(page, quiet);
}
