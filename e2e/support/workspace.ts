// Steps of the operator's workspace journeys: the contact list, the card modal and its form items, the
// shell's notices, task times in the server's format, and API set-up with a demo account's token.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { apiCall } from './resources';

/** The session cookie the SPA keeps its token in. */
export async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'auth');
  if (!cookie) throw new Error('no auth cookie: not signed in');
  return cookie.value;
}

/** A shell notice (bottom-right) whose text contains `text`. */
export const notice = (page: Page, text: string) =>
  page.locator('.ant-notification-notice', { hasText: text }).first();

export const cardModal = (page: Page) =>
  page.locator('.ant-modal', { has: page.getByTestId('contact-card') });

/** Reports > Contacts, then a click on the contact's name: the card modal, loaded. */
export async function openCardFromList(page: Page, fullName: string): Promise<Locator> {
  await page.goto('/report/contacts');
  const table = page.getByTestId('contact-list-table');
  const link = table.locator('tr.ant-table-row').getByText(fullName, { exact: true });
  await link.waitFor();
  await link.click();
  const modal = cardModal(page);
  await modal.getByTestId('contact-form').waitFor();
  return modal;
}

export async function closeCard(page: Page) {
  await cardModal(page).getByRole('button', { name: 'Close', exact: true }).click();
  await cardModal(page).waitFor({ state: 'detached' });
}

/** The form item whose label reads `label` exactly (antd puts the caption in the label's title). */
export const formItem = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item').filter({ has: scope.page().locator(`label[title="${label}"]`) });

export const errorsIn = (item: Locator) => item.locator('.ant-form-item-explain-error').allInnerTexts();

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "DD-MM-YYYY HH:mm" in this process's time zone: the e2e server is a child of this process with the same
 * TZ, and it reads task times in its own zone (server/tasks/time.ts).
 */
export const taskTime = (d: Date) =>
  `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

export interface ContactItem {
  id: number;
  full_name: string;
  phone: string;
  campaign: { id: number; title: string } | null;
}

export async function contactByName(token: string, fullName: string): Promise<ContactItem> {
  const res = await apiCall(token, 'GET', `/contact/list?full_name=${encodeURIComponent(fullName)}&limit=10`);
  const item = (res.data as { items: ContactItem[] }).items.find((c) => c.full_name === fullName);
  if (!item) throw new Error(`no contact ${fullName}: ${res.status} ${JSON.stringify(res.data)}`);
  return item;
}

export interface TaskReply {
  id: number;
  text: string;
  notification_at: string;
  state: string;
}

export async function createTask(token: string, contactId: number, text: string, at: string) {
  const res = await apiCall(token, 'POST', '/task/create', {
    text,
    notification_at: at,
    contact: String(contactId),
  });
  return { status: res.status, task: res.data as TaskReply };
}

/**
 * What covers the middle of `target` (a short description of the topmost element there), or null when the
 * target itself (or its content) is on top: a card half hidden under the shell cannot be worked.
 */
export async function coveredBy(target: Locator): Promise<string | null> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (!top || el === top || el.contains(top) || top.contains(el)) return null;
    const owner = top.closest('[class]');
    return `${top.tagName.toLowerCase()} in .${(owner?.className || '').toString().split(' ').join('.')}`;
  });
}
