// Issue 10's generated route × role × object matrix: every route that names a contact, note, task, message,
// call, additional phone (config.scope.names, read from the app's own declarations) is called by each demo
// role on an object in and out of that role's projects. The expected answer is the rules': 403 without the
// route's keys; 403 out of sight for operators and guests; otherwise the route's own answer.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { listRoutes } from '../../../server/auth/route-permissions';
import { seesEveryProject } from '../../../server/auth/scope/visible';
import { permissionGroups, users } from '../../../server/db/schema';
import {
  isAllowed,
  parsePermissions,
  PERMISSION_KEYS,
  type PermissionKey,
  type Role,
} from '../../../server/from-client';
import type { RouteDeclaration } from '../../../server/types';
import { findAuthUser } from '../../../server/users/repository';
import { call, DEMO, type Payload } from '../contacts-helpers';
import { databaseTargets } from '../helpers/databases';
import { testConfig, useTestApp, type TestContext } from '../helpers/app';
import { SAMPLES, type Caller } from './scope-samples';
import { userWith } from '../tasks-helpers';
import { buildWorld, userIdOf, type Scope, type World } from './scope-world';

async function scopedRoutesWhere(keep: (r: RouteDeclaration) => boolean): Promise<RouteDeclaration[]> {
  const app = buildApp({
    config: testConfig(mkdtempSync(path.join(tmpdir(), 'crm-scope-'))),
    db: {} as never,
  });
  await app.ready();
  const routes = listRoutes(app).filter((r) => r.method !== 'HEAD' && keep(r));
  await app.close();
  return routes;
}
const ROUTES = await scopedRoutesWhere((r) => Boolean(r.scope?.names));
const keyOf = (r: RouteDeclaration) => `${r.method} ${r.url}`;

function holds(
  user: { role: Role; permissions: string[] },
  permission: RouteDeclaration['permission'],
): boolean {
  if (permission === 'public' || permission === 'authenticated') return true;
  const alternatives =
    typeof permission === 'object' && 'anyOf' in permission ? permission.anyOf : [permission];
  return alternatives.some((keys) => isAllowed(user, keys));
}

async function callerOf(ctx: TestContext, email: string) {
  const id = await userIdOf(ctx, email);
  const auth = (await findAuthUser(ctx.db, id))!;
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  const me: Caller = { id, role: auth.role, extension: row.extension_username };
  return { me, permissions: parsePermissions(auth.permissions), token: await ctx.app.tokens.sign(row) };
}

it('has a sample for every scoped route and no sample for a route that is gone', () => {
  expect(ROUTES.length).toBeGreaterThan(25);
  expect(Object.keys(SAMPLES).sort()).toEqual(ROUTES.map(keyOf).sort());
});

describe.each(databaseTargets)('route × role × object on $name', (target) => {
  const ctx = useTestApp(target, { env: { MAILER_ENABLED: 'true', MAIL_FROM: 'CRM <crm@test.local>' } });

  it.each(ROUTES.map(keyOf))('%s answers each role as the rules say', async (route) => {
    const declaration = ROUTES.find((r) => keyOf(r) === route)!;
    const sample = SAMPLES[route];
    const admin = await userIdOf(ctx, DEMO.admin);
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const email of Object.values(DEMO)) {
      const { me, permissions, token } = await callerOf(ctx, email);
      const keyed =
        holds({ role: me.role, permissions }, declaration.permission) &&
        isAllowed({ role: me.role, permissions }, sample.needs ?? []);
      for (const scope of ['in', 'out'] as Scope[]) {
        // Out of sight a task is someone else's: the caller's own task stays theirs (docs/security.md).
        const owner = scope === 'in' || seesEveryProject({ ...me, email, permissions }) ? me.id : admin;
        const world = await buildWorld(ctx, scope, me.id, owner);
        const refusedByScope = scope === 'out' && !seesEveryProject({ ...me, email, permissions });
        const expected = !keyed || refusedByScope ? 403 : (sample.otherwise?.(me) ?? sample.ok);
        const res = await call(
          ctx,
          route.split(' ')[0] as 'GET',
          sample.url(world, me),
          token,
          sample.payload?.(world),
        );
        seen.push(`${me.role} ${scope}: ${res.statusCode}`);
        wanted.push(`${me.role} ${scope}: ${expected}`);
      }
    }
    expect(seen).toEqual(wanted);
  });

  // Each object a request names is checked on its own: a contact in sight does not let through a call,
  // project, phone or file of another project sent beside it. The objects are those the sample sends (not the
  // route's declaration, so dropping a declared name fails here). The caller is an operator holding every key
  // (with an extension), so the in-sight request answers the route's own `ok` and only the scope can refuse.
  it.each(ROUTES.map(keyOf))(
    '%s refuses each object it names out of sight, beside others in sight',
    async (route) => {
      const sample = SAMPLES[route];
      const operator = await userWith(ctx, 'ROLE_OPERATOR', PERMISSION_KEYS);
      const extension = `9${operator.id}`;
      await ctx.db.update(users).set({ extension_username: extension }).where(eq(users.id, operator.id));
      const me: Caller = { id: operator.id, role: 'ROLE_OPERATOR', extension };
      const request = (w: World) => ({ url: sample.url(w, me), payload: sample.payload?.(w) });
      const send = (w: World) =>
        call(ctx, route.split(' ')[0] as 'GET', request(w).url, operator.token, request(w).payload);
      expect((await send(await buildWorld(ctx, 'in', me.id, me.id))).statusCode).toBe(sample.ok);
      const named: (keyof World)[] = [];
      for (const field of OBJECT_FIELDS) {
        const mine = await buildWorld(ctx, 'in', me.id, me.id);
        // Someone else's task: the caller's own would stay theirs out of sight (docs/security.md).
        const foreign = await buildWorld(ctx, 'out', me.id, await userIdOf(ctx, DEMO.admin));
        const mixed = { ...mine, [field]: foreign[field] };
        if (JSON.stringify(request(mixed)) === JSON.stringify(request(mine))) continue;
        named.push(field);
        expect((await send(mixed)).statusCode, field).toBe(403);
      }
      expect(named.length).toBeGreaterThan(0);
    },
  );
});

/** The objects of a World a request may name (its phone is a number to dial, not an object). */
const OBJECT_FIELDS: (keyof World)[] = [
  'project',
  'contact',
  'additionalPhone',
  'note',
  'task',
  'call',
  'file',
];

// Routes that take a user id: reading needs the keys alone; changing or deleting a user also needs the caller
// to hold everything the target holds (grants.test.ts has the attacks). "in": an operator of an empty
// permission group, whom anyone holding the keys may change; "out": an administrator.
const USER_SAMPLES: Record<
  string,
  {
    url: (id: number) => string;
    payload?: Payload;
    ok: number;
    grants: boolean;
    /** A route open to every signed-in user about themself: what asking about another user needs. */
    othersNeed?: PermissionKey[];
  }
> = {
  'GET /api/user/:id': { url: (id) => `/api/user/${id}`, ok: 200, grants: false },
  'PUT /api/user/update/:id': {
    url: (id) => `/api/user/update/${id}`,
    payload: { full_name: 'Renamed' },
    ok: 200,
    grants: true,
  },
  'DELETE /api/user/delete/:id': { url: (id) => `/api/user/delete/${id}`, ok: 204, grants: true },
  'GET /api/user/trunk/:id': {
    url: (id) => `/api/user/trunk/${id}`,
    ok: 200,
    grants: false,
    othersNeed: ['settings.list', 'user.list'],
  },
};
const USER_ROUTES = await scopedRoutesWhere((r) => /^\/api\/user\/.*:id$/.test(r.url));

it('has a sample for every route that takes a user id in its path', () => {
  expect(Object.keys(USER_SAMPLES).sort()).toEqual(USER_ROUTES.map(keyOf).sort());
});

describe.each(databaseTargets)('user id routes × role × target on $name', (target) => {
  const ctx = useTestApp(target);
  let serial = 0;
  async function targetUser(scope: Scope): Promise<number> {
    serial += 1;
    const [group] = await ctx.db
      .select()
      .from(permissionGroups)
      .where(eq(permissionGroups.title, 'Administrators'));
    const [empty] = await ctx.db
      .insert(permissionGroups)
      .values({ title: `Empty ${serial}`, permissions: '' })
      .returning();
    const [row] = await ctx.db
      .insert(users)
      .values({
        role: scope === 'in' ? 'ROLE_OPERATOR' : 'ROLE_ADMIN',
        full_name: `Target ${serial}`,
        email: `target${serial}@users.test`,
        password_hash: 'scrypt$unused',
        permission_group_id: scope === 'in' ? empty.id : group.id,
      })
      .returning({ id: users.id });
    return row.id;
  }

  it.each(Object.keys(USER_SAMPLES))('%s answers each role as the rules say', async (route) => {
    const declaration = USER_ROUTES.find((r) => keyOf(r) === route)!;
    const sample = USER_SAMPLES[route];
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const email of Object.values(DEMO)) {
      const { me, permissions, token } = await callerOf(ctx, email);
      const keyed = sample.othersNeed
        ? isAllowed({ role: me.role, permissions }, sample.othersNeed)
        : holds({ role: me.role, permissions }, declaration.permission);
      for (const scope of ['in', 'out'] as Scope[]) {
        const id = await targetUser(scope);
        const refused = !keyed || (sample.grants && scope === 'out' && me.role !== 'ROLE_ADMIN');
        const res = await call(ctx, route.split(' ')[0] as 'GET', sample.url(id), token, sample.payload);
        seen.push(`${me.role} ${scope}: ${res.statusCode}`);
        wanted.push(`${me.role} ${scope}: ${refused ? 403 : sample.ok}`);
      }
    }
    expect(seen).toEqual(wanted);
  });
});
