// Issue 10's generated route × role × object matrix: every route that names a contact, note, task, message,
// call or additional phone (config.scope.names, read from the app's own declarations) is called by each demo
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
import { users } from '../../../server/db/schema';
import { isAllowed, parsePermissions, type Role } from '../../../server/shared';
import type { RouteDeclaration } from '../../../server/types';
import { findAuthUser } from '../../../server/users/repository';
import { call, DEMO } from '../contacts-helpers';
import { databaseTargets } from '../helpers/databases';
import { testConfig, useTestApp, type TestContext } from '../helpers/app';
import { SAMPLES, type Caller } from './scope-samples';
import { buildWorld, userIdOf, type Scope } from './scope-world';

async function scopedRoutes(): Promise<RouteDeclaration[]> {
  const app = buildApp({
    config: testConfig(mkdtempSync(path.join(tmpdir(), 'crm-scope-'))),
    db: {} as never,
  });
  await app.ready();
  const routes = listRoutes(app).filter((r) => r.method !== 'HEAD' && r.scope?.names);
  await app.close();
  return routes;
}
const ROUTES = await scopedRoutes();
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
  const [row] = await ctx.db
    .select({ extension: users.extension_username })
    .from(users)
    .where(eq(users.id, id));
  const me: Caller = { id, role: auth.role, extension: row.extension };
  return { me, permissions: parsePermissions(auth.permissions), token: await ctx.app.tokens.sign(id) };
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
});
