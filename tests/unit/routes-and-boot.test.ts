import { describe, expect, it, vi } from 'vitest';
import { normaliseRuntimeConfig } from '@/src/boot/runtime-config';
import { checkVersion, STORED_VERSION_KEY } from '@/src/boot/version-check';
import { breadcrumbTrail } from '@/src/routes/breadcrumb-trail';
import { toRefineResources } from '@/src/routes/refine-resources';
import { shellRoutes } from '@/src/routes/route-registry';
import type { AppRoute } from '@/src/routes/route-types';

describe('breadcrumbTrail', () => {
  it('follows the matched route up its parents', () => {
    expect(breadcrumbTrail(shellRoutes, '/settings/user/list').map((c) => [c.label, c.path])).toEqual([
      ['shell.menu.settings', undefined],
      ['titles.user', '/settings/user/list'],
    ]);
    expect(breadcrumbTrail(shellRoutes, '/dashboard').map((c) => c.label)).toEqual(['shell.menu.dashboard']);
    expect(breadcrumbTrail(shellRoutes, '/nowhere')).toEqual([]);
  });

  it('matches parameters and survives a parent cycle', () => {
    const routes: AppRoute[] = [
      { name: 'a', path: '/a/:id', meta: { label: 'A', parent: 'b', menu: false } },
      { name: 'b', meta: { label: 'B', parent: 'a', menu: true } },
    ];
    expect(breadcrumbTrail(routes, '/a/7').map((c) => c.label)).toEqual(['B', 'A']);
  });
});

describe('toRefineResources', () => {
  it('turns dashboard routes into resources, keeps meta, hides non-menu entries, skips open pages', () => {
    const resources = toRefineResources(shellRoutes);
    // The shell's entries first, then one per generated declaration (tests/unit/resource-routes.test.ts).
    expect(resources.map((r) => r.identifier).slice(0, 2)).toEqual(['dashboard', 'settings']);
    expect(resources.map((r) => r.identifier)).toEqual(
      expect.arrayContaining(['user', 'userGroup', 'statusGroup', 'status', 'tag']),
    );
    const users = resources.find((r) => r.identifier === 'user')!;
    expect(users).toMatchObject({
      name: 'user',
      list: '/settings/user/list',
      meta: {
        parent: 'settings',
        access: { list: ['settings.list', 'user.list'], create: ['settings.list', 'user.create'] },
        hide: false,
        label: 'titles.user',
        labelNs: 'crud',
      },
    });
  });
});

describe('runtime config', () => {
  it('fills what the server left out and keeps flag strings as they are', () => {
    const config = normaliseRuntimeConfig({ title: 'Acme', features: { SHOW_LOGO: 'true' } });
    expect(config).toMatchObject({
      title: 'Acme',
      company_name: 'Call Centre CRM',
      default_locale: 'ru',
      logo: { sidebar: null, sidebar_min: null },
      features: { SHOW_LOGO: 'true' },
    });
    expect(normaliseRuntimeConfig({ default_locale: 'en' } as never).default_locale).toBe('en');
    expect(normaliseRuntimeConfig({ default_locale: 'de' } as never).default_locale).toBe('ru');
  });
});

describe('checkVersion', () => {
  const storageWith = (entries: Record<string, string>) => {
    const map = new Map(Object.entries(entries));
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      clear: () => map.clear(),
      map,
    };
  };
  const reply = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));

  it('clears the storage once when clear_storage is set and the version changed', async () => {
    const storage = storageWith({ [STORED_VERSION_KEY]: '1.0.0', locale: 'en' });
    await checkVersion(reply({ version: '1.1.0', clear_storage: true }), storage as unknown as Storage);
    expect([...storage.map]).toEqual([[STORED_VERSION_KEY, '1.1.0']]);
    storage.setItem('locale', 'en');
    await checkVersion(reply({ version: '1.1.0', clear_storage: true }), storage as unknown as Storage);
    expect(storage.getItem('locale')).toBe('en');
  });

  it('keeps the storage without clear_storage, and only logs a failure', async () => {
    const storage = storageWith({ [STORED_VERSION_KEY]: '1.0.0', locale: 'en' });
    await checkVersion(reply({ version: '2.0.0', clear_storage: false }), storage as unknown as Storage);
    expect(storage.getItem('locale')).toBe('en');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      checkVersion(
        vi.fn(async () => Promise.reject(new Error('offline'))),
        storage as unknown as Storage,
      ),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
