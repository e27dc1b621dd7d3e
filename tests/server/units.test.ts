// Pure parts of the server: no database.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AttemptLimiter, LoginLimiter } from '../../server/auth/attempt-limiter';
import { hashPassword, verifyPassword } from '../../server/auth/password';
import { passwordWeakness } from '../../server/auth/password-policy';
import { FEATURE_FLAGS, loadConfig } from '../../server/config';
import { pickLocale } from '../../server/i18n/locale';
import { messages } from '../../server/i18n/messages';

const tmp = mkdtempSync(path.join(tmpdir(), 'crm-units-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('login limiter', () => {
  it('blocks an account after 5 failures for 15 minutes, sliding', () => {
    let now = 1_000_000;
    const limiter = new LoginLimiter(() => now);
    for (let i = 0; i < 5; i++) {
      expect(limiter.retryAfter('a@x', '1.1.1.1')).toBe(0);
      limiter.failed('a@x', '1.1.1.1');
      now += 60_000;
    }
    // Failures at t0..t0+4min; now = t0+5min: blocked until the first leaves the window (t0+15min).
    expect(limiter.retryAfter('a@x', '1.1.1.1')).toBe(10 * 60_000);
    now += 10 * 60_000;
    expect(limiter.retryAfter('a@x', '1.1.1.1')).toBe(0);
    limiter.failed('a@x', '1.1.1.1');
    expect(limiter.retryAfter('a@x', '1.1.1.1')).toBe(60_000);
  });

  it('counts addresses separately, and a success clears only the account', () => {
    const limiter = new LoginLimiter(() => 0);
    for (let i = 0; i < 20; i++) limiter.failed(`u${i}@x`, '2.2.2.2');
    expect(limiter.retryAfter('new@x', '2.2.2.2')).toBe(LoginLimiter.WINDOW_MS);
    expect(limiter.retryAfter('new@x', '3.3.3.3')).toBe(0);
    for (let i = 0; i < 5; i++) limiter.failed('b@x', '4.4.4.4');
    limiter.succeeded('b@x');
    expect(limiter.retryAfter('b@x', '4.4.4.4')).toBe(0);
  });

  it('forgets keys whose attempts left the window', () => {
    let now = 0;
    const limiter = new AttemptLimiter({ max: 1, windowMs: 10 }, () => now);
    for (let i = 0; i < 10_001; i++) limiter.hit(`k${i}`);
    now = 100;
    limiter.hit('last');
    expect((limiter as unknown as { hits: Map<string, number[]> }).hits.size).toBe(1);
  });
});

describe('passwords', () => {
  it('hashes with a per-hash salt and verifies', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('correct horse', 'garbage')).toBe(false);
  });

  it('judges create-admin passwords', () => {
    expect(passwordWeakness('a long passphrase')).toBeNull();
    expect(passwordWeakness('Str0ng-enough!')).toBeNull();
    expect(passwordWeakness('short1A!')).toMatch(/10 characters/);
    expect(passwordWeakness('onlylowercase')).toMatch(/three of/);
    expect(passwordWeakness('MyPassword2024')).toMatch(/common/);
    expect(passwordWeakness('Boss-2024-key!', 'boss@example.com')).toMatch(/e-mail/);
  });
});

describe('locale', () => {
  it('takes the first ru or en of Accept-Language, by quality, else the default', () => {
    expect(pickLocale('en', 'ru')).toBe('en');
    expect(pickLocale('en-GB,en;q=0.9', 'ru')).toBe('en');
    expect(pickLocale('de-DE,ru;q=0.8,en;q=0.5', 'en')).toBe('ru');
    expect(pickLocale('ru;q=0.1,en;q=0.9', 'ru')).toBe('en');
    expect(pickLocale('fr', 'en')).toBe('en');
    expect(pickLocale(undefined, 'ru')).toBe('ru');
    expect(pickLocale('en;q=0', 'ru')).toBe('ru');
  });

  it('has every server message in both languages', () => {
    expect(Object.keys(messages.ru).sort()).toEqual(Object.keys(messages.en).sort());
    for (const text of [...Object.values(messages.ru), ...Object.values(messages.en)])
      expect(text).not.toBe('');
  });
});

describe('config', () => {
  it('has the documented defaults', () => {
    const dir = path.join(tmp, 'defaults');
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: dir,
      databaseUrl: path.join(dir, 'pgdata'),
      tokenTtlSeconds: 43200,
      defaultLocale: 'ru',
      appTitle: 'Call Centre CRM',
      companyName: 'Call Centre CRM',
      smtpUrl: null,
      demoPassword: null,
      seedDemo: true,
      clearStorage: false,
    });
    expect(config.features).toEqual(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, 'false'])));
  });

  it('generates the JWT secret once into DATA_DIR/jwt-secret (0600) and reuses it', () => {
    const dir = path.join(tmp, 'secret');
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'from-env' }).jwtSecret).toBe('from-env');
  });

  it('reads the environment', () => {
    const config = loadConfig({
      DATA_DIR: path.join(tmp, 'env'),
      JWT_SECRET: 's',
      PORT: '9000',
      DATABASE_URL: 'postgres://u@h/db',
      TOKEN_TTL_SECONDS: '60',
      DEFAULT_LOCALE: 'en',
      SEED_DEMO: 'false',
      CLEAR_STORAGE: 'true',
      SOUND_END: 'true',
      SMTP_URL: 'smtp://mail:25',
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://u@h/db',
      tokenTtlSeconds: 60,
      defaultLocale: 'en',
      seedDemo: false,
      clearStorage: true,
      smtpUrl: 'smtp://mail:25',
    });
    expect(config.features.SOUND_END).toBe('true');
    expect(() => loadConfig({ DATA_DIR: tmp, JWT_SECRET: 's', PORT: 'eighty' })).toThrow(/PORT/);
  });
});
