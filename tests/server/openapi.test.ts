// The published API (issue 11): the OpenAPI document generated from the route schemas, for admins only, with
// each route's permission and the spec's paths and parameter names; every documented route declares the
// reply of its success status; the browsable reference page loads only what the app's CSP allows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifySchema, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import { isInternalRoute } from '../../server/openapi/document';
import { bearer, login, testConfig, useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { tokenWith } from './helpers/resource-api';

type Operation = {
  description?: string;
  parameters?: { name: string; in: string }[];
  responses: Record<string, { description?: string }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('reply schemas', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-openapi-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('every documented route declares the reply of its success status', async () => {
    // Registration never touches the database; the hook sees every route the plugins add at ready().
    const app = buildApp({ config: testConfig(dataDir), db: {} as Db });
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => void routes.push(route));
    await app.ready();
    await app.close();
    const documented = routes.filter((r) => r.method !== 'HEAD' && !isInternalRoute(r.url, r.schema));
    expect(documented.length).toBeGreaterThan(100);
    const lacking = documented
      .filter(
        (r) => !Object.keys((r.schema as FastifySchema)?.response ?? {}).some((s) => /^2(\d\d|xx)$/i.test(s)),
      )
      .map((r) => `${r.method} ${r.url}`);
    expect(lacking).toEqual([]);
  });
});

describe.each(databaseTargets)('the API document on $name', (target) => {
  const ctx = useTestApp(target);
  const fetchDocument = async (token?: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/openapi.json', headers: token ? bearer(token) : {} });

  it('is served to admins only', async () => {
    expect((await fetchDocument()).statusCode).toBe(401);
    for (const email of ['supervisor@demo.local', 'operator@demo.local']) {
      expect((await fetchDocument(await login(ctx.app, email))).statusCode, email).toBe(403);
    }
    // Whoever edits permission groups reads it, whatever their role.
    const manager = await tokenWith(ctx, ['settings.list', 'permission.update'], 'ROLE_OPERATOR');
    expect((await fetchDocument(manager)).statusCode).toBe(200);
    expect((await fetchDocument(await login(ctx.app, 'admin@demo.local'))).statusCode).toBe(200);
  });

  it("lists the spec's paths and parameter names with each route's permission", async () => {
    const res = await fetchDocument(await login(ctx.app, 'admin@demo.local'));
    const doc = res.json() as Document;
    expect(doc.openapi).toMatch(/^3\./);
    const op = (p: string, method: string) => {
      expect(doc.paths[p]?.[method], `${method} ${p}`).toBeDefined();
      return doc.paths[p][method];
    };
    expect(op('/api/contact/{id}', 'get').description).toContain('Permission: contact.show.');
    expect(op('/api/message/list/{contactId}', 'get').parameters).toContainEqual(
      expect.objectContaining({ name: 'contactId', in: 'path' }),
    );
    expect(op('/api/contact/create_additional_phone/{contactId}', 'put').responses).toHaveProperty('201');
    expect(op('/api/task/delete/{id}', 'delete').responses).toHaveProperty('204');
    expect(op('/node/device_state_change/', 'get').description).toContain('Permission: global.call.');
    expect(op('/api/user/list', 'get').description).toContain('settings.list and user.list');
    expect(op('/api/login_check', 'post').description).toContain('Permission: none (public).');
    expect(op('/api/ping', 'get').description).toContain('any signed-in user');
    // The legacy user calls (spec 001 section 7) beside the resource's own.
    expect(op('/api/users', 'post').description).toContain('settings.list and user.create');
    expect(op('/api/users/{id}', 'put').description).toContain('settings.list and user.update');
    expect(op('/api/users/{id}', 'get').description).toContain('settings.list and user.list');
    expect(op('/version.json', 'get').responses['200'].description).toContain('version file');
    // Internal routes stay out: the SPA's files, logos, guides and the reference page.
    const paths = Object.keys(doc.paths);
    expect(
      paths.filter((p) => p.includes('*') || p.startsWith('/api/reference') || p.includes('openapi')),
    ).toEqual([]);
    // Every operation documents its success reply and the shared error shape.
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
        expect(success.length, `${method} ${p}`).toBeGreaterThan(0);
        for (const [, reply] of success)
          expect(reply.description, `${method} ${p}`).not.toBe('Default Response');
        expect(operation.responses, `${method} ${p}`).toHaveProperty('4XX');
      }
    }
  });

  it('keeps every field of a reply that has a schema (nothing dropped by the serializer)', async () => {
    const auth = bearer(await login(ctx.app, 'admin@demo.local'));
    const config = (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(Object.keys(config).sort()).toEqual(
      ['company_name', 'default_locale', 'features', 'logo', 'title', 'version'].sort(),
    );
    expect(Object.keys(config.logo).sort()).toEqual(['sidebar', 'sidebar_min']);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/user/get', headers: auth })).json();
    expect(me).toMatchObject({ role: 'ROLE_ADMIN', email: 'admin@demo.local' });
    expect(me.permission_group).toHaveProperty('permissions');
  });

  it('has a reference page whose every script and style loads from the app itself, as its CSP requires', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/reference' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    // No inline script: every <script> names a file of this app, and no element carries an event attribute.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/ src="\/api\/reference\/[\w.-]+\.js"/);
      expect(body.trim()).toBe('');
    }
    expect(page.body).not.toMatch(/\son\w+=/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBe(3);
    for (const url of assets) {
      expect(url.startsWith('/api/reference/'), url).toBe(true);
      const asset = await ctx.app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['content-type'], url).toMatch(
        url.endsWith('.css') ? /text\/css/ : /text\/javascript/,
      );
      expect(asset.body.length, url).toBeGreaterThan(100);
    }
    // The page's script asks for the guarded document with the signed-in user's token.
    const script = (await ctx.app.inject({ method: 'GET', url: '/api/reference/reference.js' })).body;
    expect(script).toContain("url: '/api/openapi.json'");
    expect(script).toContain('Bearer');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/reference/package.json' })).statusCode).toBe(
      404,
    );
  });
});
