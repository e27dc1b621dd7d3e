// The one access map of a route (src/permissions/access-map.ts) and how plugin routes reach it: the guard,
// the menu and Refine's resource all read the same keys, and a plugin's menu entry may name its icon.
import { describe, expect, it } from 'vitest';
import { needOf } from '@/src/permissions/access-map';
import { createPluginRegistry } from '@/src/plugin-api/registry';
import { pluginAppRoutes } from '@/src/plugin-host/plugin-routes';
import { decideRouteAccess, guardOf } from '@/src/routes/route-guard';
import { toRefineResources } from '@/src/routes/refine-resources';
import { filterMenuByAccess } from '@/src/layouts/sidebar/menu-access';

const load = async () => ({ default: () => null });

describe('needOf', () => {
  const map = { list: ['settings.list', 'tag.list'], create: ['settings.list', 'tag.create'] } as const;

  it('gives an action its own keys, clone the create keys', () => {
    expect(needOf(map, 'create')).toEqual(['settings.list', 'tag.create']);
    expect(needOf(map, 'clone')).toEqual(['settings.list', 'tag.create']);
  });

  it('gives an action the map does not name the list keys, and the list keys by default', () => {
    expect(needOf(map, 'delete')).toEqual(['settings.list', 'tag.list']);
    expect(needOf(map)).toEqual(['settings.list', 'tag.list']);
    expect(needOf(undefined, 'edit')).toBeUndefined();
  });
});

describe('a plugin route in the route model', () => {
  const registry = createPluginRegistry();
  registry.register({
    id: 'reports-demo',
    routes: [
      {
        path: '/reports/demo',
        title: 'title',
        permission: 'report.list',
        roles: ['ROLE_SUPERVISOR'],
        menu: { parent: 'report', iconName: 'PhoneOutlined', order: 5 },
        load,
      },
    ],
  });
  const [route] = pluginAppRoutes(registry);

  it('carries its rule as the access map the guard, the menu and Refine read', () => {
    expect(route.meta.access).toEqual({ list: 'report.list' });
    const operator = { role: 'ROLE_OPERATOR' as const, permissions: ['report.list'] };
    const guest = { role: 'ROLE_GUEST' as const, permissions: [] };
    const supervisor = { role: 'ROLE_SUPERVISOR' as const, permissions: [] };
    expect(decideRouteAccess(guardOf(route), { authenticated: true, user: operator })).toBe('allow');
    expect(decideRouteAccess(guardOf(route), { authenticated: true, user: supervisor })).toBe('allow');
    expect(decideRouteAccess(guardOf(route), { authenticated: true, user: guest })).toBe('login');
    const [resource] = toRefineResources([route]);
    const node = { key: 'demo', route: '/reports/demo', meta: resource.meta, children: [] };
    expect(filterMenuByAccess([node], operator)).toHaveLength(1);
    expect(filterMenuByAccess([node], guest)).toHaveLength(0);
  });

  it('names its menu icon like a resource does, and the Refine resource gets the element', () => {
    expect(route.meta.iconName).toBe('PhoneOutlined');
    const [resource] = toRefineResources([route]);
    expect(resource.meta?.icon).toBeTruthy();
  });
});
