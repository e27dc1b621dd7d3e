import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { passwordResets, users } from '../../server/db/schema';
import { databaseTargets } from './helpers/databases';
import { DEMO_PASSWORD, formRequest, useTestApp } from './helpers/app';

const linkIn = (text: string) => /http:\/\/crm\.test\/restore\?token=([\w%-]+)/.exec(text);

describe.each(databaseTargets)('password recovery on $name', (target) => {
  const ctx = useTestApp(target);
  const restore = (email: string, lang = 'en') =>
    ctx.app.inject(formRequest('POST', '/api/restore', { email }, { 'accept-language': lang }));
  const reset = (token: string, password: string, lang = 'en') =>
    ctx.app.inject(
      formRequest('POST', '/api/restore/reset', { token, password }, { 'accept-language': lang }),
    );
  const loginStatus = async (password: string) =>
    (
      await ctx.app.inject(
        formRequest('POST', '/api/login_check', { email: 'operator@demo.local', password }),
      )
    ).statusCode;

  it('sends a link, resets the password with it once, and stores only the token hash', async () => {
    const res = await restore('Operator@demo.local');
    expect(res.statusCode).toBe(200);
    expect(ctx.mail).toHaveLength(1);
    expect(ctx.mail[0]).toMatchObject({ to: 'operator@demo.local', subject: 'Password recovery' });
    const token = decodeURIComponent(linkIn(ctx.mail[0].text)![1]);

    const [stored] = await ctx.db.select().from(passwordResets);
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = stored.expires_at.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);

    const done = await reset(token, 'new-password-1');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'The password has been changed. You can log in now' });
    expect(await loginStatus('new-password-1')).toBe(200);
    expect(await loginStatus(DEMO_PASSWORD)).toBe(401);

    const again = await reset(token, 'another-password-2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'The link is invalid or has expired',
      code: 'validation',
      errors: { token: 'The link is invalid or has expired' },
    });
    expect(await loginStatus('new-password-1')).toBe(200);
  });

  it('answers the same whether or not the e-mail exists', async () => {
    const known = await restore('guest@demo.local');
    const unknown = await restore('nobody@demo.local');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({
      message: 'If this e-mail is registered, a link to set a new password has been sent to it',
    });
    expect((await restore('nobody@demo.local', 'ru')).json().message).toBe(
      'Если этот e-mail зарегистрирован, на него отправлена ссылка для смены пароля',
    );
    expect(ctx.mail.map((m) => m.to)).toEqual(['guest@demo.local']);
  });

  it('writes the e-mail in the caller language', async () => {
    await restore('guest@demo.local', 'ru');
    expect(ctx.mail[0].subject).toBe('Восстановление пароля');
    expect(linkIn(ctx.mail[0].text)).not.toBeNull();
  });

  it('refuses an expired token, an unknown token and a short password', async () => {
    await restore('operator@demo.local');
    const token = decodeURIComponent(linkIn(ctx.mail[0].text)![1]);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ password: 'The password field must be at least 8 characters' });
    expect((await reset('made-up-token', 'long-enough-1')).statusCode).toBe(400);
    await ctx.db.update(passwordResets).set({ expires_at: sql`now() - interval '1 second'` });
    expect((await reset(token, 'long-enough-1')).statusCode).toBe(400);
    expect(await loginStatus(DEMO_PASSWORD)).toBe(200);
  });

  it('spends every open link of the user when one is used', async () => {
    await restore('operator@demo.local');
    await restore('operator@demo.local');
    const [first, second] = ctx.mail.map((m) => decodeURIComponent(linkIn(m.text)![1]));
    expect(first).not.toBe(second);
    expect((await reset(second, 'second-password')).statusCode).toBe(200);
    expect((await reset(first, 'first-password')).statusCode).toBe(400);
  });

  it('sends at most 3 links per account per 15 minutes, with the same answer', async () => {
    for (let i = 0; i < 5; i++) expect((await restore('guest@demo.local')).statusCode).toBe(200);
    expect(ctx.mail).toHaveLength(3);
  });

  it('validates the fields', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/restore',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'The e-mail field is required' });
    const bad = await ctx.app.inject(
      formRequest('POST', '/api/restore/reset', {}, { 'accept-language': 'ru' }),
    );
    expect(bad.json().errors).toEqual({
      token: 'Поле токен обязательно для заполнения',
      password: 'Поле пароль обязательно для заполнения',
    });
  });

  it('logs the link with the server logger when SMTP_URL is not set', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk, _enc, done) {
        logged += chunk.toString();
        done();
      },
    });
    const app = buildApp({ config: ctx.config, db: ctx.db, logger: { level: 'info', stream } });
    try {
      const res = await app.inject(formRequest('POST', '/api/restore', { email: 'operator@demo.local' }));
      expect(res.statusCode).toBe(200);
      // The logger writes asynchronously: wait for the mail's line itself.
      await vi.waitFor(() => expect(logged).toContain('"mail"'));
      const entry = logged
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
        .find((e) => e.mail);
      expect(entry.mail.to).toBe('operator@demo.local');
      const token = decodeURIComponent(linkIn(entry.mail.text)![1]);
      expect(
        (await app.inject(formRequest('POST', '/api/restore/reset', { token, password: 'from-the-log-1' })))
          .statusCode,
      ).toBe(200);
      const [row] = await ctx.db.select().from(users).where(eq(users.email, 'operator@demo.local'));
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(await loginStatus('from-the-log-1')).toBe(200);
    } finally {
      await app.close();
    }
  });
});
