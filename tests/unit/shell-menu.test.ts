import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@/src/boot/runtime-config';
import { helpMenuFor, HELP_DOCS_PATH } from '@/src/layouts/sidebar/help-menu';
import { filterMenuByAccess, orderMenu } from '@/src/layouts/sidebar/menu-access';
import type { PermissionKey, Role } from '@/src/permissions/catalogue';

interface Item {
  key: string;
  route?: string;
  meta?: { access?: { list: PermissionKey | PermissionKey[] }; roles?: Role[]; href?: string };
  children: Item[];
}

const menu: Item[] = [
  { key: 'dashboard', route: '/dashboard', meta: { access: { list: 'dashboard.list' } }, children: [] },
  {
    key: 'settings',
    meta: { access: { list: 'settings.list' } },
    children: [
      {
        key: 'users',
        route: '/settings/user/list',
        meta: { access: { list: ['settings.list', 'user.list'] } },
        children: [],
      },
      {
        key: 'trunks',
        route: '/settings/trunk/list',
        meta: { access: { list: ['settings.list', 'trunk.list'] } },
        children: [],
      },
    ],
  },
  {
    key: 'monitor',
    route: '/new/monitor',
    meta: { access: { list: 'monitoring.list' }, roles: ['ROLE_SUPERVISOR'] },
    children: [],
  },
];

const keys = (items: Item[]): string[] => items.flatMap((i) => [i.key, ...keys(i.children)]);

describe('filterMenuByAccess (spec 000 2.2)', () => {
  it('admin sees everything', () => {
    expect(keys(filterMenuByAccess(menu, { role: 'ROLE_ADMIN', permissions: [] }))).toEqual([
      'dashboard',
      'settings',
      'users',
      'trunks',
      'monitor',
    ]);
  });

  it('others see what their keys or their role allow', () => {
    const supervisor = {
      role: 'ROLE_SUPERVISOR' as const,
      permissions: ['dashboard.list', 'settings.list', 'user.list'],
    };
    expect(keys(filterMenuByAccess(menu, supervisor))).toEqual(['dashboard', 'settings', 'users', 'monitor']);
    expect(
      keys(filterMenuByAccess(menu, { role: 'ROLE_OPERATOR', permissions: ['dashboard.list'] })),
    ).toEqual(['dashboard']);
  });

  it('a group whose children are all hidden disappears', () => {
    const onlyGroupKey = { role: 'ROLE_GUEST' as const, permissions: ['settings.list'] };
    expect(keys(filterMenuByAccess(menu, onlyGroupKey))).toEqual([]);
  });
});

describe('helpMenuFor (spec 000 2.1)', () => {
  const withLogo: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG, features: { SHOW_LOGO: 'true' } };

  it('is absent unless SHOW_LOGO is the string true', () => {
    expect(helpMenuFor('ROLE_ADMIN', DEFAULT_RUNTIME_CONFIG)).toBeNull();
    expect(
      helpMenuFor('ROLE_ADMIN', { ...DEFAULT_RUNTIME_CONFIG, features: { SHOW_LOGO: 'false' } }),
    ).toBeNull();
  });

  it('is for admin, supervisor and operator, never guest', () => {
    expect(helpMenuFor('ROLE_GUEST', withLogo)).toBeNull();
    for (const role of ['ROLE_ADMIN', 'ROLE_SUPERVISOR', 'ROLE_OPERATOR'] as const) {
      const help = helpMenuFor(role, withLogo);
      expect(help?.links.map((l) => l.key)).toEqual([
        'quickstartVideo',
        'adminVideo',
        'operatorVideo',
        'adminGuide',
        'operatorGuide',
      ]);
      expect(help?.links.every((l) => l.href.startsWith(`${HELP_DOCS_PATH}/`))).toBe(true);
    }
  });

  it('has the integrations submenu for admin and supervisor only', () => {
    expect(helpMenuFor('ROLE_ADMIN', withLogo)?.integrations).toHaveLength(3);
    expect(helpMenuFor('ROLE_SUPERVISOR', withLogo)?.integrations).toHaveLength(3);
    expect(helpMenuFor('ROLE_OPERATOR', withLogo)?.integrations).toBeNull();
  });
});

describe('orderMenu', () => {
  it('orders every level by meta.order, a group by its own order, unordered entries last in place', () => {
    const item = (
      key: string,
      order?: number,
      children: { key: string; meta?: { order?: number }; children: never[] }[] = [],
    ) => ({
      key,
      meta: order === undefined ? {} : { order },
      children,
    });
    const menu = [
      item('settings', 900, [item('tags', 80), item('users', 10)] as never),
      item('dashboard', 0),
      item('free'),
      item('projects', 10),
    ];
    const keys = (items: { key: string; children: unknown[] }[]): string[] =>
      items.flatMap((i) => [i.key, ...keys(i.children as never)]);
    expect(keys(orderMenu(menu as never) as never)).toEqual([
      'dashboard',
      'projects',
      'settings',
      'users',
      'tags',
      'free',
    ]);
  });
});
