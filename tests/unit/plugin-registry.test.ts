import { describe, expect, it, vi } from 'vitest';
import { createPluginRegistry, normalisePath, PluginRegistrationError } from '@/src/plugin-api/registry';
import { visibleSlotItems } from '@/src/plugin-api/slot-filter';
import type { BaseSlotContext } from '@/src/plugin-api/slots';
import type { PluginDefinition, SlotItem } from '@/src/plugin-api/types';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import type { CurrentUser } from '@/src/session/current-user';
import type { PermissionKey, Role } from '@/src/permissions/catalogue';

const Nothing = () => null;
const load = async () => ({ default: Nothing });

const plugin = (id: string, rest: Partial<PluginDefinition> = {}): PluginDefinition => ({ id, ...rest });

const userWith = (role: Role, permissions: PermissionKey[] = []): CurrentUser => ({
  id: 1,
  role,
  fullName: 'Test User',
  email: 't@example.com',
  extension: null,
  permissions,
  raw: { id: 1, role, full_name: 'Test User', email: 't@example.com' },
});

const ctxFor = (user: CurrentUser): BaseSlotContext => ({ user, config: DEFAULT_RUNTIME_CONFIG });

describe('plugin registry: loud validation', () => {
  it('refuses a second plugin with the same id', () => {
    const registry = createPluginRegistry();
    registry.register(plugin('ping'));
    expect(() => registry.register(plugin('ping'))).toThrow(PluginRegistrationError);
    expect(() => registry.register(plugin('ping'))).toThrow(
      'Plugin "ping": is registered twice (duplicate plugin id)',
    );
  });

  it('refuses ids that are not kebab-case folder names', () => {
    expect(() => createPluginRegistry().register(plugin('Ping_Plugin'))).toThrow(/kebab-case/);
  });

  it('refuses an unknown slot name and lists the known ones', () => {
    const bad = { id: 'x', slots: { topbr: [{ id: 'a', load }] } } as unknown as PluginDefinition;
    expect(() => createPluginRegistry().register(bad)).toThrow(
      'Plugin "x": slot "topbr" is unknown (known slots: topbar, topbar.userMenu, dashboard.widgets, contactCard.modal, contactCard.tabs, contactCard.callBar, settings.pages, softphone.area)',
    );
  });

  it('refuses the same item id twice in one slot, across plugins and within one', () => {
    const registry = createPluginRegistry();
    registry.register(plugin('a', { slots: { topbar: [{ id: 'clock', load }] } }));
    expect(() => registry.register(plugin('b', { slots: { topbar: [{ id: 'clock', load }] } }))).toThrow(
      'Plugin "b": slot "topbar" item "clock" duplicates an item id of plugin "a" in the same slot',
    );
    expect(() =>
      registry.register(
        plugin('c', {
          slots: {
            'dashboard.widgets': [
              { id: 'w', load },
              { id: 'w', load },
            ],
          },
        }),
      ),
    ).toThrow(/item "w" duplicates an item id of plugin "c"/);
  });

  it('allows the same item id in different slots', () => {
    const registry = createPluginRegistry();
    registry.register(
      plugin('a', { slots: { topbar: [{ id: 'x', load }], 'softphone.area': [{ id: 'x', load }] } }),
    );
    expect(registry.slotItems('topbar')).toHaveLength(1);
    expect(registry.slotItems('softphone.area')).toHaveLength(1);
  });

  it('refuses a route clashing with a shell path or another plugin route (trailing slash, case, param names)', () => {
    const registry = createPluginRegistry({ reservedPaths: ['/login', '/settings/user/list'] });
    expect(() => registry.register(plugin('a', { routes: [{ path: '/login', title: 't', load }] }))).toThrow(
      'Plugin "a": route "/login" clashes with a path already registered by the shell',
    );
    expect(() =>
      registry.register(plugin('a', { routes: [{ path: '/Settings/User/List/', title: 't', load }] })),
    ).toThrow(/clashes with a path already registered by the shell/);
    registry.register(plugin('b', { routes: [{ path: '/report/:id', title: 't', load }] }));
    expect(() =>
      registry.register(plugin('c', { routes: [{ path: '/report/:reportId', title: 't', load }] })),
    ).toThrow('Plugin "c": route "/report/:reportId" clashes with a path already registered by plugin "b"');
    expect(() =>
      registry.register(
        plugin('d', {
          routes: [
            { path: '/x', title: 't', load },
            { path: '/x/', title: 't', load },
          ],
        }),
      ),
    ).toThrow(/clashes with a path already registered by plugin "d"/);
  });

  it('refuses a menu key the shell or another plugin already uses', () => {
    const registry = createPluginRegistry({ reservedMenuKeys: ['settings'] });
    expect(() => registry.register(plugin('a', { menu: [{ key: 'settings', label: 'x' }] }))).toThrow(
      'Plugin "a": menu item "settings" duplicates an existing menu key',
    );
    registry.register(plugin('b', { menu: [{ key: 'reports', label: 'x' }] }));
    expect(() => registry.register(plugin('c', { menu: [{ key: 'reports', label: 'y' }] }))).toThrow(
      /duplicates/,
    );
  });

  it('refuses relative paths, unknown permission keys and roles', () => {
    const registry = createPluginRegistry();
    expect(() => registry.register(plugin('a', { routes: [{ path: 'reports', title: 't', load }] }))).toThrow(
      /absolute path/,
    );
    const badKey = {
      id: 'b',
      slots: { topbar: [{ id: 'i', permission: 'no.such', load }] },
    } as unknown as PluginDefinition;
    expect(() => registry.register(badKey)).toThrow(
      'Plugin "b": slot "topbar" item "i" names unknown permission "no.such"',
    );
    const badRole = {
      id: 'c',
      routes: [{ path: '/c', title: 't', roles: ['ROLE_BOSS'], load }],
    } as unknown as PluginDefinition;
    expect(() => registry.register(badRole)).toThrow(/unknown role "ROLE_BOSS"/);
  });

  it('refuses i18n without both languages', () => {
    const half = { id: 'a', i18n: { en: { x: 'X' } } } as unknown as PluginDefinition;
    expect(() => createPluginRegistry().register(half)).toThrow(
      'Plugin "a": i18n must provide both "en" and "ru"',
    );
  });

  it('leaves the registry untouched when a plugin is refused', () => {
    const registry = createPluginRegistry();
    const bad = plugin('a', {
      routes: [{ path: '/a', title: 't', load }],
      slots: {
        topbar: [
          { id: 'ok', load },
          { id: 'ok', load },
        ],
      },
    });
    expect(() => registry.register(bad)).toThrow();
    expect(registry.plugins).toHaveLength(0);
    expect(registry.slotItems('topbar')).toHaveLength(0);
    // The path was not taken by the refused plugin.
    registry.register(plugin('b', { routes: [{ path: '/a', title: 't', load }] }));
    expect(registry.routes().map((r) => r.pluginId)).toEqual(['b']);
  });

  it('sorts slot items by order, unordered last in registration order, and tags their plugin', () => {
    const registry = createPluginRegistry();
    registry.register(
      plugin('a', {
        slots: {
          topbar: [
            { id: 'late', load },
            { id: 'second', order: 20, load },
          ],
        },
      }),
    );
    registry.register(
      plugin('b', {
        slots: {
          topbar: [
            { id: 'first', order: 10, load },
            { id: 'last', load },
          ],
        },
      }),
    );
    expect(registry.slotItems('topbar').map((i) => `${i.pluginId}/${i.id}`)).toEqual([
      'b/first',
      'a/second',
      'a/late',
      'b/last',
    ]);
  });
});

describe('normalisePath', () => {
  it('ignores trailing slashes, case and parameter names', () => {
    expect(normalisePath('/A/b/')).toBe('/a/b');
    expect(normalisePath('/x/:id/edit')).toBe(normalisePath('/x/:userId/edit'));
    expect(normalisePath('/')).toBe('/');
  });
});

describe('slot items a user sees', () => {
  const items: SlotItem<'topbar'>[] = [
    { id: 'everyone', load },
    { id: 'callers', permission: 'global.call', load },
    { id: 'settings-users', permission: ['settings.list', 'user.list'], load },
    { id: 'supervisors', roles: ['ROLE_SUPERVISOR'], load },
    { id: 'key-or-role', permission: 'monitoring.list', roles: ['ROLE_OPERATOR'], load },
    { id: 'with-logo', when: (ctx) => ctx.config.features.SHOW_LOGO === 'true', load },
  ];
  const ids = (user: CurrentUser, ctx = ctxFor(user)) => visibleSlotItems(items, ctx).map((i) => i.id);

  it('admin sees every item that passes `when`', () => {
    expect(ids(userWith('ROLE_ADMIN'))).toEqual([
      'everyone',
      'callers',
      'settings-users',
      'supervisors',
      'key-or-role',
    ]);
  });

  it('others need every listed key, or a listed role', () => {
    expect(ids(userWith('ROLE_OPERATOR', ['global.call']))).toEqual(['everyone', 'callers', 'key-or-role']);
    expect(ids(userWith('ROLE_SUPERVISOR', ['settings.list']))).toEqual(['everyone', 'supervisors']);
    expect(ids(userWith('ROLE_GUEST', ['settings.list', 'user.list', 'monitoring.list']))).toEqual([
      'everyone',
      'settings-users',
      'key-or-role',
    ]);
  });

  it('`when` sees the slot context', () => {
    const user = userWith('ROLE_GUEST');
    const ctx = { user, config: { ...DEFAULT_RUNTIME_CONFIG, features: { SHOW_LOGO: 'true' } } };
    expect(ids(user, ctx)).toEqual(['everyone', 'with-logo']);
  });

  it('a throwing `when` hides only its item, and is logged', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken: SlotItem<'topbar'>[] = [
      { id: 'ok', load },
      {
        id: 'broken',
        when: () => {
          throw new Error('boom');
        },
        load,
      },
    ];
    expect(visibleSlotItems(broken, ctxFor(userWith('ROLE_ADMIN'))).map((i) => i.id)).toEqual(['ok']);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"broken"'), expect.any(Error));
    error.mockRestore();
  });
});
