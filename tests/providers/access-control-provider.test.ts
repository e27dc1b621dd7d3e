import { describe, expect, it } from 'vitest';
import { accessControlProvider, canUser } from '@/providers/access-control-provider';
import { needOf } from '@/src/permissions/access-map';
import { sessionState } from '@/providers/session-state';
import { signIn, useApiServer, withRole } from './helpers';

useApiServer();

const can = (meta: Record<string, unknown> | undefined, action = 'list') =>
  accessControlProvider.can({ resource: 'x', action, params: { resource: { name: 'x', meta } } });

describe('accessControlProvider.can', () => {
  it('ROLE_ADMIN passes every check, even without the key', async () => {
    signIn(withRole('ROLE_ADMIN', ''));
    await expect(can({ access: { list: 'permission.delete' } })).resolves.toEqual({ can: true });
    await expect(
      can({ access: { list: ['trunk.create', 'call.delete'] }, roles: ['ROLE_GUEST'] }),
    ).resolves.toEqual({
      can: true,
    });
  });

  it('a user holding the key passes; one without it is denied with a reason', async () => {
    signIn(withRole('ROLE_OPERATOR', 'dashboard.list,contact.list'));
    await expect(can({ access: { list: 'contact.list' } })).resolves.toEqual({ can: true });
    await expect(can({ access: { list: 'user.list' } })).resolves.toEqual({
      can: false,
      reason: 'У пользователя нет прав доступа',
    });
  });

  it('an array needs every key', async () => {
    signIn(withRole('ROLE_SUPERVISOR', 'settings.list,user.list'));
    await expect(can({ access: { list: ['settings.list', 'user.list'] } })).resolves.toMatchObject({
      can: true,
    });
    await expect(can({ access: { list: ['settings.list', 'trunk.list'] } })).resolves.toMatchObject({
      can: false,
    });
  });

  it('a listed role passes without the key; roles alone admit only those roles', async () => {
    signIn(withRole('ROLE_SUPERVISOR', ''));
    await expect(
      can({ access: { list: 'monitoring.list' }, roles: ['ROLE_SUPERVISOR'] }),
    ).resolves.toMatchObject({
      can: true,
    });
    await expect(can({ roles: ['ROLE_SUPERVISOR'] })).resolves.toMatchObject({ can: true });
    await expect(can({ roles: ['ROLE_OPERATOR'] })).resolves.toMatchObject({ can: false });
  });

  it('a resource without a permission is open to any signed-in user', async () => {
    signIn(withRole('ROLE_GUEST', ''));
    await expect(can(undefined)).resolves.toEqual({ can: true });
    await expect(can({ label: 'Sovcom' })).resolves.toEqual({ can: true });
  });

  it('no user: everything is denied', async () => {
    await expect(can(undefined)).resolves.toMatchObject({ can: false });
    await expect(can({ access: { list: 'dashboard.list' } })).resolves.toMatchObject({ can: false });
  });

  it('a per-action map follows the action (clone counts as create)', async () => {
    signIn(withRole('ROLE_SUPERVISOR', 'user.list,user.create'));
    const meta = { access: { list: 'user.list', create: 'user.create', edit: 'user.update' } };
    await expect(can(meta, 'list')).resolves.toMatchObject({ can: true });
    await expect(can(meta, 'clone')).resolves.toMatchObject({ can: true });
    await expect(can(meta, 'edit')).resolves.toMatchObject({ can: false });
    await expect(can(meta, 'show')).resolves.toMatchObject({ can: true });
  });

  it('reads the user of the session store before the cookie', async () => {
    signIn(withRole('ROLE_OPERATOR', ''));
    sessionState.set({ user: withRole('ROLE_OPERATOR', 'kpi.list') });
    await expect(can({ access: { list: 'kpi.list' } })).resolves.toMatchObject({ can: true });
  });
});

describe('canUser and needOf', () => {
  it('checks a key for the shell and the plugin registry', () => {
    expect(canUser('dashboard.list')).toBe(false);
    signIn(withRole('ROLE_OPERATOR', 'dashboard.list,global.call'));
    expect(canUser()).toBe(true);
    expect(canUser('global.call')).toBe(true);
    expect(canUser(['global.call', 'dashboard.list'])).toBe(true);
    expect(canUser('monitoring.list')).toBe(false);
    expect(canUser('monitoring.list', ['ROLE_OPERATOR'])).toBe(true);
  });

  it('needOf gives a single rule to every action and picks from maps', () => {
    expect(needOf({ list: 'contact.list' }, 'edit')).toBe('contact.list');
    expect(needOf({ edit: 'contact.update' }, 'edit')).toBe('contact.update');
    expect(needOf({ edit: 'contact.update' }, 'list')).toBeUndefined();
    expect(needOf(undefined, 'list')).toBeUndefined();
  });
});
