// The settings screens generated from the resource declarations, against the real server in Chromium.
// Driven by RESOURCES: every declared resource gets the whole journey, so a new declaration is covered
// without a new test. Selectors: the generated screens' data-testid (resource-table, resource-create,
// resource-save, resource-edit, resource-delete, filter-bar, filter-apply) and each form item's
// data-field; labels and notices in English (the e2e server's DEFAULT_LOCALE).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiName, keysFor, type ResourceDeclaration } from '../src/resources/define';
import { RESOURCES } from '../src/resources';
import { parsePermissions, ROLE_DEFAULTS, type Role } from '../src/permissions/catalogue';
import { generatedResources } from '../src/routes/route-registry';
import { launchChromium } from './support/browser';
import {
  apiCall,
  apiToken,
  errorsOf,
  expectedMenu,
  fillField,
  item,
  listPathOf,
  requiredWithoutDefault,
  sampleBody,
  sampleText,
  searchFieldOf,
} from './support/resources';
import {
  database,
  demoPassword,
  menuEntries,
  newPage,
  newSignedInPage,
  signedInState,
  signIn,
} from './support/session';

let browser: Browser;
/** The admin signs in once; each journey starts from that session in a context of its own. */
let admin: Awaited<ReturnType<typeof signedInState>>;
beforeAll(async () => {
  browser = await launchChromium();
  admin = await signedInState(browser, 'admin@demo.local');
});
afterAll(async () => {
  await browser?.close();
});

const JOURNEY_MS = 150_000;
const stampNow = () => `${Date.now()}`;
const table = (page: Page) => page.getByTestId('resource-table');
const rows = (page: Page) => table(page).locator('tr.ant-table-row');
const notice = (page: Page, text: string) =>
  page.locator('.ant-notification-notice', { hasText: new RegExp(`^Successful${text}$`) }).first();

async function openFromMenu(page: Page, r: ResourceDeclaration) {
  if (!r.menu || r.menu.hidden) {
    await page.goto(listPathOf(r));
  } else {
    // A click while a submenu is still sliding open can land on a neighbour: look, click, check, again.
    for (let attempt = 1; ; attempt++) {
      await menuEntries(page); // opens the submenus
      const entry = page.locator('.ant-layout-sider .ant-menu-item').getByText(r.label.en, { exact: true });
      await entry.scrollIntoViewIfNeeded();
      await entry.click();
      try {
        await page.waitForURL(`**${listPathOf(r)}**`, { timeout: 10_000 });
        break;
      } catch (error) {
        await page.screenshot({ path: `test-results/menu-${r.name}-${attempt}.png` });
        if (attempt === 3) throw error;
      }
    }
  }
  await page.waitForURL(`**${listPathOf(r)}**`);
  await table(page).waitFor();
}

async function filterBy(page: Page, label: string, value: string) {
  const bar = page.getByTestId('filter-bar');
  await bar.getByLabel(label, { exact: true }).fill(value);
  await bar.getByTestId('filter-apply').click();
  await expect.poll(() => rows(page).count()).toBe(1);
  await expect.poll(() => rows(page).first().innerText()).toContain(value);
}

async function pickPageSize(page: Page, size: number) {
  await page.locator('.ant-pagination-options .ant-select-selector').click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .getByText(`${size} / page`)
    .click();
}

/** Edits a number shown in the list of the row `key`, sees the new value, then deletes the row. */
async function editAndDeleteByKey(page: Page, r: ResourceDeclaration, key: string) {
  const row = () => table(page).locator(`tr[data-row-key="${key}"]`);
  const shown = r.fields.find((f) => ['number', 'integer'].includes(f.type) && f.list && !f.readOnly);
  expect(shown, `${r.name} lists no number to edit`).toBeDefined();
  expect(r.permissions.update && r.permissions.delete, `${r.name} can edit and delete`).toBeTruthy();
  const value = String(Math.min(42, shown!.max ?? 42));
  await row().getByTestId('resource-edit').click();
  await page.waitForURL(`**${r.route}/update/${key}**`);
  const input = item(page, shown!.name).locator('input').first();
  // The stored record fills the form when it arrives: typing before that would be overwritten.
  await expect.poll(() => input.inputValue()).not.toBe('');
  await input.fill(value);
  await page.getByTestId('resource-save').click();
  await notice(page, 'Updated').waitFor();
  await page.waitForURL(`**${listPathOf(r)}**`);
  await expect.poll(() => row().locator('td').allInnerTexts()).toContain(value);

  await row().getByTestId('resource-delete').click();
  const confirm = page.locator('.ant-popover:not(.ant-popover-hidden)');
  await expect.poll(() => confirm.innerText()).toContain('Delete this record?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await notice(page, 'Deleted').waitFor();
  await expect.poll(() => row().count()).toBe(0);
}

const pagerSize = (page: Page) =>
  page.locator('.ant-pagination-options .ant-select-selection-item').innerText();

// On PostgreSQL a few stand for all: one found by its text, one only by its row key (KPI targets).
const ON_POSTGRES = ['tag', 'kpiTarget'];
const journeyResources =
  database() === 'postgres'
    ? generatedResources.filter((r) => ON_POSTGRES.includes(r.name))
    : generatedResources;

/** The resource whose journey also reloads the list to see its page size kept (on both databases). */
const PAGE_SIZE_JOURNEY = 'tag';

// Declarations a hand-written page still serves (the Users page) are left to that page's own journey.
describe.each(journeyResources.map((r) => [r.name, r] as const))('settings: %s', (_name, r) => {
  it(
    'as the admin: list from the menu, invalid then valid create, filter, sort, page size kept, edit, delete',
    async () => {
      const { context, page } = await newSignedInPage(browser, admin);
      await openFromMenu(page, r);
      await expect
        .poll(() => page.locator('.ant-layout-sider .ant-menu-item-selected').innerText())
        .toBe(r.label.en);

      const search = searchFieldOf(r);
      const stamp = `${Date.now()}`;
      let marker: string | undefined;
      let createdKey: string | null = null;

      if (r.permissions.create) {
        await page.getByTestId('resource-create').click();
        await page.waitForURL(`**${r.route}/create`);
        // The list's menu entry stays highlighted on its create page (spec 000 section 2.1).
        expect(await page.locator('.ant-layout-sider .ant-menu-item-selected').innerText()).toBe(r.label.en);

        await page.getByTestId('resource-save').click();
        for (const field of requiredWithoutDefault(r)) {
          await expect
            .poll(() => errorsOf(page, field.name), { message: field.name })
            .toEqual([`The ${field.label.en} field is required`]);
        }
        expect(new URL(page.url()).pathname).toBe(`${r.route}/create`);

        const toFill = new Map(requiredWithoutDefault(r).map((f) => [f.name, f]));
        if (search) toFill.set(search.name, search);
        for (const field of toFill.values()) {
          const value = sampleText(field, stamp);
          if (field === search) marker = value;
          await fillField(page, field, value);
        }
        // With no text to find it by (KPI targets), the new row is known by the id its create answered.
        const created = search
          ? null
          : page.waitForResponse(
              (res) =>
                res.request().method() === 'POST' &&
                new URL(res.url()).pathname === `/api/${apiName(r)}/create`,
            );
        await page.getByTestId('resource-save').click();
        await notice(page, 'Created').waitFor();
        await page.waitForURL(`**${listPathOf(r)}**`);
        if (created) createdKey = String(((await (await created).json()) as { id: number }).id);
      }

      // Find it (or, without create, any row) with the `contains` filter.
      if (search) {
        const value = marker ?? String(((await rows(page).first().innerText()).split('\t')[0] ?? '').trim());
        if (value) {
          await filterBy(page, search.label.en, value);
          expect(decodeURIComponent(page.url())).toContain(`[field]=${search.name}`);
          await page.getByTestId('filter-clear').click();
        }
      }

      // Sort by a sortable column: the server's order comes back and the address keeps it.
      const sortable = r.fields.find((f) => f.list?.sortable);
      if (sortable) {
        await table(page).locator('th', { hasText: sortable.label.en }).first().click();
        await expect
          .poll(() => decodeURIComponent(page.url()))
          .toContain(`sorters[0][field]=${sortable.name}`);
        await expect
          .poll(() =>
            table(page).locator('th', { hasText: sortable.label.en }).first().getAttribute('aria-sort'),
          )
          .toMatch(/ascending|descending/);
      }

      // The page size is remembered per path: after a reload and on a fresh visit without parameters. The
      // list page is one component for every resource (and tests/components/resource-list.test.tsx checks
      // the memory per path): its two full page loads are paid for one resource only.
      if (r.name === PAGE_SIZE_JOURNEY) {
        await pickPageSize(page, 30);
        await expect.poll(() => new URL(page.url()).searchParams.get('pageSize')).toBe('30');
        await page.reload();
        await table(page).waitFor();
        await expect.poll(() => pagerSize(page)).toBe('30 / page');
        await page.goto(listPathOf(r));
        await table(page).waitFor();
        await expect.poll(() => pagerSize(page)).toBe('30 / page');
        await pickPageSize(page, 10);
      }

      if (marker && search) {
        // Edit what was created.
        await filterBy(page, search.label.en, marker);
        if (r.permissions.update) {
          await rows(page).first().getByTestId('resource-edit').click();
          await page.waitForURL(`**${r.route}/update/**`);
          await expect
            .poll(() => item(page, search.name).locator('input, textarea').first().inputValue())
            .toBe(marker);
          if (['string', 'text'].includes(search.type)) {
            marker = `${marker.slice(0, (search.max ?? 255) - 2)} e`;
            await item(page, search.name).locator('input, textarea').first().fill(marker);
          }
          await page.getByTestId('resource-save').click();
          await notice(page, 'Updated').waitFor();
          await page.waitForURL(`**${listPathOf(r)}**`);
          await filterBy(page, search.label.en, marker);
        }
        // Delete it, after confirming.
        if (r.permissions.delete) {
          await rows(page).first().getByTestId('resource-delete').click();
          const confirm = page.locator('.ant-popover:not(.ant-popover-hidden)');
          await expect.poll(() => confirm.innerText()).toContain('Delete this record?');
          await confirm.getByRole('button', { name: 'Yes' }).click();
          await notice(page, 'Deleted').waitFor();
          await expect.poll(() => rows(page).count()).toBe(0);
        } else {
          expect(await rows(page).first().getByTestId('resource-delete').count()).toBe(0);
        }
      } else if (createdKey) {
        await editAndDeleteByKey(page, r, createdKey);
      }
      await context.close();
    },
    JOURNEY_MS,
  );
});

describe('settings and permissions', () => {
  // The guest's menu and the client's guard are the browser's, and the API refuses before any row is read:
  // on PostgreSQL this would prove nothing the PGlite run has not (the lists themselves run there in the
  // server suite), so it is registered on PGlite only (docs/decisions.md, "CI: where the time went").
  if (database() === 'pglite') {
    it('a guest has no settings entry, is sent away from every settings list, and the API refuses', async () => {
      const { context, page } = await newPage(browser);
      await signIn(page, 'guest@demo.local');
      const token = (await context.cookies()).find((c) => c.name === 'auth')!.value;
      const me = (await apiCall(token, 'GET', '/user/get')).data as {
        permission_group: { permissions: string };
      };
      const guest = {
        role: 'ROLE_GUEST' as Role,
        permissions: parsePermissions(me.permission_group.permissions),
      };
      expect(await menuEntries(page)).toEqual(expectedMenu(guest));
      expect(await menuEntries(page)).not.toContain('Settings');

      for (const r of RESOURCES) {
        const mayList = keysFor(r, 'list')!.every((k) => guest.permissions.includes(k));
        await page.goto(listPathOf(r));
        if (mayList) {
          // A list the guest may open shows no create, edit or delete.
          await table(page).waitFor();
          await page.waitForLoadState('networkidle');
          for (const id of ['resource-create', 'resource-edit', 'resource-delete'])
            expect(await page.getByTestId(id).count(), `${r.name} ${id}`).toBe(0);
        } else {
          await page.waitForURL('**/login**');
          const api = r.api ?? r.name;
          // A record of the resource (a few lists, such as a project's statuses, are also open to the
          // contact card's keys: `listAlso` on the server).
          const res = await apiCall(token, 'GET', `/${api}/1`);
          expect(res.status, api).toBe(403);
          expect(res.data).toMatchObject({ code: 'forbidden' });
          await signIn(page, 'guest@demo.local');
        }
      }
      await context.close();
    });
  }

  it('a supervisor whose group lacks every trunk key sees no Trunks, is sent away, and gets 403', async () => {
    const groups = RESOURCES.find((r) => r.name === 'permission')!;
    const users = RESOURCES.find((r) => r.name === 'user')!;
    const admin = await apiToken('admin@demo.local', demoPassword());
    const keys = ROLE_DEFAULTS.ROLE_SUPERVISOR.filter((k) => !k.startsWith('trunk.'));
    const group = await apiCall(admin, 'POST', `/${groups.api ?? groups.name}/create`, {
      title: `No trunks ${Date.now()}`,
      permissions: keys,
    });
    expect(group.status, JSON.stringify(group.data)).toBe(201);
    const groupId = (group.data as { id: number }).id;
    const email = `sup-${Date.now()}@example.com`;
    const password = 'Sup-pass-123456';
    const body = await sampleBody(admin, users, stampNow(), (field) => {
      if (field.type === 'email') return email;
      if (field.type === 'password') return password;
      if (field.reference?.resource === 'permission') return groupId;
      if (field.options?.includes('ROLE_SUPERVISOR')) return 'ROLE_SUPERVISOR';
      return undefined;
    });
    const user = await apiCall(admin, 'POST', `/${users.api ?? users.name}/create`, body);
    expect(user.status, JSON.stringify(user.data)).toBe(201);

    const { context, page } = await newPage(browser);
    await signIn(page, email, password);
    const entries = await menuEntries(page);
    expect(entries).toEqual(expectedMenu({ role: 'ROLE_SUPERVISOR', permissions: keys }));
    expect(entries).not.toContain('Trunks');
    expect(entries).toContain('Tags');
    for (const path of ['/settings/trunk/list', '/settings/trunk/create', '/settings/trunk/update/1']) {
      await page.goto(path);
      await page.waitForURL('**/login**');
    }
    const token = await apiToken(email, password);
    for (const [method, path] of [
      ['GET', '/trunk/list'],
      ['GET', '/trunk/1'],
      ['POST', '/trunk/create'],
      ['PUT', '/trunk/update/1'],
      ['DELETE', '/trunk/delete/1'],
    ] as const) {
      const res = await apiCall(
        token,
        method,
        path,
        method === 'POST' || method === 'PUT' ? { title: 'x' } : undefined,
      );
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    await context.close();
  });
});
