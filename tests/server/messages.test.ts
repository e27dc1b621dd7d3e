// E-mail and SMS from the contact card (spec 001 section 7, "Messages"): a real SMTP server and a real HTTP
// SMS provider on 127.0.0.1 receive what the app sends (through the job queue, tried again after a temporary
// failure); the keys of spec 001 section 6; the required texts of spec 000 section 5; the list's templates;
// attachments always downloaded.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contacts } from '../../server/contacts/table';
import { messageRetries } from '../../server/messages/send-job';
import { messages } from '../../server/messages/table';
import { bearer, useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { multipartRequest } from './helpers/multipart';
import { DEMO, tokenOf } from './contacts-helpers';
import { contactId, send, userWith } from './tasks-helpers';

// One retry a second later, and no more (the queue reads them when it starts).
Object.assign(messageRetries, { retryLimit: 1, retryDelaySec: 1 });

interface Mail {
  rcpt: string[];
  parsed: ParsedMail;
}

describe.each(databaseTargets)('messages on $name', (target) => {
  const env: Record<string, string> = { MAILER_ENABLED: 'true', MAIL_FROM: 'CRM <crm@test.local>' };
  const ctx = useTestApp(target, { env, realMailer: true });
  const mails: Mail[] = [];
  const sms: unknown[] = [];
  let smsStatus = 200;
  /** Replies the provider gives first, one per request, before `smsStatus`. */
  let smsReplies: number[] = [];
  /** SMTP transactions refused with 451 (try later) before mail is accepted. */
  let smtpRefusals = 0;
  let smtp: SMTPServer;
  let provider: Server;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, done) {
        if (smtpRefusals > 0) {
          smtpRefusals -= 1;
          stream.resume();
          stream.on('end', () =>
            done(Object.assign(new Error('Greylisted, try again later'), { responseCode: 451 })),
          );
          return;
        }
        simpleParser(stream).then((parsed) => {
          mails.push({ rcpt: session.envelope.rcptTo.map((r) => r.address), parsed });
          done();
        }, done);
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    provider = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        sms.push({ method: req.method, type: req.headers['content-type'], body: JSON.parse(body) });
        const status = smsReplies.shift() ?? smsStatus;
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no credit');
      });
    });
    provider.listen(0, '127.0.0.1');
    await once(provider, 'listening');
    env.SMS_PROVIDER_URL = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/send`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise<void>((resolve) => provider.close(() => resolve()));
  });

  beforeEach(() => {
    mails.length = 0;
    sms.length = 0;
    smsStatus = 200;
    smsReplies = [];
    smtpRefusals = 0;
  });

  const admin = () => tokenOf(ctx, DEMO.admin);
  const create = async (token: string | null, fields: Record<string, string | number>, locale = 'en') =>
    send(ctx, 'POST', '/api/message/create', token, fields, locale);
  const upload = async (token: string, data: Buffer, filename = 'offer.txt') =>
    ctx.app.inject(
      multipartRequest(
        'POST',
        '/api/message/uploadFile',
        { file: { filename, contentType: 'text/plain', data } },
        bearer(token),
      ),
    );

  it('sends an e-mail with an attachment over SMTP and lists it with the templates', async () => {
    const token = await admin();
    const ivan = await contactId(ctx, 'Ivan Petrov');
    const up = await upload(token, Buffer.from('Price list: 100 RUB'), 'прайс.txt');
    expect(up.statusCode).toBe(200);
    const { file, file_name } = up.json();
    expect(file_name).toBe('прайс.txt');
    expect(file).toMatch(/^[0-9a-f-]{36}\.txt$/);

    const res = await create(token, {
      type: 'TYPE_EMAIL',
      contact: ivan,
      email_subject: 'Our offer',
      text: 'Hello Ivan',
      file,
      file_name,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'TYPE_EMAIL',
      text: 'Hello Ivan',
      email_subject: 'Our offer',
      file,
      file_name,
      contact: ivan,
      status: 'sent',
      status_title: 'Sent',
    });
    expect(mails).toHaveLength(1);
    const [{ rcpt, parsed }] = mails;
    expect(rcpt).toEqual(['ivan.petrov@example.com']);
    expect(parsed.subject).toBe('Our offer');
    expect(parsed.text?.trim()).toBe('Hello Ivan');
    expect(parsed.from?.text).toContain('crm@test.local');
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0].filename).toBe('прайс.txt');
    expect(parsed.attachments[0].content.toString()).toBe('Price list: 100 RUB');

    const list = await send(ctx, 'GET', `/api/message/list/${ivan}?type=TYPE_EMAIL`, token);
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0]).toMatchObject({
      file,
      file_name,
      status_title: 'Sent',
      campaign: expect.any(Number),
    });
    expect(list.json().meta).toEqual({
      messageTemplateSms: 'Hello! Thank you for your time. Call Centre CRM',
      messageTemplateEmail: expect.stringContaining('here is our offer'),
      emailSubject: 'Our offer',
      messageFileName: '',
      messageFile: '',
    });
    const sms = await send(ctx, 'GET', `/api/message/list/${ivan}?type=TYPE_SMS`, token, undefined, 'ru');
    expect(sms.json().items).toEqual([]);

    const download = await send(ctx, 'GET', `/api/message/getFile/${file}`, token);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('Price list: 100 RUB');
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(download.headers['content-disposition']).toContain(encodeURIComponent('прайс.txt'));
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['00000000-0000-0000-0000-000000000000.txt', '..%2Fjwt-secret', 'nope'])
      expect((await send(ctx, 'GET', `/api/message/getFile/${name}`, token)).statusCode, name).toBe(404);
  });

  it('sends an SMS to the main phone digits even when the caller sees them masked', async () => {
    const pavel = await contactId(ctx, 'Pavel Orlov');
    const operator = await userWith(ctx, 'ROLE_OPERATOR', ['contact.smsCreate', 'contact.smsShow']);
    const res = await create(operator.token, { type: 'TYPE_SMS', contact: pavel, text: 'See you tomorrow' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'TYPE_SMS', status: 'sent', email_subject: '', file: '' });
    expect(res.json()).not.toHaveProperty('to');
    expect(sms).toEqual([
      { method: 'POST', type: 'application/json', body: { to: '79031112233', text: 'See you tomorrow' } },
    ]);
    const [row] = await ctx.db.select().from(messages).where(eq(messages.contact_id, pavel));
    expect(row).toMatchObject({ to: '79031112233', user_id: operator.id, status: 'sent' });
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('marks a message failed when the provider refuses it or nothing is configured', async () => {
    const token = await admin();
    const ivan = await contactId(ctx, 'Ivan Petrov');
    smsStatus = 402;
    const refused = await create(token, { type: 'TYPE_SMS', contact: ivan, text: 'Hi' }, 'ru');
    expect(refused.statusCode).toBe(201);
    expect(refused.json()).toMatchObject({ status: 'failed', status_title: 'Не отправлено', sent_at: null });
    expect(refused.json().status_detail).toBe('HTTP 402: no credit');
    expect(sms).toHaveLength(1); // a refusal is final: no second try

    ctx.app.appConfig.smtpUrl = null;
    ctx.app.appConfig.smsProviderUrl = null;
    const email = await create(token, { type: 'TYPE_EMAIL', contact: ivan, email_subject: 'S', text: 'T' });
    expect(email.json()).toMatchObject({
      status: 'failed',
      status_detail: 'SMTP is not configured (SMTP_URL)',
    });
    const text = await create(token, { type: 'TYPE_SMS', contact: ivan, text: 'T' });
    expect(text.json().status_detail).toMatch(/SMS_PROVIDER_URL/);
    expect(mails).toHaveLength(0);
  });

  const stored = async (id: number) => (await ctx.db.select().from(messages).where(eq(messages.id, id)))[0];
  const settled = async (id: number) => {
    for (let i = 0; i < 300 && (await stored(id)).status === 'queued'; i++)
      await new Promise((r) => setTimeout(r, 50));
    return stored(id);
  };

  it('tries again after a temporary failure, and gives up after the last try', async () => {
    const token = await admin();
    const ivan = await contactId(ctx, 'Ivan Petrov');
    smsReplies = [429];
    const first = await create(token, { type: 'TYPE_SMS', contact: ivan, text: 'Hi' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'queued',
      status_title: 'Queued',
      status_detail: 'HTTP 429: no credit',
    });
    expect(await settled(first.json().id)).toMatchObject({ status: 'sent', status_detail: '' });
    expect(sms).toHaveLength(2);

    // The provider stays down: the first try and one more, then failed with the last reason.
    sms.length = 0;
    smsStatus = 503;
    const down = await create(token, { type: 'TYPE_SMS', contact: ivan, text: 'Hi again' });
    expect(down.json().status).toBe('queued');
    expect(await settled(down.json().id)).toMatchObject({
      status: 'failed',
      status_detail: 'HTTP 503: no credit',
    });
    expect(sms).toHaveLength(2);

    // An SMTP server that says "try later" (4xx) gets the e-mail on the next try.
    smtpRefusals = 1;
    const mail = await create(token, { type: 'TYPE_EMAIL', contact: ivan, email_subject: 'S', text: 'T' });
    expect(mail.json()).toMatchObject({ status: 'queued', status_detail: expect.stringContaining('451') });
    expect(await settled(mail.json().id)).toMatchObject({ status: 'sent' });
    expect(mails).toHaveLength(1);
    const list = await send(ctx, 'GET', `/api/message/list/${ivan}?type=TYPE_SMS`, token);
    expect(list.json().items.map((m: { status: string }) => m.status)).toEqual(['failed', 'sent']);
  }, 30_000);

  it('answers 409 while the mailer is disabled', async () => {
    const token = await admin();
    const ivan = await contactId(ctx, 'Ivan Petrov');
    ctx.app.appConfig.features.MAILER_ENABLED = 'false';
    const res = await create(token, { type: 'TYPE_SMS', contact: ivan, text: 'Hi' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'mailer_disabled',
      message: expect.stringContaining('MAILER_ENABLED'),
    });
    expect((await upload(token, Buffer.from('x'))).statusCode).toBe(409);
    expect((await send(ctx, 'GET', `/api/message/list/${ivan}?type=TYPE_SMS`, token)).statusCode).toBe(200);
    expect(sms).toHaveLength(0);
  });

  it('checks the keys of the message type: 401 without a token, 403 without the key', async () => {
    const ivan = await contactId(ctx, 'Ivan Petrov');
    const smsOnly = (await userWith(ctx, 'ROLE_SUPERVISOR', ['contact.smsCreate', 'contact.smsShow'])).token;
    const emailOnly = (await userWith(ctx, 'ROLE_SUPERVISOR', ['contact.emailCreate', 'contact.emailShow']))
      .token;
    const none = (await userWith(ctx, 'ROLE_SUPERVISOR', ['contact.show'])).token;
    const routes: ['GET' | 'POST', string][] = [
      ['POST', '/api/message/create'],
      ['POST', '/api/message/uploadFile'],
      ['GET', `/api/message/list/${ivan}?type=TYPE_SMS`],
      ['GET', '/api/message/getFile/00000000-0000-0000-0000-000000000000'],
    ];
    for (const [method, url] of routes) {
      expect((await send(ctx, method, url, null)).statusCode, url).toBe(401);
      expect((await send(ctx, method, url, none)).statusCode, url).toBe(403);
    }
    const email = { type: 'TYPE_EMAIL', contact: ivan, email_subject: 'S', text: 'T' };
    expect((await create(smsOnly, email)).statusCode).toBe(403);
    expect((await create(emailOnly, { type: 'TYPE_SMS', contact: ivan, text: 'T' })).statusCode).toBe(403);
    expect((await send(ctx, 'GET', `/api/message/list/${ivan}?type=TYPE_EMAIL`, smsOnly)).statusCode).toBe(
      403,
    );
    expect((await send(ctx, 'GET', `/api/message/list/${ivan}?type=TYPE_SMS`, emailOnly)).statusCode).toBe(
      403,
    );
    expect((await upload(smsOnly, Buffer.from('x'))).statusCode).toBe(403);
    expect((await create(emailOnly, email)).statusCode).toBe(201);
    expect(await ctx.db.select().from(messages)).toHaveLength(1);
  });

  it('names the missing subject and text, a contact without an address, an unknown file', async () => {
    const token = await admin();
    const ivan = await contactId(ctx, 'Ivan Petrov');
    const maria = await contactId(ctx, 'Maria Smirnova');
    const empty = await create(token, { type: 'TYPE_EMAIL', contact: ivan, email_subject: ' ', text: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ text: 'The text field is required' });
    const noSubject = await create(token, { type: 'TYPE_EMAIL', contact: ivan, text: 'T' }, 'ru');
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().errors).toEqual({ email_subject: expect.stringContaining('тема письма') });
    const smsText = await create(token, { type: 'TYPE_SMS', contact: ivan, text: '  ' });
    expect(smsText.json().errors).toEqual({ text: 'The text field is required' });
    const badType = await create(token, { type: 'TYPE_FAX', contact: ivan, text: 'T' });
    expect(badType.json().errors).toHaveProperty('type');

    const noEmail = await create(token, {
      type: 'TYPE_EMAIL',
      contact: maria,
      email_subject: 'S',
      text: 'T',
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({
      code: 'contact_no_email',
      message: 'The contact has no e-mail address',
    });
    await ctx.db.update(contacts).set({ phone: '' }).where(eq(contacts.id, maria));
    expect((await create(token, { type: 'TYPE_SMS', contact: maria, text: 'T' })).json().code).toBe(
      'contact_no_phone',
    );
    const unknown = await create(token, { type: 'TYPE_SMS', contact: 999999, text: 'T' });
    expect(unknown.json()).toMatchObject({ code: 'contactNotFound' });
    const file = await create(token, {
      type: 'TYPE_EMAIL',
      contact: ivan,
      email_subject: 'S',
      text: 'T',
      file: '00000000-0000-0000-0000-000000000000.txt',
    });
    expect(file.statusCode).toBe(400);
    expect(file.json().errors).toEqual({ file: 'File not found' });
    const campaign = await create(token, { type: 'TYPE_SMS', contact: ivan, text: 'T', campaign: 77777 });
    expect(campaign.json().errors).toHaveProperty('campaign');
    expect((await send(ctx, 'GET', '/api/message/list/999999?type=TYPE_SMS', token)).statusCode).toBe(404);
    expect((await send(ctx, 'GET', `/api/message/list/${ivan}`, token)).json().errors).toHaveProperty('type');
    expect(await ctx.db.select().from(messages)).toHaveLength(0);
    expect(mails).toHaveLength(0);
    expect(sms).toHaveLength(0);
  });

  it('refuses an attachment over 10 MB and a request without a file', async () => {
    const token = await admin();
    const big = await upload(token, Buffer.alloc(10 * 1024 * 1024 + 1, 0x61));
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toHaveProperty('file');
    const none = await ctx.app.inject(
      multipartRequest('POST', '/api/message/uploadFile', { note: 'x' }, bearer(token)),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toHaveProperty('file');
  });
});
