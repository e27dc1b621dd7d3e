// Builds the app on a database from databases.ts: one database per describe block, a fresh app and freshly
// seeded demo data for every test (put back as the seed left it: seeded-state.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../../server/app';
import { loadConfig, type AppConfig } from '../../../server/config';
import type { Db } from '../../../server/db/client';
import type { MailMessage } from '../../../server/mail/mailer';
import { seedDemo } from '../../../server/seed/demo';
import type { DatabaseTarget } from './databases';
import { DEMO_PASSWORD } from './demo-password';
import { keepState, restoreState } from './seeded-state';

export { DEMO_PASSWORD };
export const JWT_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  dataDir: string;
  distDir: string;
  mail: MailMessage[];
}

export function testConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  return {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET, PUBLIC_URL: 'http://crm.test', ...env }),
    distDir: path.join(dataDir, 'dist'),
  };
}

export async function resetDatabase(db: Db) {
  await db.execute(
    sql`TRUNCATE users, user_groups, permission_groups, campaigns, password_resets, tags, statuses, status_groups,
      trunks, carousel_numbers, operator_scripts, template_cards, kpi_targets, moh, black_list, files, app_settings,
      contacts, contact_additional_phones, tasks, notes, calls, messages, operator_states, exports
      RESTART IDENTITY CASCADE`,
  );
  // Jobs a previous test queued must not run against this test's rows (ids restart at 1).
  await db.execute(sql`DO $$ BEGIN
      IF to_regclass('pgboss.job') IS NOT NULL THEN TRUNCATE pgboss.job; END IF;
    END $$`);
}

export function useTestApp(
  target: DatabaseTarget,
  options: {
    env?: Record<string, string>;
    seed?: boolean;
    resources?: BuildAppOptions['resources'];
    /** Use the app's own mailer (SMTP_URL of `env`) instead of capturing into `ctx.mail`. */
    realMailer?: boolean;
  } = {},
) {
  const ctx = { mail: [] as MailMessage[] } as TestContext;
  let dispose: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const opened = await target.open();
    dispose = opened.dispose;
    ctx.db = opened.database.db;
    ctx.dataDir = mkdtempSync(path.join(tmpdir(), 'crm-test-'));
    ctx.distDir = path.join(ctx.dataDir, 'dist');
    mkdirSync(path.join(ctx.distDir, 'assets'), { recursive: true });
    writeFileSync(path.join(ctx.distDir, 'index.html'), '<!doctype html><title>CRM SPA</title>');
    writeFileSync(path.join(ctx.distDir, 'assets', 'app-1234.js'), 'console.log("app")');
  });

  afterAll(async () => {
    await dispose?.();
    if (ctx.dataDir) rmSync(ctx.dataDir, { recursive: true, force: true });
  });

  // What a test starts from: the demo data, or empty tables (seed: false); put back from seeded-state.ts.
  const startKey = `${target.name}:${options.seed === false ? 'empty' : 'demo'}`;

  beforeEach(async () => {
    const restored = await restoreState(ctx.db, startKey);
    if (!restored) await resetDatabase(ctx.db);
    ctx.mail = [];
    ctx.config = testConfig(ctx.dataDir, options.env);
    ctx.app = buildApp({
      config: ctx.config,
      db: ctx.db,
      mailer: options.realMailer ? undefined : { send: async (m) => void ctx.mail.push(m) },
      resources: options.resources,
    });
    await ctx.app.ready();
    if (restored) return;
    const seededAt = Date.now();
    if (options.seed !== false) await seedDemo(ctx.db, DEMO_PASSWORD);
    await keepState(ctx.db, startKey, seededAt);
  });

  afterEach(async () => {
    await ctx.app?.close();
  });

  return ctx;
}

export const form = (fields: Record<string, string | number | (string | number)[]>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of [value].flat()) params.append(key, String(v));
  }
  return params.toString();
};

/** A form-encoded request, as the client sends POST and PUT bodies. */
export const formRequest = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string | number | (string | number)[]>,
  headers: Record<string, string> = {},
): InjectOptions => ({
  method,
  url,
  payload: form(fields),
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
});

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject(formRequest('POST', '/api/login_check', { email, password }));
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
