import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { FEATURE_FLAGS } from '../../server/config';
import { databaseTargets } from './helpers/databases';
import { testConfig, useTestApp } from './helpers/app';

const pkg = (await import('../../package.json', { with: { type: 'json' } })).default as { version: string };

describe.each(databaseTargets)('config, version, static files on $name', (target) => {
  const ctx = useTestApp(target, { seed: false });
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  const withEnv = async (
    env: Record<string, string>,
    run: (app: ReturnType<typeof buildApp>) => Promise<void>,
  ) => {
    const app = buildApp({ config: testConfig(ctx.dataDir, env), db: ctx.db });
    try {
      await run(app);
    } finally {
      await app.close();
    }
  };

  it('GET /api/config gives the runtime config with string feature flags', async () => {
    const res = await get('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      title: 'Call Centre CRM',
      company_name: 'Call Centre CRM',
      version: pkg.version,
      default_locale: 'ru',
      logo: { sidebar: null, sidebar_min: null },
      features: Object.fromEntries(FEATURE_FLAGS.map((f) => [f, 'false'])),
    });
    expect(Object.keys(res.json().features)).toHaveLength(11);
  });

  it('GET /api/config reflects the environment', async () => {
    const env = {
      APP_TITLE: 'Acme Calls',
      COMPANY_NAME: 'Acme Ltd',
      DEFAULT_LOCALE: 'en',
      MAILER_ENABLED: 'true',
      SHOW_LOGO: 'yes',
    };
    await withEnv(env, async (app) => {
      const body = (await app.inject({ method: 'GET', url: '/api/config' })).json();
      expect(body).toMatchObject({ title: 'Acme Calls', company_name: 'Acme Ltd', default_locale: 'en' });
      expect(body.features).toMatchObject({ MAILER_ENABLED: 'true', SHOW_LOGO: 'yes', LAST_TAG: 'false' });
    });
  });

  it('reports and serves logos only when the files exist in DATA_DIR/custom/', async () => {
    const custom = path.join(ctx.dataDir, 'custom');
    mkdirSync(custom, { recursive: true });
    writeFileSync(path.join(custom, 'logo_sidebar.png'), 'PNGDATA');
    try {
      expect((await get('/api/config')).json().logo).toEqual({
        sidebar: '/custom/logo_sidebar.png',
        sidebar_min: null,
      });
      writeFileSync(path.join(custom, 'logo_sidebar_min.png'), 'PNGMIN');
      expect((await get('/api/config')).json().logo).toEqual({
        sidebar: '/custom/logo_sidebar.png',
        sidebar_min: '/custom/logo_sidebar_min.png',
      });
      const file = await get('/custom/logo_sidebar.png');
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.body).toBe('PNGDATA');
      expect((await get('/custom/missing.png')).statusCode).toBe(404);
      writeFileSync(path.join(ctx.dataDir, 'secret.txt'), 'TOP-SECRET');
      for (const url of ['/custom/../secret.txt', '/custom/%2e%2e/secret.txt', '/custom/..%2fsecret.txt']) {
        expect((await get(url)).body, url).not.toContain('TOP-SECRET');
      }
      expect((await get('/custom/%2e%2e/%2e%2e/%2e%2e/etc/passwd')).body).not.toContain('root:');
    } finally {
      rmSync(custom, { recursive: true, force: true });
    }
  });

  it('serves the Help guides from DATA_DIR/docs/ at /api/docs/, and nothing outside it', async () => {
    const docs = path.join(ctx.dataDir, 'docs');
    mkdirSync(docs, { recursive: true });
    writeFileSync(path.join(docs, 'operator_guide.pdf'), '%PDF-guide');
    try {
      const file = await get('/api/docs/operator_guide.pdf');
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.body).toBe('%PDF-guide');
      const missing = await get('/api/docs/admin_guide.pdf');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'not_found' });
      writeFileSync(path.join(ctx.dataDir, 'secret.txt'), 'TOP-SECRET');
      expect((await get('/api/docs/%2e%2e/secret.txt')).body).not.toContain('TOP-SECRET');
    } finally {
      rmSync(docs, { recursive: true, force: true });
    }
  });

  it('GET /version.json gives the package version and CLEAR_STORAGE', async () => {
    const res = await get('/version.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: pkg.version, clear_storage: false });
    expect(res.headers['cache-control']).toBe('no-store');
    await withEnv({ CLEAR_STORAGE: 'true' }, async (app) => {
      expect((await app.inject({ method: 'GET', url: '/version.json' })).json()).toEqual({
        version: pkg.version,
        clear_storage: true,
      });
    });
  });

  it('serves the SPA: files from dist/, index.html for unknown paths', async () => {
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/text\/html/);
    expect(index.body).toContain('CRM SPA');
    for (const url of ['/login', '/contacts/42?tab=calls', '/settings/users/list']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('CRM SPA');
    }
    const asset = await get('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.body).toBe('console.log("app")');
    expect((await ctx.app.inject({ method: 'HEAD', url: '/login' })).statusCode).toBe(200);
  });

  it('answers JSON 404 under /api and /node and for other methods, JSON 400 for malformed URLs', async () => {
    for (const url of [
      '/api',
      '/api/nope',
      '/api/user/get/nope', // (/api/user/:id is the generated show route)
      '/node/recognizeCallRecord',
      '/node',
    ]) {
      const res = await get(url, { 'accept-language': 'en' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Not found', code: 'not_found' });
    }
    for (const url of ['/api/%zz', '/%E0%A4%A']) {
      const bad = await get(url, { 'accept-language': 'en' });
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json(), url).toEqual({ message: 'The request could not be read', code: 'bad_request' });
    }
    const post = await ctx.app.inject({ method: 'POST', url: '/login' });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('not_found');
  });

  it('answers JSON 404 for SPA paths when dist/ is not built', async () => {
    const app = buildApp({
      config: { ...ctx.config, distDir: path.join(ctx.dataDir, 'no-dist') },
      db: ctx.db,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/login' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
      expect((await app.inject({ method: 'GET', url: '/version.json' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
