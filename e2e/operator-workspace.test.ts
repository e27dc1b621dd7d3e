// Issue 4, the demo operator's workspace in Chromium against the real server: a contact opened from Reports >
// Contacts, the card's validation rules and save, additional phones (refused, added, swapped with the main
// phone, persisted), a task refused for a taken minute and completed, a note written and deleted.
// Texts in English (the e2e server's DEFAULT_LOCALE); selectors from the plugins (contact-card, tasks, notes,
// contact-list) and their component tests. The journeys work on the demo contact Maria Smirnova and put her
// back as they found her (phones, card values), since the e2e server is shared by every journey of the run.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { apiCall, apiToken } from './support/resources';
import { demoPassword, newPage, signIn } from './support/session';
import {
  closeCard,
  contactByName,
  coveredBy,
  errorsIn,
  formItem,
  notice,
  openCardFromList,
  taskTime,
  type ContactItem,
} from './support/workspace';

const OPERATOR = 'operator@demo.local';
const CONTACT = 'Maria Smirnova';
const PHONE_ERROR = 'The phone already exists or exceeds the allowed length';

interface CardReply {
  id: number;
  phone: string;
  email: string | null;
  dynamic_data: Record<string, unknown>;
  additional_phones: { id: number; phone: string }[];
  campaign: { id: number } | null;
}

let browser: Browser;
let admin: string;
let contact: ContactItem;
let original: CardReply;
let originalPhonesFlag: unknown;

const card = async (id: number) => (await apiCall(admin, 'GET', `/contact/${id}`)).data as CardReply;

beforeAll(async () => {
  browser = await launchChromium();
  admin = await apiToken('admin@demo.local', demoPassword());
  contact = await contactByName(admin, CONTACT);
  original = await card(contact.id);
  // Operators see additional phones only in a project whose switch is on (spec 001 section 6).
  const campaignId = original.campaign!.id;
  const campaign = await apiCall(admin, 'GET', `/campaign/${campaignId}`);
  originalPhonesFlag = (campaign.data as { active_additional_phone_timeout: unknown })
    .active_additional_phone_timeout;
  const on = await apiCall(admin, 'PUT', `/campaign/update/${campaignId}`, {
    active_additional_phone_timeout: '1',
  });
  expect(on.status, JSON.stringify(on.data)).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  if (!admin || !original) return;
  // Back to the demo state: the original main phone, no added phones, the original card values.
  let now = await card(contact.id);
  if (now.phone !== original.phone) {
    const back = now.additional_phones.find((p) => p.phone === original.phone);
    if (back)
      await apiCall(admin, 'PUT', `/contact/swap_phone/${contact.id}`, { additional_phone_id: back.id });
    now = await card(contact.id);
  }
  const kept = new Set(original.additional_phones.map((p) => p.phone));
  for (const p of now.additional_phones)
    if (!kept.has(p.phone)) await apiCall(admin, 'DELETE', `/additional_phone/delete/${p.id}`);
  const restored = await apiCall(admin, 'PUT', `/contact/update/min/${contact.id}`, {
    email: original.email ?? '',
    dynamic_data: JSON.stringify(original.dynamic_data),
  });
  const flag = await apiCall(admin, 'PUT', `/campaign/update/${original.campaign!.id}`, {
    active_additional_phone_timeout: originalPhonesFlag,
  });
  expect([restored.status, flag.status]).toEqual([200, 200]);
  const after = await card(contact.id);
  expect(after.phone).toBe(original.phone);
  expect(after.additional_phones.map((p) => p.phone)).toEqual(original.additional_phones.map((p) => p.phone));
  expect(after.dynamic_data).toEqual(original.dynamic_data);
});

const input = (modal: Locator, label: string) => formItem(modal, label).locator('input').first();
const saveButton = (modal: Locator) =>
  modal.getByTestId('contact-form').getByRole('button', { name: 'Save', exact: true });

async function typeInto(modal: Locator, label: string, value: string) {
  await input(modal, label).fill(value);
}

describe('issue 4: the operator works a contact card', () => {
  it('opens a contact from the list, hits every validation rule, saves, adds and swaps a phone', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, OPERATOR);
    const modal = await openCardFromList(page, CONTACT);
    await expect.poll(() => modal.locator('.ant-modal-title').innerText()).toBe('Contact card');
    await expect.poll(() => input(modal, 'Full name').inputValue()).toBe(CONTACT);
    await expect.poll(() => input(modal, 'Phone').inputValue()).toBe(original.phone);
    await expect.poll(() => input(modal, 'Company').inputValue()).toBe('Smirnova Design');
    // The card sits above the shell: nothing (the sidebar, the top bar) covers its form.
    for (const target of [
      input(modal, 'Full name'),
      formItem(modal, 'Company').locator('label'),
      saveButton(modal),
    ]) {
      await target.scrollIntoViewIfNeeded();
      expect(await coveredBy(target), String(target)).toBeNull();
    }

    // Each rule of spec 000 section 5 with its message.
    await typeInto(modal, 'Company', '');
    await expect.poll(() => errorsIn(formItem(modal, 'Company'))).toEqual(['The Company field is required']);
    await typeInto(modal, 'Order amount', '12abc');
    await expect
      .poll(() => errorsIn(formItem(modal, 'Order amount')))
      .toEqual(['The Order amount field may only contain numeric characters']);
    await typeInto(modal, 'Website', 'not a site');
    await expect
      .poll(() => errorsIn(formItem(modal, 'Website')))
      .toEqual(['The Website field is not a valid URL']);
    await typeInto(modal, 'E-mail', 'maria@');
    await expect
      .poll(() => errorsIn(formItem(modal, 'E-mail')))
      .toEqual(['The E-mail field must be a valid e-mail']);

    // An invalid save is refused with requiredInputs and sends nothing.
    const saves: string[] = [];
    page.on(
      'request',
      (r) => r.method() === 'PUT' && r.url().includes('/api/contact/update/') && saves.push(r.url()),
    );
    await saveButton(modal).click();
    await notice(page, 'Fill in all required fields').waitFor();
    expect(saves).toEqual([]);

    // Valid values save, and are what the server keeps.
    const stamp = String(Date.now()).slice(-6);
    const company = `Smirnova Design ${stamp}`;
    await typeInto(modal, 'Company', company);
    await typeInto(modal, 'Order amount', '2500,50');
    await typeInto(modal, 'Website', 'https://smirnova.example/e2e');
    await typeInto(modal, 'E-mail', `maria.${stamp}@example.com`);
    for (const label of ['Company', 'Order amount', 'Website', 'E-mail'])
      await expect.poll(() => errorsIn(formItem(modal, label)), { message: label }).toEqual([]);
    await saveButton(modal).click();
    await notice(page, 'Updated').waitFor();
    await expect.poll(() => saves.length).toBe(1);
    await expect.poll(async () => (await card(contact.id)).email).toBe(`maria.${stamp}@example.com`);
    expect(Object.values((await card(contact.id)).dynamic_data)).toContain(company);

    // Additional phones: too short, then equal to the main phone, both refused with phoneError.
    const phones = modal.getByTestId('additional-phones');
    await phones.getByRole('button', { name: 'Add a phone' }).click();
    const draft = phones.getByLabel('Digits only, 5 to 11');
    await draft.fill('123');
    await phones.getByRole('button', { name: 'Save the phone' }).click();
    await expect.poll(() => phones.getByText(PHONE_ERROR).count()).toBe(1);
    await draft.fill(original.phone);
    await expect.poll(() => phones.getByText(PHONE_ERROR).count()).toBe(0); // a change clears it
    await phones.getByRole('button', { name: 'Save the phone' }).click();
    await expect.poll(() => phones.getByText(PHONE_ERROR).count()).toBe(1);

    // A valid one is saved, then made the main phone.
    const extra = `7495${stamp}1`;
    await draft.fill(extra);
    await phones.getByRole('button', { name: 'Save the phone' }).click();
    await notice(page, 'Created').waitFor();
    const savedRow = phones
      .locator('[data-testid^="phone-"]')
      .filter({ has: page.locator(`input[value="${extra}"]`) });
    await expect.poll(() => savedRow.count()).toBe(1);
    await expect.poll(() => phones.getByLabel('Digits only, 5 to 11').count()).toBe(0);
    await savedRow.getByRole('checkbox', { name: 'Make it the main phone' }).click();
    await expect.poll(() => input(modal, 'Phone').inputValue()).toBe(extra);
    await expect
      .poll(() =>
        phones
          .locator('[data-testid^="phone-"] input.ant-input')
          .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
      )
      .toContain(original.phone);

    // It persisted: the reopened card shows the swapped phones and the saved values.
    await closeCard(page);
    const again = await openCardFromList(page, CONTACT);
    await expect.poll(() => input(again, 'Phone').inputValue()).toBe(extra);
    await expect.poll(() => input(again, 'Company').inputValue()).toBe(company);
    await expect.poll(() => input(again, 'Website').inputValue()).toBe('https://smirnova.example/e2e');
    await expect
      .poll(() =>
        again
          .getByTestId('additional-phones')
          .locator('[data-testid^="phone-"] input.ant-input')
          .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
      )
      .toEqual([original.phone]);
    expect((await card(contact.id)).phone).toBe(extra);
    await context.close();
  });

  it('adds a task, is refused a second one for the same minute, completes it; writes and deletes a note', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, OPERATOR);
    const modal = await openCardFromList(page, CONTACT);

    // Tasks tab: a fixed future minute, two days ahead.
    await modal.getByRole('tab', { name: 'Tasks' }).click();
    const tab = modal.getByTestId('contact-tasks');
    const create = tab.getByTestId('task-create');
    await create.waitFor();
    const when = new Date(Date.now() + 2 * 86_400_000);
    when.setHours(11, 37, 0, 0);
    const time = taskTime(when);
    const text = `E2E call back ${Date.now()}`;
    const addTask = async () => {
      await create.getByLabel('Task').fill(text);
      const picker = create.getByLabel('Time');
      await picker.click();
      await picker.fill(time);
      await picker.press('Enter');
      await expect.poll(() => picker.inputValue()).toBe(time);
      await create.getByRole('button', { name: 'Add task' }).click();
    };
    await addTask();
    await notice(page, 'The task has been assigned').waitFor();
    const item = tab.locator('[data-testid^="task-"][data-state]').filter({ hasText: text });
    await expect.poll(() => item.count()).toBe(1);
    await expect.poll(() => item.innerText()).toContain(time);
    await expect.poll(() => item.getAttribute('data-state')).toBe('active');

    await addTask();
    await expect
      .poll(() => create.locator('.ant-alert').innerText())
      .toBe(`A task for this time (${time}) already exists`);
    await expect.poll(() => item.count()).toBe(1);

    await item.getByRole('button', { name: 'Complete' }).click();
    await notice(page, 'Updated').waitFor();
    await expect.poll(() => item.getAttribute('data-state')).toBe('completed');
    await expect.poll(() => item.innerText()).toContain('Completed');
    expect(await item.getByRole('button', { name: 'Complete' }).count()).toBe(0);

    // Notes tab: written, shown with its author, deleted after confirming.
    await modal.getByRole('tab', { name: 'Notes' }).click();
    const notes = modal.getByTestId('notes');
    const note = `E2E note ${Date.now()}`;
    await notes.getByLabel('Text').first().fill(note);
    await notes.getByRole('button', { name: 'Add' }).click();
    await notice(page, 'Created').waitFor();
    const article = notes.locator('article[data-testid^="note-"]').filter({ hasText: note });
    await expect.poll(() => article.count()).toBe(1);
    await expect.poll(() => article.innerText()).toContain('Olga Operator');
    await article.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.locator('.ant-popover:not(.ant-popover-hidden)');
    await expect.poll(() => confirm.innerText()).toContain('Delete this record?');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await notice(page, 'Deleted').waitFor();
    await expect.poll(() => article.count()).toBe(0);
    await context.close();
  });
});
