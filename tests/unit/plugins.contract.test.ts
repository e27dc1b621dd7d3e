// The contract every plugin keeps (docs/writing-a-plugin.md). Reads plugins/ from disk, so a new
// folder is checked the moment it exists, and fails if it is not listed in plugins/index.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { plugins } from '@/plugins';
import { isSlotName } from '@/src/plugin-api/slots';
import type { LazyComponent, PluginDefinition } from '@/src/plugin-api/types';
import { registerPlugins } from '@/src/plugin-host/register-plugins';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PLUGINS_DIR = join(ROOT, 'plugins');
const PLUGIN_API = '@/src/plugin-api';
/** What index.ts imports instead: the declaration-time API, which keeps the SDK out of the login page. */
const PLUGIN_DECLARE = '@/src/plugin-api/declare';

const folders = readdirSync(PLUGINS_DIR).filter((name) => statSync(join(PLUGINS_DIR, name)).isDirectory());

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(name) ? [path] : [];
  });

/** Every module specifier a file mentions: static and dynamic imports, re-exports, require. */
function specifiers(source: string): string[] {
  // Comments are prose ("an import's counters"), and `import` inside a name or a path ('contact-import',
  // '/campaign/import') is none: a side-effect import starts its line, a dynamic one stands as a word.
  const code = withoutComments(source);
  const patterns = [
    /\b(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /(?<![\w$./-])import\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1]));
}

/**
 * The plugin's own files that a source loads at once: value imports, side-effect imports and re-exports of a
 * relative path (`import type` and `import()` load nothing then).
 */
const staticOwnImports = (source: string): string[] =>
  [
    ...withoutComments(source).matchAll(
      /^\s*(?:import|export)\s+(?!type\b)[^'"]*?\sfrom\s*['"](\.[^'"]*)['"]|^\s*import\s*['"](\.[^'"]*)['"]/gm,
    ),
  ].map((m) => m[1] ?? m[2]);

/** The source without its block and line comments (a `//` after a colon or a quote is a URL or a string). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"])\/\/.*$/gm, '$1');

const packageName = (spec: string) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];

/** HTTP clients and data layers a plugin reaches only through the SDK (useApiQuery, useApiMutation, apiCall). */
const TRANSPORTS = ['axios', '@tanstack/react-query', '@refinedev/core'];

/** Why an import is not allowed, or null when it is. */
function forbidden(spec: string, file: string, folder: string): string | null {
  const declaration = file === join(folder, 'index.ts');
  if (declaration && spec === PLUGIN_API) return `index.ts loads at startup: import from '${PLUGIN_DECLARE}'`;
  if (spec === (declaration ? PLUGIN_DECLARE : PLUGIN_API)) return null;
  if (TRANSPORTS.includes(packageName(spec))) return `calls the API outside the SDK: use '${PLUGIN_API}'`;
  if (spec.startsWith('.')) {
    const target = resolve(dirname(file), spec);
    return relative(folder, target).startsWith('..') ? 'reaches outside the plugin folder' : null;
  }
  if (spec.startsWith('@/')) return `shell internals: import only from '${PLUGIN_API}'`;
  if (spec.startsWith('/') || /^(src|plugins|providers|server)\//.test(spec)) return 'not an npm package';
  return existsSync(join(ROOT, 'node_modules', packageName(spec)))
    ? null
    : 'no such npm package is installed';
}

/**
 * Where a source checks access by itself instead of through the plugin API's `can` and named rules (which
 * the server applies too): it reads the permission keys, compares or switches on a role, or names one. A
 * `roles: [...]` list of a route or slot item is a declaration the host checks with `can`, so it is left out;
 * so are comments.
 */
function ownAccessChecks(source: string): string[] {
  const code = withoutComments(source).replace(/\broles\s*:\s*\[[^\]]*\]/g, '');
  const patterns = [
    /\.permissions\b/g,
    /\brole\s*[!=]==?|[!=]==?\s*[\w.?]*\brole\b/g,
    /\bswitch\s*\([^)]*\brole\b/g,
    /['"`]ROLE_[A-Z]+['"`]/g,
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[0]));
}

/** Calls around the SDK that no import reveals: the browser's own fetch and XMLHttpRequest. */
const directCalls = (source: string): string[] =>
  [...source.matchAll(/\b(fetch\s*\(|new\s+XMLHttpRequest\b)/g)].map((m) => m[1].replace(/\s+/g, ' '));

const flatKeys = (tree: unknown, prefix = ''): string[] =>
  tree && typeof tree === 'object'
    ? Object.entries(tree).flatMap(([k, v]) => flatKeys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

const isComponent = (value: unknown) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

const loadersOf = (plugin: PluginDefinition): [string, LazyComponent<never>][] => [
  ...(plugin.routes ?? []).map((r): [string, LazyComponent<never>] => [
    `route ${r.path}`,
    r.load as LazyComponent<never>,
  ]),
  ...Object.entries(plugin.slots ?? {}).flatMap(([slot, items]) =>
    (items ?? []).map((item): [string, LazyComponent<never>] => [
      `slot ${slot} / ${item.id}`,
      item.load as LazyComponent<never>,
    ]),
  ),
];

describe('plugins/index.ts', () => {
  it('lists every plugin folder, and nothing else', async () => {
    const listed = await Promise.all(
      folders.map(async (folder) => {
        const module = (await import(`../../plugins/${folder}/index.ts`)) as { default: PluginDefinition };
        return [folder, plugins.includes(module.default)] as const;
      }),
    );
    expect(listed.filter(([, isListed]) => !isListed).map(([folder]) => folder)).toEqual([]);
    expect(plugins).toHaveLength(folders.length);
  });

  it('registers cleanly next to the shell (no duplicate ids, slot items, paths or menu keys)', () => {
    expect(() => registerPlugins(plugins)).not.toThrow();
  });
});

describe.each(folders)('plugin %s', (folder) => {
  const dir = join(PLUGINS_DIR, folder);
  const load = async () =>
    ((await import(`../../plugins/${folder}/index.ts`)) as { default: PluginDefinition }).default;

  it('has an id equal to its folder name', async () => {
    expect((await load()).id).toBe(folder);
  });

  it('index.ts has exactly one export, the default definePlugin(...)', async () => {
    const source = readFileSync(join(dir, 'index.ts'), 'utf8');
    const exports = source.match(/^\s*export\b.*$/gm) ?? [];
    expect(exports).toHaveLength(1);
    expect(exports[0]).toMatch(/^\s*export default definePlugin\(/);
    expect(Object.keys(await import(`../../plugins/${folder}/index.ts`))).toEqual(['default']);
  });

  it("index.ts loads its own files only through import(): a plugin's code comes with its route or slot, never with the shell", () => {
    expect(staticOwnImports(readFileSync(join(dir, 'index.ts'), 'utf8'))).toEqual([]);
  });

  it('uses only known slots', async () => {
    const names = Object.keys((await load()).slots ?? {});
    expect(names.filter((name) => !isSlotName(name))).toEqual([]);
  });

  it('ships i18n in en and ru with the same keys', async () => {
    const { i18n } = await load();
    if (!i18n) return;
    expect(i18n.en).toBeTruthy();
    expect(i18n.ru).toBeTruthy();
    expect(flatKeys(i18n.ru).sort()).toEqual(flatKeys(i18n.en).sort());
  });

  it('every lazy load resolves to a component', async () => {
    const loaders = loadersOf(await load());
    for (const [what, loader] of loaders) {
      const module = await loader();
      expect(isComponent(module.default), `${what} default export`).toBe(true);
    }
  });

  it(`imports only ${PLUGIN_API}, npm packages and its own files`, () => {
    const problems = sourceFiles(dir).flatMap((file) =>
      specifiers(readFileSync(file, 'utf8')).flatMap((spec) => {
        const why = forbidden(spec, file, dir);
        return why ? [`${relative(ROOT, file)}: '${spec}' ${why}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('calls the API only through the SDK (no fetch or XMLHttpRequest of its own)', () => {
    const problems = sourceFiles(dir).flatMap((file) =>
      directCalls(readFileSync(file, 'utf8')).map((call) => `${relative(ROOT, file)}: ${call}`),
    );
    expect(problems).toEqual([]);
  });

  it('checks access only through can and the named rules of @/src/plugin-api', () => {
    const problems = sourceFiles(dir).flatMap((file) =>
      ownAccessChecks(readFileSync(file, 'utf8')).map((found) => `${relative(ROOT, file)}: ${found}`),
    );
    expect(problems).toEqual([]);
  });
});

describe('the access-check scanner itself', () => {
  it('finds keys read and roles compared, switched on or named', () => {
    expect(ownAccessChecks("const ok = user.permissions.includes('global.call');")).toEqual(['.permissions']);
    expect(ownAccessChecks("if (ctx.user.role === 'ROLE_ADMIN') go();")).toHaveLength(2);
    expect(ownAccessChecks("const x = 'ROLE_GUEST' !== user?.role;")).toHaveLength(2);
    expect(ownAccessChecks('const same = role !== other;')).toEqual(['role !==']);
    expect(ownAccessChecks('switch (user.role) {}')).toEqual(['switch (user.role']);
    expect(ownAccessChecks("['ROLE_OPERATOR'].includes(user.role)")).toEqual(["'ROLE_OPERATOR'"]);
  });
  it('leaves out comments, role declarations and the SDK calls', () => {
    const source = [
      '// An operator (ROLE_OPERATOR) sees user.permissions? No: can() reads them.',
      '/* role === x */',
      "const item = { roles: ['ROLE_ADMIN', 'ROLE_SUPERVISOR'], load };",
      "const allowed = can(user, 'global.call') && mayChangeOperator(user);",
      "const url = 'http://host/role'; // user.role === 'ROLE_ADMIN'",
    ].join('\n');
    expect(ownAccessChecks(source)).toEqual([]);
  });
});

describe('the import scanner itself', () => {
  const file = join(PLUGINS_DIR, 'demo', 'Widget.tsx');
  const dir = join(PLUGINS_DIR, 'demo');
  it('finds every kind of specifier', () => {
    const source = `import a from 'antd';\nimport type { B } from "@/src/plugin-api";\nimport './x.css';\nexport { c } from './c';\nconst d = () => import('../other/d');\nimport {\n  e,\n} from '@/providers/http-client';`;
    expect(specifiers(source).sort()).toEqual(
      ['../other/d', './c', './x.css', '@/providers/http-client', '@/src/plugin-api', 'antd'].sort(),
    );
  });
  it('reads no import into comments, names or paths that say "import"', () => {
    const source = [
      "// An import's counters, and the import 'page'.",
      "const { t } = useTranslation('contact-import');",
      "body.append('file', file);",
      '<Link to="/campaign/import">{t(\'newImport\')}</Link>',
    ].join('\n');
    expect(specifiers(source)).toEqual([]);
  });
  it('allows the plugin API, npm packages and files inside the folder; refuses the rest', () => {
    expect(forbidden('@/src/plugin-api', file, dir)).toBeNull();
    expect(forbidden('antd', file, dir)).toBeNull();
    expect(forbidden('@ant-design/icons', file, dir)).toBeNull();
    expect(forbidden('./util', file, dir)).toBeNull();
    expect(forbidden('../other/d', file, dir)).toMatch(/outside/);
    expect(forbidden('@/src/plugin-api/registry', file, dir)).toMatch(/shell internals/);
    expect(forbidden('@/providers/http-client', file, dir)).toMatch(/shell internals/);
    expect(forbidden('src/session/current-user', file, dir)).toMatch(/not an npm package/);
    expect(forbidden('left-pad-that-is-not-installed', file, dir)).toMatch(/no such npm package/);
    expect(forbidden('@/src/plugin-api/declare', file, dir)).toMatch(/shell internals/);
  });
  it("keeps index.ts to the declaration-time API, so the SDK's data layer stays out of the login page", () => {
    const index = join(dir, 'index.ts');
    expect(forbidden('@/src/plugin-api/declare', index, dir)).toBeNull();
    expect(forbidden('@/src/plugin-api', index, dir)).toMatch(/loads at startup/);
    expect(forbidden('axios', file, dir)).toMatch(/outside the SDK/);
    expect(forbidden('@tanstack/react-query', file, dir)).toMatch(/outside the SDK/);
    expect(forbidden('@refinedev/core', file, dir)).toMatch(/outside the SDK/);
  });
  it("finds index.ts's own files loaded at once, and not those loaded later or for their types", () => {
    const source = [
      "import { definePlugin } from '@/src/plugin-api/declare';",
      "import texts from './texts';",
      "import './style.css';",
      "export { helper } from './helper';",
      "import type { Props } from './Page';",
      "const load = () => import('./Page');",
      "// import wrong from './commented';",
    ].join('\n');
    expect(staticOwnImports(source)).toEqual(['./texts', './style.css', './helper']);
  });

  it('finds direct calls of fetch and XMLHttpRequest, and not words that merely contain them', () => {
    const source = `const a = await fetch('/api/ping');\nconst x = new XMLHttpRequest();\nrefetch();\nprefetchAll();`;
    expect(directCalls(source)).toEqual(['fetch(', 'new XMLHttpRequest']);
  });
});
