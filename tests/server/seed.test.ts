import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ROLE_DEFAULTS, ROLES } from '../../src/permissions/catalogue';
import { createAdmin } from '../../server/cli/admin';
import { campaigns, permissionGroups, userGroups, users } from '../../server/db/schema';
import { reportDemoCredentials } from '../../server/seed/credentials';
import { statusGroups } from '../../server/resources/tables/status-group';
import { statuses } from '../../server/resources/tables/status';
import { tags } from '../../server/resources/tables/tag';
import { seedDemo } from '../../server/seed/demo';
import { seedDemoSettings } from '../../server/seed/settings';
import { seedDemoCallSettings } from '../../server/seed/call-settings';
import { carouselNumbers } from '../../server/resources/tables/carousel';
import { kpiTargets } from '../../server/resources/tables/kpi-target';
import { operatorScripts } from '../../server/resources/tables/script-operator';
import { templateCards } from '../../server/resources/tables/template-card';
import { trunks } from '../../server/resources/tables/trunk';
import { ROLE_GROUP_TITLES } from '../../server/seed/permission-groups';
import { databaseTargets } from './helpers/databases';
import { formRequest, useTestApp } from './helpers/app';

const tmp = mkdtempSync(path.join(tmpdir(), 'crm-seed-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.each(databaseTargets)('demo seed and create-admin on $name', (target) => {
  const ctx = useTestApp(target, { seed: false });
  const loginStatus = async (email: string, password: string) =>
    (await ctx.app.inject(formRequest('POST', '/api/login_check', { email, password }))).statusCode;
  const counts = async () => ({
    users: (await ctx.db.select({ n: count() }).from(users))[0].n,
    groups: (await ctx.db.select({ n: count() }).from(permissionGroups))[0].n,
    userGroups: (await ctx.db.select({ n: count() }).from(userGroups))[0].n,
    campaigns: (await ctx.db.select({ n: count() }).from(campaigns))[0].n,
    tags: (await ctx.db.select({ n: count() }).from(tags))[0].n,
    statuses: (await ctx.db.select({ n: count() }).from(statuses))[0].n,
    statusGroups: (await ctx.db.select({ n: count() }).from(statusGroups))[0].n,
  });

  it('seeds groups, a campaign and one user per role with random passwords, once', async () => {
    const created = await seedDemo(ctx.db, null);
    expect(created!.map((c) => c.email)).toEqual([
      'admin@demo.local',
      'supervisor@demo.local',
      'operator@demo.local',
      'guest@demo.local',
    ]);
    expect(new Set(created!.map((c) => c.password)).size).toBe(4);
    for (const c of created!) {
      expect(c.password.length).toBeGreaterThanOrEqual(12);
      expect(await loginStatus(c.email, c.password)).toBe(200);
    }
    const before = await counts();
    expect(before).toEqual({
      users: 4,
      groups: 4,
      userGroups: 2,
      campaigns: 1,
      tags: 3,
      statuses: 4,
      statusGroups: 1,
    });

    expect(await seedDemo(ctx.db, null)).toBeNull();
    expect(await seedDemo(ctx.db, 'Another-pass-1')).toBeNull();
    expect(await counts()).toEqual(before);
    expect(await loginStatus('admin@demo.local', created![0].password)).toBe(200);
    expect(await loginStatus('admin@demo.local', 'Another-pass-1')).toBe(401);
  });

  it('uses DEMO_PASSWORD for every demo user when given', async () => {
    await seedDemo(ctx.db, 'Chosen-demo-1');
    for (const email of [
      'admin@demo.local',
      'supervisor@demo.local',
      'operator@demo.local',
      'guest@demo.local',
    ]) {
      expect(await loginStatus(email, 'Chosen-demo-1'), email).toBe(200);
    }
  });

  it('builds the permission groups from ROLE_DEFAULTS and fills the demo records', async () => {
    await seedDemo(ctx.db, 'Chosen-demo-1');
    const groups = await ctx.db.select().from(permissionGroups);
    for (const role of ROLES) {
      const group = groups.find((g) => g.title === ROLE_GROUP_TITLES[role]);
      expect(group?.permissions.split(','), role).toEqual(ROLE_DEFAULTS[role]);
    }
    const [shift] = await ctx.db.select().from(userGroups).where(eq(userGroups.title, 'Day shift'));
    expect(shift).toMatchObject({ title: 'Day shift', card_timeout: 30, operator_auto_answer: false });
    const [operator] = await ctx.db.select().from(users).where(eq(users.email, 'operator@demo.local'));
    expect(operator).toMatchObject({
      role: 'ROLE_OPERATOR',
      extension_username: '1003',
      main_trunk_name: null, // the trunk is a row now: main_trunk_id (see the call settings test)
      user_group_id: shift.id,
    });
    expect(operator.password_hash).toMatch(/^scrypt\$/);
    const [campaign] = await ctx.db.select().from(campaigns);
    expect(campaign).toMatchObject({ user_group_id: shift.id });
    const all = await ctx.db.select().from(users);
    expect(all.every((u) => u.full_name.length > 3 && u.permission_group_id !== null)).toBe(true);
  });

  it('seeds the demo settings: tags, the campaign statuses, a status group, a second user group; once', async () => {
    await seedDemo(ctx.db, 'Chosen-demo-1');
    const [campaign] = await ctx.db.select().from(campaigns);
    const tagRows = await ctx.db.select().from(tags).orderBy(tags.id);
    expect(tagRows.map((t) => [t.title, t.color])).toEqual([
      ['Callback', 'orange'],
      ['VIP', 'violet'],
      ['Do not call', 'red'],
    ]);
    const statusRows = await ctx.db.select().from(statuses).orderBy(statuses.id);
    expect(statusRows.map((s) => s.title)).toEqual(['New', 'Callback', 'Agreed', 'Refused']);
    expect(statusRows.every((s) => s.campaign_id === campaign.id && s.active)).toBe(true);
    const agreed = statusRows.find((s) => s.title === 'Agreed')!;
    const [group] = await ctx.db.select().from(statusGroups);
    expect(group).toMatchObject({ title: 'Successful', statuses: [agreed.id] });
    const [evening] = await ctx.db.select().from(userGroups).where(eq(userGroups.title, 'Evening shift'));
    expect(evening).toBeDefined();
    const before = await counts();
    await seedDemoSettings(ctx.db, campaign.id);
    expect(await counts()).toEqual(before);
  });

  it('seeds the call settings: trunk, carousel, script, card template, project settings, KPI; once', async () => {
    await seedDemo(ctx.db, 'Chosen-demo-1');
    const [trunk] = await ctx.db.select().from(trunks);
    expect(trunk).toMatchObject({
      title: 'Demo carrier',
      host: '127.0.0.1',
      port: 5090,
      register: false,
      caller_id: '74950000000',
      tariff_per_minute: 1.5,
      active: true,
    });
    const [operator] = await ctx.db.select().from(users).where(eq(users.email, 'operator@demo.local'));
    expect(operator.main_trunk_id).toBe(trunk.id);
    const [campaign] = await ctx.db.select().from(campaigns);
    const [card] = await ctx.db.select().from(templateCards);
    expect(campaign).toMatchObject({
      queue_name: `campaign_${campaign.id}`,
      trunk_id: trunk.id,
      template_card_id: card.id,
      supervisor_id: expect.any(Number),
      guest_id: expect.any(Number),
    });
    expect(campaign.transfer_phones).toHaveLength(2);
    expect(new Set(card.labels.map((l) => l.value_type)).size).toBeGreaterThanOrEqual(4);
    expect(card.labels.every((l) => typeof l.id === 'number')).toBe(true);
    const [script] = await ctx.db.select().from(operatorScripts);
    expect(script.script).toMatch(/<strong>/);
    const [number] = await ctx.db.select().from(carouselNumbers);
    expect(number).toMatchObject({ phone: '74950000001', trunk_id: trunk.id });
    const [kpi] = await ctx.db.select().from(kpiTargets);
    expect(kpi).toMatchObject({ reset_mode: 'daily', users: [operator.id], statuses: [expect.any(Number)] });
    const snapshot = async () =>
      Promise.all(
        [trunks, carouselNumbers, operatorScripts, templateCards, kpiTargets, campaigns].map((t) =>
          ctx.db.select().from(t),
        ),
      );
    const before = await snapshot();
    await seedDemoCallSettings(ctx.db, campaign.id);
    expect(await snapshot()).toEqual(before);
  });

  it('does not seed a database that already has users (e.g. after create-admin)', async () => {
    await createAdmin(ctx.db, {
      email: 'boss@example.com',
      password: 'a long passphrase',
      name: 'Head of Ops',
    });
    expect(await seedDemo(ctx.db, null)).toBeNull();
    expect((await counts()).users).toBe(1);
  });

  it('create-admin makes an administrator and the default permission groups', async () => {
    const admin = await createAdmin(ctx.db, {
      email: 'Boss@Example.com',
      password: 'Str0ng-enough!',
      name: 'Head of Ops',
    });
    expect(admin.email).toBe('boss@example.com');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ role: 'ROLE_ADMIN', full_name: 'Head of Ops' });
    expect((await counts()).groups).toBe(4);
    expect(await loginStatus('boss@example.com', 'Str0ng-enough!')).toBe(200);

    await expect(
      createAdmin(ctx.db, { email: 'boss@example.com', password: 'Str0ng-enough!' }),
    ).rejects.toThrow(/already exists/);
    const second = await createAdmin(ctx.db, { email: 'deputy@example.com', password: 'Also-str0ng!' });
    const [deputy] = await ctx.db.select().from(users).where(eq(users.id, second.id));
    expect(deputy.full_name).toBe('Administrator');
    expect((await counts()).groups).toBe(4);
  });

  it('create-admin refuses weak passwords and bad e-mails', async () => {
    for (const password of ['short', 'alllowercase', '1234567890', 'Password12', 'aaaaaaaaaaaaaaaaaaaa']) {
      await expect(createAdmin(ctx.db, { email: 'x@example.com', password }), password).rejects.toThrow(
        /too weak/,
      );
    }
    await expect(createAdmin(ctx.db, { email: 'not-an-email', password: 'Str0ng-enough!' })).rejects.toThrow(
      /valid e-mail/,
    );
    expect((await counts()).users).toBe(0);
  });
});

describe('demo credentials report', () => {
  const credentials = [
    { role: 'ROLE_ADMIN' as const, email: 'admin@demo.local', password: 'pw-admin-123' },
    { role: 'ROLE_SUPERVISOR' as const, email: 'supervisor@demo.local', password: 'pw-sup-4567890' },
    { role: 'ROLE_GUEST' as const, email: 'guest@demo.local', password: 'pw-guest-456' },
  ];

  /** Where each column of the table starts on every line of it (header and one line per account). */
  function columnStarts(text: string): number[][] {
    const lines = text.split('\n').filter((l) => /^\s+(account|\S+@demo\.local)\s/.test(l));
    expect(lines).toHaveLength(credentials.length + 1);
    return lines.map((l) => [...l.matchAll(/\S+/g)].map((m) => m.index!));
  }
  const aligned = (text: string) => {
    const starts = columnStarts(text);
    for (const line of starts) expect(line).toEqual(starts[0]);
  };

  it('prints the passwords once in a block and writes DATA_DIR/demo-credentials.txt with mode 0600', () => {
    const printed: string[] = [];
    const file = reportDemoCredentials(credentials, path.join(tmp, 'a'), false, (t) => printed.push(t));
    expect(file).toBe(path.join(tmp, 'a', 'demo-credentials.txt'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('admin@demo.local');
    expect(text).toContain('pw-admin-123');
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/={20,}[\s\S]*pw-admin-123[\s\S]*pw-guest-456[\s\S]*={20,}/);
    // The columns line up (issue 14: they did not), in the console and the file.
    aligned(printed[0]);
    aligned(text);
  });

  it('with DEMO_PASSWORD writes the accounts to the file as the README says, never the password', () => {
    const printed: string[] = [];
    const file = reportDemoCredentials(credentials, path.join(tmp, 'b'), true, (t) => printed.push(t));
    expect(file).toBe(path.join(tmp, 'b', 'demo-credentials.txt'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    for (const c of credentials) {
      expect(text).toContain(c.email);
      expect(text + printed.join('')).not.toContain(c.password);
    }
    expect(text).toContain('DEMO_PASSWORD');
    expect(printed.join('')).toContain('DEMO_PASSWORD');
    aligned(printed[0]);
    aligned(text);
  });
});
