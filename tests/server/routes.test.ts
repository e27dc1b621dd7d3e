// Every route declares its permission; an undeclared route stops the app from starting.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { isRoutePermission, listRoutes } from '../../server/auth/route-permissions';
import { SERVER_RESOURCES } from '../../server/resources/registry';
import type { Db } from '../../server/db/client';
import { apiName, keysFor, RESOURCES } from '../../server/from-client';
import { testConfig } from './helpers/app';

const dataDir = mkdtempSync(path.join(tmpdir(), 'crm-routes-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
// Registration never touches the database.
const newApp = () => buildApp({ config: testConfig(dataDir), db: {} as Db });

/** Routes as Fastify's router prints them, with the `permission` metadata of each (independent of listRoutes). */
function routerTable(app: FastifyInstance) {
  const lines = app.printRoutes({ includeMeta: ['permission'] }).split('\n');
  const routes: { method: string; url: string; permission: unknown }[] = [];
  const stack: string[] = [];
  lines.forEach((line, i) => {
    const branch = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    // Methods of the same path under another permission print on a line of their own, with no branch.
    const same = branch ? null : /^[│ ]*(\S.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (branch) {
      const depth = branch[1].length / 4;
      stack.length = depth;
      stack[depth] = branch[2];
    }
    const methods = branch ? branch[3] : same && same[1] === stack[stack.length - 1] ? same[2] : undefined;
    if (!methods) return;
    // find-my-way prints the metadata as JSON: "user.list", or ["settings.list","tag.list"].
    const meta = /^[│ ]*• \(permission\) (.*)$/.exec(lines[i + 1] ?? '');
    for (const method of methods.split(', '))
      routes.push({ method, url: stack.join(''), permission: meta ? JSON.parse(meta[1]) : null });
  });
  return routes;
}

describe('route permission declarations', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = newApp();
  });
  afterEach(() => app.close());

  it('every registered route declares a valid permission', async () => {
    await app.ready();
    const table = routerTable(app);
    expect(table.length).toBeGreaterThanOrEqual(15);
    for (const route of table) {
      const text = `${route.method} ${route.url}: ${JSON.stringify(route.permission)}`;
      expect(isRoutePermission(route.permission), text).toBe(true);
    }
    const key = (r: { method: string; url: string; permission: unknown }) =>
      `${r.method} ${r.url} ${JSON.stringify(r.permission)}`;
    expect(table.map(key).sort()).toEqual(listRoutes(app).map(key).sort());
  });

  it('declares the contract routes with the contract permissions', async () => {
    await app.ready();
    const declared = Object.fromEntries(listRoutes(app).map((r) => [`${r.method} ${r.url}`, r.permission]));
    expect(declared).toMatchObject({
      'POST /api/login_check': 'public',
      'POST /api/logout': 'authenticated',
      'GET /api/user/get': 'authenticated',
      'PUT /api/user/set/offset_timestamp': 'authenticated',
      'POST /api/restore': 'public',
      'POST /api/restore/reset': 'public',
      'GET /api/user/list': ['settings.list', 'user.list'], // generated from the `user` declaration
      'GET /api/robot/campaign/list': 'campaign.list',
      'GET /api/robot/campaign/list_monitoring': 'monitoring.list',
      'GET /api/robot/campaign/getTransferPhones/:campaign_id': 'global.call',
      'GET /api/template_card/labels/:id': 'contact.show',
      'GET /api/config': 'public',
      'GET /api/ping': 'authenticated',
      'GET /version.json': 'public',
      'GET /*': 'public',
      'GET /custom/*': 'public',
    });
  });

  it('declares every generated resource route with [...requires, action key]', async () => {
    await app.ready();
    const declared = listRoutes(app);
    for (const r of RESOURCES) {
      const base = `/api/${apiName(r)}`;
      const expected: [string, string, ReturnType<typeof keysFor>][] = [
        ['GET', `${base}/list`, keysFor(r, 'list')],
        ['GET', `${base}/list/`, keysFor(r, 'list')],
        ['GET', `${base}/:id`, keysFor(r, 'show')],
        ['POST', `${base}/create`, keysFor(r, 'create')],
        ['PUT', `${base}/update/:id`, keysFor(r, 'update')],
        ['DELETE', `${base}/delete/:id`, keysFor(r, 'delete')],
        ['POST', `${base}/copy/:id`, keysFor(r, 'copy')],
      ];
      const listAlso = SERVER_RESOURCES.find((s) => s.name === r.name)?.hooks?.listAlso;
      for (const [method, url, keys] of expected) {
        const route = declared.find((d) => d.method === method && d.url === url);
        // A list other screens read too opens with its own keys or with those (`listAlso`).
        const permission = listAlso && url.includes('/list') ? { anyOf: [keys, listAlso] } : keys;
        // An action the declaration does not name has no route at all.
        expect(route?.permission ?? null, `${method} ${url}`).toEqual(permission);
        if (keys) expect(keys).toEqual([...(r.requires ?? []), keys.at(-1)]);
      }
    }
  });

  it('accepts a non-empty list of catalogue keys, and nothing else', async () => {
    app.get('/api/both', { config: { permission: ['settings.list', 'tag.list'] } }, async () => 'x');
    expect(() => app.get('/api/none', { config: { permission: [] } }, async () => 'x')).toThrow(
      /must declare config\.permission/,
    );
    expect(() =>
      app.get('/api/typo2', { config: { permission: ['tag.list', 'tag.fly'] as never } }, async () => 'x'),
    ).toThrow(/"tag\.fly"/);
    await app.ready();
    expect(listRoutes(app).find((r) => r.url === '/api/both')?.permission).toEqual([
      'settings.list',
      'tag.list',
    ]);
  });

  it('accepts { anyOf } of keys and key lists, and refuses an empty or unknown alternative', async () => {
    app.get(
      '/api/either',
      { config: { permission: { anyOf: [['settings.list', 'tag.list'], 'contact.show'] } } },
      async () => 'x',
    );
    for (const bad of [{ anyOf: [] }, { anyOf: [[]] }, { anyOf: ['tag.fly'] }, { allOf: ['tag.list'] }]) {
      expect(() =>
        app.get(
          `/api/bad${JSON.stringify(bad).length}`,
          { config: { permission: bad as never } },
          async () => 'x',
        ),
      ).toThrow(/must declare config\.permission/);
    }
    await app.ready();
    expect(listRoutes(app).find((r) => r.url === '/api/either')?.permission).toEqual({
      anyOf: [['settings.list', 'tag.list'], 'contact.show'],
    });
  });

  it('throws when a route without a declaration is registered', () => {
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/must declare config\.permission/);
    expect(() => app.get('/api/empty', { config: {} }, async () => 'x')).toThrow(/undeclared|must declare/);
  });

  it('throws for a permission that is not in the catalogue', () => {
    expect(() =>
      app.get('/api/typo', { config: { permission: 'user.fly' as never } }, async () => 'x'),
    ).toThrow(/"user\.fly"/);
  });

  it('refuses to start when a plugin registers an undeclared route', async () => {
    app.register(async (instance) => {
      instance.post('/api/sneaky', async () => 'x');
    });
    await expect(app.ready()).rejects.toThrow(/POST \/api\/sneaky must declare config\.permission/);
  });

  it('accepts catalogue keys and the two special values', async () => {
    app.get('/api/a', { config: { permission: 'contact.taskDeleteOverdue' } }, async () => 'a');
    app.get('/api/b', { config: { permission: 'authenticated' } }, async () => 'b');
    app.get('/api/c', { config: { permission: 'public' } }, async () => 'c');
    await app.ready();
    expect(listRoutes(app).filter((r) => ['/api/a', '/api/b', '/api/c'].includes(r.url))).toHaveLength(6);
  });
});
