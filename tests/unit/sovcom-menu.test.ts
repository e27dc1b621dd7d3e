// The Sovcom entry's menu flag (spec 000 section 2.1): hidden only when SOVCOM_CHECK is the string 'false';
// the page keeps its guard either way. And the menu filter's `menuWhen`, which carries such flags.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@/src/boot/runtime-config';
import { filterMenuByAccess } from '@/src/layouts/sidebar/menu-access';
import { guardOf } from '@/src/routes/route-guard';
import { shellRoutes } from '@/src/routes/route-registry';

const withFlag = (value?: string): RuntimeConfig => ({
  ...DEFAULT_RUNTIME_CONFIG,
  features: value === undefined ? {} : { SOVCOM_CHECK: value },
});

const admin = { role: 'ROLE_ADMIN' as const, permissions: [] };

describe('the Sovcom menu entry', () => {
  const sovcom = shellRoutes.find((r) => r.name === 'sovcom')!;

  it('sits under Settings at /settings/sovcom, guarded by settings.list and sovcom.list', () => {
    expect(sovcom).toMatchObject({ path: '/settings/sovcom', meta: { parent: 'settings', menu: true } });
    expect(guardOf(sovcom).permission).toEqual(['settings.list', 'sovcom.list']);
  });

  it("is left out of the menu only when the flag is the string 'false'", () => {
    const when = sovcom.meta.menuWhen!;
    expect(when(withFlag('false'))).toBe(false);
    expect(when(withFlag('true'))).toBe(true);
    expect(when(withFlag('1'))).toBe(true);
    expect(when(withFlag())).toBe(true);
  });
});

describe('filterMenuByAccess with menuWhen', () => {
  interface Node {
    key: string;
    route?: string;
    meta?: Record<string, unknown>;
    children: Node[];
  }
  const flagged: Node = {
    key: 'sovcom',
    route: '/settings/sovcom',
    meta: {
      access: { list: ['settings.list', 'sovcom.list'] },
      menuWhen: (c: RuntimeConfig) => c.features.SOVCOM_CHECK !== 'false',
    },
    children: [],
  };
  const tree = (...children: Node[]): Node[] => [
    { key: 'settings', meta: { access: { list: 'settings.list' } }, children },
  ];
  const keys = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.key, ...keys(n.children)]);
  const tag: Node = {
    key: 'tag',
    route: '/settings/tag/list',
    meta: { access: { list: ['settings.list', 'tag.list'] } },
    children: [],
  };

  it('drops a refused entry for everyone, admin included, and a group it leaves empty', () => {
    expect(keys(filterMenuByAccess(tree(flagged, tag), admin, withFlag('false')))).toEqual([
      'settings',
      'tag',
    ]);
    expect(keys(filterMenuByAccess(tree(flagged), admin, withFlag('false')))).toEqual([]);
    expect(keys(filterMenuByAccess(tree(flagged, tag), admin, withFlag('true')))).toEqual([
      'settings',
      'sovcom',
      'tag',
    ]);
  });

  it('checks the permissions first, and ignores the condition without a config', () => {
    const supervisor = { role: 'ROLE_SUPERVISOR' as const, permissions: ['settings.list', 'tag.list'] };
    expect(keys(filterMenuByAccess(tree(flagged, tag), supervisor, withFlag('true')))).toEqual([
      'settings',
      'tag',
    ]);
    expect(keys(filterMenuByAccess(tree(flagged, tag), admin))).toEqual(['settings', 'sovcom', 'tag']);
  });
});
