// Issue 4, the demo operator sends an e-mail from the contact card in Chromium against the real server: the
// E-mail tab (shown because global-setup.ts turns MAILER_ENABLED on) prefilled from the project's templates,
// the required subject, a text file attached, Send, the success notice and the message listed as sent; then
// the message as the local SMTP server received it (support/mail-sink.ts): recipient, subject, text and the
// attachment's name and bytes. Ivan Petrov is the demo contact with an e-mail; the journey changes nothing on
// his card (the message stays in his history: there is no delete route), and removes the mail files it read.
import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { receivedMails, type ReceivedMail } from './support/mail-sink';
import { apiCall, apiToken } from './support/resources';
import { demoPassword, newPage, signIn } from './support/session';
import {
  contactByName,
  errorsIn,
  formItem,
  notice,
  openCardFromList,
  type ContactItem,
} from './support/workspace';

const OPERATOR = 'operator@demo.local';
const CONTACT = 'Ivan Petrov';

let browser: Browser;
let operator: string;
let contact: ContactItem;
let email: string;
const read: ReceivedMail[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  operator = await apiToken(OPERATOR, demoPassword());
  contact = await contactByName(operator, CONTACT);
  const card = await apiCall(operator, 'GET', `/contact/${contact.id}`);
  email = (card.data as { email: string | null }).email ?? '';
  expect(email, 'the demo contact has an e-mail').toMatch(/@/);
});

afterAll(async () => {
  await browser?.close();
  for (const mail of read) {
    rmSync(mail.file, { force: true });
    rmSync(mail.file.replace(/\.eml$/, '.rcpt'), { force: true });
  }
});

describe('issue 4: the operator sends an e-mail from the card', () => {
  it('fills the E-mail tab, attaches a file, sends it, and the local SMTP server receives it', async () => {
    const stamp = `${Date.now()}`;
    const subject = `E2E offer ${stamp}`;
    const text = `Hello Ivan, e2e ${stamp}`;
    const fileName = `e2e-offer-${stamp}.txt`;
    const fileText = `Price list ${stamp}: 100 RUB`;
    const { meta } = (await apiCall(operator, 'GET', `/message/list/${contact.id}?type=TYPE_EMAIL`)).data as {
      meta: { emailSubject: string; messageTemplateEmail: string };
    };

    const { context, page } = await newPage(browser);
    await signIn(page, OPERATOR);
    const modal = await openCardFromList(page, CONTACT);
    await modal.getByRole('tab', { name: 'E-mail', exact: true }).click();
    const tab = modal.getByTestId('messages-TYPE_EMAIL');
    const subjectInput = formItem(tab, 'E-mail subject').locator('input');
    const textInput = formItem(tab, 'E-mail text').locator('textarea');
    await subjectInput.waitFor();

    // Prefilled from the project's templates.
    await expect.poll(() => subjectInput.inputValue()).toBe(meta.emailSubject);
    await expect.poll(() => textInput.inputValue()).toBe(meta.messageTemplateEmail);

    // The subject is required: an empty one is refused before anything is sent.
    const creates: string[] = [];
    page.on(
      'request',
      (r) => r.method() === 'POST' && r.url().includes('/api/message/') && creates.push(r.url()),
    );
    await subjectInput.fill('');
    await tab.getByRole('button', { name: 'Send', exact: true }).click();
    await expect
      .poll(() => errorsIn(formItem(tab, 'E-mail subject')))
      .toEqual(['The E-mail subject field is required']);
    expect(creates).toEqual([]);

    await subjectInput.fill(subject);
    await textInput.fill(text);
    await tab.locator('input[type="file"]').setInputFiles({
      name: fileName,
      mimeType: 'text/plain',
      buffer: Buffer.from(fileText),
    });
    await expect.poll(() => tab.locator('.ant-upload-list').innerText()).toContain(fileName);
    await tab.getByRole('button', { name: 'Send', exact: true }).click();
    await notice(page, 'Sent').waitFor();
    expect(creates.map((u) => new URL(u).pathname)).toEqual([
      '/api/message/uploadFile',
      '/api/message/create',
    ]);

    // Listed, sent, with its subject and attachment; the form is back to the templates.
    const item = tab.locator('article[data-testid^="message-"]').filter({ hasText: subject });
    await expect.poll(() => item.count()).toBe(1);
    await expect.poll(() => item.getByTestId('message-status').innerText()).toBe('Sent');
    await expect.poll(() => item.innerText()).toContain(text);
    await expect.poll(() => item.getByRole('button', { name: `Download ${fileName}` }).count()).toBe(1);
    await expect.poll(() => subjectInput.inputValue()).toBe(meta.emailSubject);
    await context.close();

    // The server kept it as sent.
    const list = await apiCall(operator, 'GET', `/message/list/${contact.id}?type=TYPE_EMAIL`);
    const stored = (list.data as { items: { email_subject: string; status: string; file_name: string }[] })
      .items;
    expect(stored.find((m) => m.email_subject === subject)).toMatchObject({
      status: 'sent',
      file_name: fileName,
    });

    // And it arrived at the local SMTP server.
    let mail: ReceivedMail | undefined;
    await expect
      .poll(async () => {
        mail = (await receivedMails()).find((m) => m.parsed.subject === subject);
        return mail !== undefined;
      })
      .toBe(true);
    read.push(mail!);
    expect(mail!.rcpt).toEqual([email]);
    const to = mail!.parsed.to;
    expect((Array.isArray(to) ? to : [to]).flatMap((a) => a?.value.map((v) => v.address))).toEqual([email]);
    expect(mail!.parsed.subject).toBe(subject);
    expect(mail!.parsed.text?.trim()).toBe(text);
    expect(mail!.parsed.attachments).toHaveLength(1);
    expect(mail!.parsed.attachments[0].filename).toBe(fileName);
    expect(mail!.parsed.attachments[0].content.toString()).toBe(fileText);
  });
});
