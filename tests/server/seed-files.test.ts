// The demo's records with files: music on hold with a generated WAV, a file in the file manager, blacklisted
// phones; idempotent, and a file lost from DATA_DIR comes back.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { managedFiles } from '../../server/files/table';
import { blackList } from '../../server/resources/tables/black-list';
import { mohs } from '../../server/resources/tables/moh';
import { seedDemo } from '../../server/seed/demo';
import { seedDemoFiles } from '../../server/seed/files';
import { sniff } from '../../server/uploads/sniff';
import { bearer, DEMO_PASSWORD, login, useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';

describe.each(databaseTargets)('demo files on $name', (target) => {
  const ctx = useTestApp(target, { seed: false });
  const counts = async () => ({
    moh: Number((await ctx.db.select({ n: count() }).from(mohs))[0].n),
    files: Number((await ctx.db.select({ n: count() }).from(managedFiles))[0].n),
    phones: Number((await ctx.db.select({ n: count() }).from(blackList))[0].n),
  });

  it('seeds music on hold with a playable WAV, a file and phones, once; restores a lost file', async () => {
    await seedDemo(ctx.db, DEMO_PASSWORD, ctx.dataDir);
    expect(await counts()).toEqual({ moh: 2, files: 1, phones: 3 });
    const token = await login(ctx.app, 'admin@demo.local');
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/moh/list', headers: bearer(token) })
    ).json();
    expect(list.items.map((i: { title: string }) => i.title).sort()).toEqual([
      'Queue melody',
      'Transfer hold tone',
    ]);
    const audio = await ctx.app.inject({
      method: 'GET',
      url: list.items[0].audio.url,
      headers: bearer(token),
    });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(sniff(audio.rawPayload.subarray(0, 16))).toBe('audio/wav');
    expect(audio.rawPayload.readUInt32LE(40)).toBe(audio.rawPayload.length - 44); // a consistent WAV header
    const files = (
      await ctx.app.inject({ method: 'GET', url: '/api/file_manager/list', headers: bearer(token) })
    ).json();
    const guide = await ctx.app.inject({ method: 'GET', url: files.items[0].url, headers: bearer(token) });
    expect(guide.body).toMatch(/Demo call centre/);

    await seedDemoFiles(ctx.db, ctx.dataDir);
    await seedDemoFiles(ctx.db, ctx.dataDir);
    expect(await counts()).toEqual({ moh: 2, files: 1, phones: 3 });

    const [row] = await ctx.db.select().from(mohs).limit(1);
    const file = path.join(ctx.dataDir, 'uploads', 'moh', (row.audio as { stored: string }).stored);
    const content = readFileSync(file);
    rmSync(file);
    await seedDemoFiles(ctx.db, ctx.dataDir);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file)).toEqual(content);
    expect(await counts()).toEqual({ moh: 2, files: 1, phones: 3 });
  });

  it('without a data folder seeds the phones only', async () => {
    await seedDemo(ctx.db, DEMO_PASSWORD);
    expect(await counts()).toEqual({ moh: 0, files: 0, phones: 3 });
  });
});
