// The generator's route half: what each declaration becomes in the route registry.
import { describe, expect, it } from 'vitest';
import { filterMenuByAccess } from '@/src/layouts/sidebar/menu-access';
import { defineResource, type ResourceDeclaration } from '@/src/resources/define';
import { RESOURCES } from '@/src/resources';
import { RESOURCE_ICONS } from '@/src/resources/ui/icons';
import { actionKeys, resourceRoutes } from '@/src/resources/ui/routes';
import { crudTexts } from '@/src/resources/ui/texts';
import { breadcrumbTrail } from '@/src/routes/breadcrumb-trail';
import { guardOf, decideRouteAccess } from '@/src/routes/route-guard';
import { toRefineResources } from '@/src/routes/refine-resources';
import { shellPaths, shellRoutes } from '@/src/routes/route-registry';

const widget = defineResource({
  name: 'widget',
  api: 'the_widget',
  route: '/settings/widget',
  label: { en: 'Widgets', ru: 'Виджеты' },
  menu: { parent: 'settings', icon: 'TagsOutlined', order: 70 },
  permissions: { list: 'tag.list', create: 'tag.create', update: 'tag.update', delete: 'tag.delete' },
  requires: ['settings.list'],
  fields: [{ name: 'title', type: 'string', label: { en: 'Title', ru: 'Название' }, list: {} }],
});

// Only list and update: no create, no delete, no show key (show falls back to the list key).
const readMostly = defineResource({
  name: 'gadget',
  route: '/settings/gadget',
  label: { en: 'Gadgets', ru: 'Гаджеты' },
  permissions: { list: 'status.list', update: 'status.update' },
  fields: [],
});

const byName = (routes: ReturnType<typeof resourceRoutes>) => new Map(routes.map((r) => [r.name, r]));

describe('resourceRoutes', () => {
  it('makes list, create, update, show and a redirect, each needing requires + its own key', () => {
    const routes = byName(resourceRoutes([widget]));
    expect([...routes.keys()]).toEqual([
      'widget',
      'widget.create',
      'widget.edit',
      'widget.show',
      'widget.index',
    ]);
    expect(routes.get('widget')).toMatchObject({
      path: '/settings/widget/list',
      resource: 'the_widget',
      meta: {
        label: 'titles.widget',
        labelNs: 'crud',
        parent: 'settings',
        order: 70,
        menu: true,
        access: { list: ['settings.list', 'tag.list'] },
      },
    });
    expect(routes.get('widget.create')).toMatchObject({
      path: '/settings/widget/create',
      owner: { name: 'widget', action: 'create' },
      meta: { parent: 'widget', menu: false, access: { create: ['settings.list', 'tag.create'] } },
    });
    expect(routes.get('widget.edit')).toMatchObject({
      path: '/settings/widget/update/:id',
      meta: { access: { edit: ['settings.list', 'tag.update'] } },
    });
    expect(routes.get('widget.show')).toMatchObject({
      path: '/settings/widget/show/:id',
      meta: { access: { show: ['settings.list', 'tag.list'] } },
    });
    expect(routes.get('widget.index')).toMatchObject({
      path: '/settings/widget',
      redirectTo: '/settings/widget/list',
    });
    expect(routes.get('widget')?.load).toBeTypeOf('function');
  });

  it('gives missing actions no route and no key for their button', () => {
    const routes = byName(resourceRoutes([readMostly]));
    expect([...routes.keys()]).toEqual(['gadget', 'gadget.edit', 'gadget.show', 'gadget.index']);
    expect(actionKeys(readMostly)).toEqual({
      list: ['status.list'],
      show: ['status.list'],
      edit: ['status.update'],
    });
    // No menu declared: a page, but no sidebar entry.
    expect(routes.get('gadget')?.meta.menu).toBe(false);
  });

  it('the status declaration (no status.delete) offers no delete', () => {
    const status = RESOURCES.find((r) => r.name === 'status')!;
    expect(actionKeys(status).delete).toBeUndefined();
    expect(actionKeys(status).edit).toEqual(['settings.list', 'status.update']);
  });

  it('a page guard follows its keys: a supervisor without tag.create may list but not create', () => {
    const routes = byName(resourceRoutes([widget]));
    const visitor = {
      authenticated: true,
      user: { role: 'ROLE_SUPERVISOR' as const, permissions: ['settings.list', 'tag.list'] },
    };
    expect(decideRouteAccess(guardOf(routes.get('widget')!), visitor)).toBe('allow');
    expect(decideRouteAccess(guardOf(routes.get('widget.show')!), visitor)).toBe('allow');
    expect(decideRouteAccess(guardOf(routes.get('widget.create')!), visitor)).toBe('login');
    const noSettings = {
      authenticated: true,
      user: { role: 'ROLE_SUPERVISOR' as const, permissions: ['tag.list'] },
    };
    expect(decideRouteAccess(guardOf(routes.get('widget')!), noSettings)).toBe('login');
  });
});

describe('the generated routes in the registry', () => {
  it('every declared icon is in the icon set, and resolves to an element', () => {
    for (const r of RESOURCES) {
      if (!r.menu) continue;
      expect(Object.keys(RESOURCE_ICONS), `${r.name}: ${r.menu.icon}`).toContain(r.menu.icon);
      const resource = toRefineResources(shellRoutes).find((res) => res.identifier === r.name);
      expect(resource?.meta?.icon, r.name).toBeTruthy();
    }
  });

  it('every menu parent is an entry of the registry', () => {
    const names = new Set(shellRoutes.map((r) => r.name));
    for (const r of RESOURCES) if (r.menu?.parent) expect(names, r.name).toContain(r.menu.parent);
  });

  it('paths are unique and reserved from plugins', () => {
    const paths = shellPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining(['/settings/tag/list', '/settings/tag/update/:id', '/settings/tag']),
    );
  });

  it('Refine gets one resource per declaration, with its pages and per-action keys', () => {
    const resources = toRefineResources(shellRoutes);
    const statusGroup = resources.find((r) => r.identifier === 'statusGroup')!;
    expect(statusGroup).toMatchObject({
      name: 'status_group',
      list: '/settings/statusGroup/list',
      create: '/settings/statusGroup/create',
      edit: '/settings/statusGroup/update/:id',
      show: '/settings/statusGroup/show/:id',
      meta: {
        parent: 'settings',
        access: {
          list: ['settings.list', 'statusGroup.list'],
          create: ['settings.list', 'statusGroup.create'],
          edit: ['settings.list', 'statusGroup.update'],
          delete: ['settings.list', 'statusGroup.delete'],
        },
      },
    });
    expect(resources.some((r) => String(r.identifier).includes('.'))).toBe(false);
  });

  it('the menu shows a generated entry only with its list keys', () => {
    interface Node {
      key: string;
      route?: string;
      meta?: Record<string, unknown>;
      children: Node[];
    }
    const tree: Node[] = [
      {
        key: 'settings',
        meta: { access: { list: 'settings.list' } },
        children: toRefineResources(shellRoutes)
          .filter((r) => r.meta?.parent === 'settings')
          .map((r) => ({ key: String(r.identifier), route: String(r.list), meta: r.meta, children: [] })),
      },
    ];
    const keysOf = (permissions: string[]) =>
      filterMenuByAccess(tree, { role: 'ROLE_SUPERVISOR', permissions })[0]?.children.map((c) => c.key) ?? [];
    expect(keysOf(['settings.list', 'tag.list', 'user.list']).sort()).toEqual(['tag', 'user']);
    expect(keysOf(['settings.list', 'status.create'])).toEqual([]);
  });

  it('breadcrumbs of a create page: Settings, the list, then the action', () => {
    expect(
      breadcrumbTrail(shellRoutes, '/settings/tag/update/7').map((c) => [c.label, c.labelNs, c.path]),
    ).toEqual([
      ['shell.menu.settings', undefined, undefined],
      ['titles.tag', 'crud', '/settings/tag/list'],
      ['action.edit', 'crud', '/settings/tag/update/:id'],
    ]);
  });

  it('titles come from the declarations in both languages', () => {
    const texts = crudTexts(RESOURCES as ResourceDeclaration[]);
    expect(texts.en.titles).toMatchObject({ tag: 'Tags', statusGroup: 'Status groups' });
    expect(texts.ru.titles).toMatchObject({ tag: 'Теги', userGroup: 'Группы пользователей' });
  });
});
