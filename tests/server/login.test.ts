import { describe, expect, it } from 'vitest';
import { databaseTargets } from './helpers/databases';
import { DEMO_PASSWORD, formRequest, useTestApp } from './helpers/app';

describe.each(databaseTargets)('POST /api/login_check on $name', (target) => {
  const ctx = useTestApp(target);
  const attempt = (
    email: string,
    password: string,
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) =>
    ctx.app.inject({
      ...formRequest('POST', '/api/login_check', { email, password }, headers),
      remoteAddress,
    });

  it('returns a token for the right password, whatever the e-mail case', async () => {
    const res = await attempt('Operator@Demo.Local', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
  });

  it('accepts a JSON body too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { email: 'admin@demo.local', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 invalid_credentials for a wrong password or an unknown e-mail', async () => {
    for (const [email, password] of [
      ['operator@demo.local', 'wrong-password'],
      ['nobody@demo.local', DEMO_PASSWORD],
    ]) {
      const res = await attempt(email, password, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid credentials', code: 'invalid_credentials' });
    }
    const ru = await attempt('operator@demo.local', 'wrong-password', {
      'accept-language': 'ru-RU,ru;q=0.9',
    });
    expect(ru.json()).toEqual({ message: 'Неверный e-mail или пароль', code: 'invalid_credentials' });
  });

  it('names each missing field, in English and in Russian', async () => {
    const en = await ctx.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'accept-language': 'en', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      message: 'The given data was invalid',
      code: 'validation',
      errors: { email: 'The e-mail field is required', password: 'The password field is required' },
    });
    const ru = await ctx.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'accept-language': 'ru' },
    });
    expect(ru.statusCode).toBe(400);
    expect(ru.json().errors).toEqual({
      email: 'Поле e-mail обязательно для заполнения',
      password: 'Поле пароль обязательно для заполнения',
    });
  });

  it('uses DEFAULT_LOCALE (ru) when Accept-Language names neither language', async () => {
    const res = await attempt('', '', { 'accept-language': 'de-DE' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toBe('Поле e-mail обязательно для заполнения');
  });

  it('rejects malformed fields with field messages', async () => {
    const res = await attempt('not-an-email', 'x', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'The e-mail field must be a valid e-mail' });
    const ru = await attempt('not-an-email', 'x', { 'accept-language': 'ru' });
    expect(ru.json().errors).toEqual({ email: 'Поле e-mail должно быть действительным электронным адресом' });
  });

  it('answers 400, never 500, to bodies it cannot use', async () => {
    const cases = [
      { payload: 'email=a%ZZ&password=%', type: 'application/x-www-form-urlencoded' },
      {
        payload: `email=${'a'.repeat(300)}@x.io&password=${'p'.repeat(5000)}`,
        type: 'application/x-www-form-urlencoded',
      },
      { payload: 'email=a@b.io&email=c@d.io&password=x', type: 'application/x-www-form-urlencoded' },
      { payload: '{"email": ', type: 'application/json' },
      { payload: '{"email": {"$ne": 1}, "password": ["a", "b"]}', type: 'application/json' },
      { payload: '"just a string"', type: 'application/json' },
      { payload: '[1,2]', type: 'application/json' },
      { payload: 'null', type: 'application/json' },
    ];
    for (const { payload, type } of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload,
        headers: { 'content-type': type, 'accept-language': 'en' },
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().code, payload).toMatch(/^(validation|bad_request)$/);
      expect(typeof res.json().message).toBe('string');
    }
    const long = await attempt(`${'a'.repeat(300)}@x.io`, 'p'.repeat(5000), { 'accept-language': 'en' });
    expect(long.json().errors).toEqual({
      email: 'The e-mail field may not be greater than 254 characters',
      password: 'The password field may not be greater than 1024 characters',
    });
  });

  it('blocks an account after 5 failures: the sixth attempt gets 429 even with the right password', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await attempt('operator@demo.local', `wrong-${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    const en = await attempt('operator@demo.local', DEMO_PASSWORD, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(429);
    expect(en.json()).toEqual({
      message: 'Too many failed login attempts. Try again in 15 min.',
      code: 'too_many_attempts',
    });
    expect(Number(en.headers['retry-after'])).toBeGreaterThan(800);
    const ru = await attempt('operator@demo.local', DEMO_PASSWORD, { 'accept-language': 'ru' });
    expect(ru.json().message).toBe('Слишком много неудачных попыток входа. Попробуйте снова через 15 мин.');
    // Other accounts are not affected.
    expect((await attempt('supervisor@demo.local', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('clears the account counter on success', async () => {
    for (let i = 0; i < 4; i++) expect((await attempt('guest@demo.local', 'bad')).statusCode).toBe(401);
    expect((await attempt('guest@demo.local', DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt('guest@demo.local', 'bad')).statusCode).toBe(401);
    expect((await attempt('guest@demo.local', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('blocks a client address after 20 failures across accounts', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 20; i++) {
      expect((await attempt(`user${i % 5}@spray.test`, 'bad', {}, ip)).statusCode).toBe(401);
    }
    expect((await attempt('admin@demo.local', DEMO_PASSWORD, {}, ip)).statusCode).toBe(429);
    expect((await attempt('admin@demo.local', DEMO_PASSWORD, {}, '203.0.113.8')).statusCode).toBe(200);
  });
});
