import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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

describe('what the login page imports (issue 14, "Fast first paint")', () => {
  const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

  /** A project file's path for a specifier, or null for an npm package. */
  const fileOf = (from: string, spec: string): string | null => {
    const base = spec.startsWith('@/')
      ? join(ROOT, spec.slice(2))
      : spec.startsWith('.')
        ? join(dirname(from), spec)
        : null;
    if (!base) return null;
    const found = EXTENSIONS.map((ext) => base + ext).find(
      (path) => existsSync(path) && statSync(path).isFile(),
    );
    if (!found) throw new Error(`${relative(ROOT, from)}: cannot resolve '${spec}'`);
    return found;
  };

  /** Value imports and re-exports a source makes at load time (not `import type`, not `import()`). */
  const staticImports = (source: string) => {
    const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    return [
      ...[...code.matchAll(/^\s*import\s+(?!type\b)([^'"]*?)\s*from\s*['"]([^'"]+)['"]/gm)].map((m) => ({
        spec: m[2],
        names: (/\{([^}]*)\}/.exec(m[1])?.[1] ?? '').split(',').map((n) => n.trim().split(/\s+as\s+/)[0]),
      })),
      ...[...code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)].map((m) => ({ spec: m[1], names: [] })),
      ...[...code.matchAll(/^\s*export\s+(?!type\b)[^'"]*?from\s*['"]([^'"]+)['"]/gm)].map((m) => ({
        spec: m[1],
        names: [],
      })),
    ];
  };

  /** Every project file and npm import the login page loads: the entry, then the open pages of open-routes.ts. */
  function loginPageGraph() {
    const files = new Set<string>();
    const packages = new Map<string, Set<string>>();
    const visit = (file: string) => {
      if (files.has(file) || /\.css$/.test(file)) return;
      files.add(file);
      for (const { spec, names } of staticImports(readFileSync(file, 'utf8'))) {
        const target = fileOf(file, spec);
        if (target) visit(target);
        else packages.set(spec, new Set([...(packages.get(spec) ?? []), ...names.filter(Boolean)]));
      }
    };
    visit(join(ROOT, 'src/main.tsx'));
    const openRoutes = join(ROOT, 'src/routes/open-routes.ts');
    for (const [, spec] of readFileSync(openRoutes, 'utf8').matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g))
      visit(fileOf(openRoutes, spec)!);
    return { files: [...files].map((file) => relative(ROOT, file)), packages };
  }

  it('reaches none of the signed-in part: no route model, plugins, i18next, Refine or transport', () => {
    const { files, packages } = loginPageGraph();
    expect(files).toEqual(expect.arrayContaining(['src/main.tsx', 'src/pages/login/LoginPage.tsx']));
    expect(files.length).toBeGreaterThan(20);
    const signedIn =
      /^(plugins\/|src\/(resources|plugin-host|layouts\/(?!SecurityLayout))|src\/routes\/(route-registry|SignedInRoutes)|src\/SignedInApp|src\/i18n\/index\.ts|providers\/(http-client|auth-provider|data-provider))/;
    expect(files.filter((file) => signedIn.test(file))).toEqual([]);
    const heavyPackages =
      /^(i18next|react-i18next|@refinedev\/|@tanstack\/|axios|socket\.io-client|jssip|dayjs)/;
    expect([...packages.keys()].filter((name) => heavyPackages.test(name))).toEqual([]);
  });

  it("takes from antd only what a login form shows: no Form, Tooltip, TextArea (Input's barrel), Typography or Select", () => {
    const { packages } = loginPageGraph();
    const fromBarrel = [...(packages.get('antd') ?? [])];
    const heavy = [
      'Form',
      'Input',
      'Tooltip',
      'Typography',
      'Select',
      'Card',
      'Spin',
      'Modal',
      'Table',
      'Dropdown',
    ];
    expect(fromBarrel.filter((name) => heavy.includes(name))).toEqual([]);
    const deep = [...packages.keys()].filter((name) => name.startsWith('antd/'));
    expect(
      deep.filter((name) => /\/(form|tooltip|typography|select|input\/(index|TextArea))/.test(name)),
    ).toEqual([]);
  });
});
