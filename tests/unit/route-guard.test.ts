import { describe, expect, it } from 'vitest';
import { decideRouteAccess, guardOf, type Visitor } from '@/src/routes/route-guard';
import { shellRoutes } from '@/src/routes/route-registry';
import type { PermissionKey, Role } from '@/src/permissions/catalogue';

const signedIn = (role: Role, permissions: PermissionKey[] = []): Visitor => ({
  authenticated: true,
  user: { role, permissions },
});
const anonymous: Visitor = { authenticated: false, user: null };

describe('decideRouteAccess (spec 000 2.1)', () => {
  it('open routes (login, restore) let everyone in', () => {
    expect(decideRouteAccess({ open: true }, anonymous)).toBe('allow');
    expect(decideRouteAccess({ open: true, permission: 'user.list' }, anonymous)).toBe('allow');
  });

  it('every other route needs authentication', () => {
    expect(decideRouteAccess({}, anonymous)).toBe('login');
    expect(decideRouteAccess({ permission: 'dashboard.list' }, anonymous)).toBe('login');
    // A token without a loaded user is not enough either.
    expect(decideRouteAccess({}, { authenticated: true, user: null })).toBe('login');
    expect(decideRouteAccess({}, signedIn('ROLE_GUEST'))).toBe('allow');
  });

  it('ROLE_ADMIN passes every permission, even without holding it', () => {
    expect(decideRouteAccess({ permission: ['settings.list', 'user.list'] }, signedIn('ROLE_ADMIN'))).toBe(
      'allow',
    );
    expect(decideRouteAccess({ roles: ['ROLE_OPERATOR'] }, signedIn('ROLE_ADMIN'))).toBe('allow');
  });

  it('a single key must be held', () => {
    expect(
      decideRouteAccess({ permission: 'dashboard.list' }, signedIn('ROLE_OPERATOR', ['dashboard.list'])),
    ).toBe('allow');
    expect(
      decideRouteAccess({ permission: 'dashboard.list' }, signedIn('ROLE_OPERATOR', ['contact.list'])),
    ).toBe('login');
  });

  it('an array needs every key', () => {
    const route = { permission: ['settings.list', 'user.list'] as PermissionKey[] };
    expect(decideRouteAccess(route, signedIn('ROLE_SUPERVISOR', ['settings.list', 'user.list']))).toBe(
      'allow',
    );
    expect(decideRouteAccess(route, signedIn('ROLE_SUPERVISOR', ['settings.list']))).toBe('login');
    expect(decideRouteAccess(route, signedIn('ROLE_SUPERVISOR', ['user.list']))).toBe('login');
  });

  it('a role listed on the route passes without the key; other roles still need it', () => {
    const route = { permission: 'monitoring.list' as const, roles: ['ROLE_SUPERVISOR'] as Role[] };
    expect(decideRouteAccess(route, signedIn('ROLE_SUPERVISOR'))).toBe('allow');
    expect(decideRouteAccess(route, signedIn('ROLE_OPERATOR'))).toBe('login');
    expect(decideRouteAccess(route, signedIn('ROLE_OPERATOR', ['monitoring.list']))).toBe('allow');
    expect(decideRouteAccess({ roles: ['ROLE_SUPERVISOR'] }, signedIn('ROLE_GUEST'))).toBe('login');
  });
});

describe('the shell route registry under the guard', () => {
  const rule = (name: string) => guardOf(shellRoutes.find((r) => r.name === name)!);

  it('login and restore are open', () => {
    expect(decideRouteAccess(rule('login'), anonymous)).toBe('allow');
    expect(decideRouteAccess(rule('restore'), anonymous)).toBe('allow');
  });

  it('the dashboard needs dashboard.list; users need settings.list and user.list', () => {
    expect(decideRouteAccess(rule('dashboard'), signedIn('ROLE_GUEST', ['dashboard.list']))).toBe('allow');
    expect(decideRouteAccess(rule('dashboard'), signedIn('ROLE_GUEST'))).toBe('login');
    expect(decideRouteAccess(rule('user'), signedIn('ROLE_SUPERVISOR', ['settings.list', 'user.list']))).toBe(
      'allow',
    );
    expect(decideRouteAccess(rule('user'), signedIn('ROLE_OPERATOR', ['dashboard.list']))).toBe('login');
  });
});
