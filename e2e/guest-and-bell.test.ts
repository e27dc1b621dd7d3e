// Issue 4 in Chromium against the real server: the guest's read-only card (no edits, no save, no note
// buttons) and masked phones that stay masked in the API's replies too; the operator's task bell, with the
// pop-up of a task due within the minute and the badge capped at 99+. Issue 14: the guest's projects read by
// names without a refused request, and the bell counting and opening on the overdue tasks.
// Task times travel as "DD-MM-YYYY HH:mm" in the server's zone, which is this process's (support/workspace).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { apiCall, apiToken } from './support/resources';
import { demoPassword, newPage, signIn } from './support/session';
import {
  cardModal,
  closeCard,
  contactByName,
  createTask,
  formItem,
  notice,
  openCardFromList,
  taskTime,
  tokenOf,
} from './support/workspace';

const MASKED_CONTACT = { name: 'Pavel Orlov', phone: '79031112233' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('issue 4: the guest', () => {
  it('sees the card read-only, the notes without buttons, and masked phones masked in the API too', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'guest@demo.local');

    // The list shows the hidden phone masked.
    let modal = await openCardFromList(page, MASKED_CONTACT.name);
    const row = page
      .getByTestId('contact-list-table')
      .locator('tr.ant-table-row', { hasText: MASKED_CONTACT.name });
    await expect.poll(() => row.innerText()).toContain('*****33');
    expect(await row.innerText()).not.toContain(MASKED_CONTACT.phone);

    // The card: every field disabled, the phone masked, no save.
    const form = modal.getByTestId('contact-form');
    const phone = formItem(modal, 'Phone').locator('input');
    await expect.poll(() => phone.inputValue()).toBe('*****33');
    expect(await phone.isDisabled()).toBe(true);
    await expect
      .poll(() => formItem(modal, 'Full name').locator('input').inputValue())
      .toBe(MASKED_CONTACT.name);
    const fields = form.locator('input, textarea');
    expect(await fields.count()).toBeGreaterThan(5);
    const enabled = await fields.evaluateAll((els) =>
      els.filter((e) => !(e as HTMLInputElement).disabled).map((e) => e.id || e.outerHTML.slice(0, 80)),
    );
    expect(enabled).toEqual([]);
    expect(await form.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    expect(await modal.getByRole('button', { name: 'Add a phone' }).count()).toBe(0);
    expect(await modal.locator('.ant-modal-body').innerText()).not.toContain(MASKED_CONTACT.phone);
    await closeCard(page);

    // Ivan Petrov's card: the operator's note is shown, without edit or delete, and there is no note box.
    modal = await openCardFromList(page, 'Ivan Petrov');
    expect(
      await modal.getByTestId('contact-form').getByRole('button', { name: 'Save', exact: true }).count(),
    ).toBe(0);
    await modal.getByRole('tab', { name: 'Notes' }).click();
    const notes = modal.getByTestId('notes');
    const note = notes
      .locator('article[data-testid^="note-"]')
      .filter({ hasText: 'Prefers calls after 14:00.' });
    await expect.poll(() => note.count()).toBe(1);
    await expect.poll(() => note.innerText()).toContain('Olga Operator');
    expect(await notes.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await notes.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await notes.getByRole('button', { name: 'Add' }).count()).toBe(0);
    expect(await notes.locator('textarea').count()).toBe(0);
    // Tasks are shown but none can be created.
    await modal.getByRole('tab', { name: 'Tasks' }).click();
    await cardModal(page).getByTestId('contact-tasks').waitFor();
    expect(await cardModal(page).getByTestId('task-create').count()).toBe(0);

    // The API answers the guest's own token with the phone masked, in the card and in the list.
    const token = await tokenOf(context);
    const pavel = await contactByName(token, MASKED_CONTACT.name);
    expect(pavel.phone).toBe('*****33');
    const digitRuns = Array.from({ length: MASKED_CONTACT.phone.length - 4 }, (_, i) =>
      MASKED_CONTACT.phone.slice(i, i + 5),
    );
    const one = await apiCall(token, 'GET', `/contact/${pavel.id}`);
    expect(one.status).toBe(200);
    expect((one.data as { phone: string }).phone).toBe('*****33');
    const oneJson = JSON.stringify(one.data);
    for (const run of digitRuns) expect(oneJson, `card reply holds ${run}`).not.toContain(run);

    for (const query of ['', `?full_name=${encodeURIComponent('Pavel')}`, '?limit=500']) {
      const list = await apiCall(token, 'GET', `/contact/list${query}`);
      expect(list.status, query).toBe(200);
      const items = (list.data as { items: { id: number; phone: string }[] }).items;
      const item = items.find((c) => c.id === pavel.id);
      expect(item, query).toBeDefined();
      expect(item!.phone).toBe('*****33');
      for (const run of digitRuns) expect(JSON.stringify(item), `list item holds ${run}`).not.toContain(run);
      expect(JSON.stringify(list.data), query).not.toContain(MASKED_CONTACT.phone);
      expect(JSON.stringify(list.data), query).not.toContain(MASKED_CONTACT.phone.slice(1));
    }
    // The contact's tasks (the seeded one) carry the phone masked as well.
    const tasks = await apiCall(token, 'GET', `/task/list?contact_id=${pavel.id}&type=all`);
    expect(tasks.status).toBe(200);
    expect(JSON.stringify(tasks.data)).not.toContain(MASKED_CONTACT.phone.slice(1));
    await context.close();
  });
});

describe('issue 14: the guest on the projects', () => {
  it('reads the projects list and a project by names, with no refused request', async () => {
    const { context, page } = await newPage(browser);
    const refused: string[] = [];
    page.on('response', (r) => void (r.status() === 403 && refused.push(r.url())));
    await signIn(page, 'guest@demo.local');
    await page.goto('/campaign/list');
    const row = page.getByTestId('resource-table').locator('tr.ant-table-row', { hasText: 'Demo campaign' });
    await expect.poll(() => row.innerText()).toContain('Sergey Supervisor');
    for (const name of ['Day shift', 'Demo carrier']) expect(await row.innerText()).toContain(name);
    await row.getByTestId('resource-show').click();
    const show = page.getByTestId('resource-show-campaign');
    await expect.poll(() => show.innerText()).toContain('Gleb Guest');
    expect(await show.innerText()).toContain('Demo card');
    expect(refused).toEqual([]);
    await context.close();
  });
});

describe('issue 4: the task bell', () => {
  it('pops up a task due within the next minute, and opens its contact from there', async () => {
    const operator = await apiToken('operator@demo.local', demoPassword());
    const ivan = await contactByName(operator, 'Ivan Petrov');
    // The next minute is 0 to 60 s ahead: inside the pop-up's window (plugins/tasks/due-tasks.ts).
    const at = new Date();
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1);
    const text = `E2E due soon ${Date.now()}`;
    const { status, task } = await createTask(operator, ivan.id, text, taskTime(at));
    expect(status, JSON.stringify(task)).toBe(201);

    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'operator@demo.local');
      const popup = notice(page, 'Task due');
      await popup.waitFor({ timeout: 20_000 });
      await expect.poll(() => popup.innerText()).toContain(`Task due: ${taskTime(at)}`);
      const body = popup.getByTestId(`due-task-${task.id}`);
      await expect.poll(() => body.innerText()).toContain(text);
      await body.getByRole('button', { name: 'Open contact Ivan Petrov' }).click();
      const modal = cardModal(page);
      await expect.poll(() => formItem(modal, 'Full name').locator('input').inputValue()).toBe('Ivan Petrov');
      await expect.poll(() => page.getByTestId(`due-task-${task.id}`).count()).toBe(0);
    } finally {
      await context.close();
      // Done, so it neither pops up again nor stays active for the other journeys.
      await apiCall(operator, 'POST', `/task/success/${task.id}`);
    }
  });

  it('reads 99+ on the badge with more than 99 tasks to act on, and opens on them', async () => {
    const operator = await apiToken('operator@demo.local', demoPassword());
    const ivan = await contactByName(operator, 'Ivan Petrov');
    const ids: number[] = [];
    try {
      // 100 tasks, one a minute, ten days ago: all overdue, so all to act on now (issue 14).
      const start = new Date(Date.now() - 10 * 86_400_000);
      start.setHours(8, 0, 0, 0);
      for (let i = 0; i < 100; i++) {
        const { status, task } = await createTask(
          operator,
          ivan.id,
          `E2E bulk ${i}`,
          taskTime(new Date(start.getTime() + i * 60_000)),
        );
        expect(status, JSON.stringify(task)).toBe(201);
        ids.push(task.id);
      }
      const bell = await apiCall(operator, 'GET', '/task/list/bell?limit=1');
      expect((bell.data as { counts: { due: number } }).counts.due).toBeGreaterThan(99);

      const { context, page } = await newPage(browser);
      await signIn(page, 'operator@demo.local');
      const badge = page.getByTestId('task-badge');
      await expect.poll(() => badge.locator('.ant-badge-count').innerText()).toBe('99+');
      // The bell opens on every task, the overdue first, ten to a page.
      await badge.getByRole('button', { name: 'Tasks' }).click();
      const drawer = page.locator('.ant-drawer-content', { hasText: 'Tasks' });
      await expect
        .poll(() => drawer.locator('[data-testid^="task-"][data-state="overdue"]').count())
        .toBe(10);
      await context.close();
    } finally {
      for (const id of ids) await apiCall(operator, 'DELETE', `/task/delete/${id}`);
    }
  });
});
