// The calls report (issue 12): GET /api/call/list?report=true (call.list) with its filters, orders, keyset
// paging, scope and masking; PUT /api/call/update/{id} and DELETE /api/call/delete/{id}; recordings through
// GET /api/record/?path=... (byte ranges, download, traversal refused), POST /api/call/get_files_type and its
// play URL, on a real Ogg Opus file made by sox and opusenc.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls } from '../../server/calls/table';
import { contacts } from '../../server/contacts/table';
import { campaigns } from '../../server/db/schema';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { DEMO, tokenOf } from './contacts-helpers';
import { contactId, send, userId, userWith } from './tasks-helpers';

type Item = { id: number; unique_id: string; client_phone: string; [key: string]: unknown };
const HOUR = 3_600_000;

describe.each(databaseTargets)('the calls report on $name', (target) => {
  const ctx = useTestApp(target);
  const token = (who: keyof typeof DEMO) => tokenOf(ctx, DEMO[who]);
  const as = async (who: keyof typeof DEMO | { token: string }) =>
    typeof who === 'string' ? token(who) : who.token;
  const report = async (query: string, who: keyof typeof DEMO | { token: string } = 'admin') =>
    send(ctx, 'GET', `/api/call/list?report=true&limit=50&${query}`, await as(who));
  const uids = (res: { json: () => { items: Item[] } }) => res.json().items.map((i) => i.unique_id);
  const demoProject = async () => (await ctx.db.select().from(campaigns))[0].id;
  const insert = async (rows: Partial<typeof calls.$inferInsert>[]) =>
    ctx.db
      .insert(calls)
      .values(
        rows.map((r, i) => ({
          unique_id: `r-${i}`,
          at: new Date(Date.UTC(2026, 0, 10, 12) + i * HOUR),
          client_phone: `7900000000${i}`,
          context: 'outbound' as const,
          call_type: 'TYPE_SYSTEM' as const,
          ...r,
        })),
      )
      .returning();

  it('needs call.list, and lists the demo calls with the report columns', async () => {
    expect((await report('', 'operator')).statusCode).toBe(403);
    const res = await report('', 'guest');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      totalCount: 5,
      totalCountExact: true,
      page: 1,
      next: null,
      prev: null,
    });
    const ivan = await contactId(ctx, 'Ivan Petrov');
    const first = res.json().items.find((i: Item) => i.unique_id === 'demo-call-1');
    const [contact] = await ctx.db.select().from(contacts).where(eq(contacts.id, ivan));
    expect(first).toMatchObject({
      status: 1,
      status_label: 'Answered',
      contact: { id: ivan, full_name: 'Ivan Petrov' },
      operator: { id: await userId(ctx, DEMO.operator), full_name: 'Olga Operator' },
      campaign: { title: 'Demo campaign' },
      trunk: 'demo-trunk',
      region: contact.region,
      tz: contact.tz,
      provider: contact.provider,
      comments: expect.any(Number),
      tags: expect.any(Array),
      status_groups: expect.any(Array),
      dial_sec: 0,
      talk_sec: 0,
      price: 0,
    });
    expect(first.result).toEqual(contact.status_id === null ? null : expect.any(String));
    // Newest first by default.
    const ats = res.json().items.map((i: Item) => Date.parse(i.at as string));
    expect([...ats].sort((a, b) => b - a)).toEqual(ats);
    const ru = await send(ctx, 'GET', '/api/call/list?report=true', await token('admin'), undefined, 'ru');
    expect(ru.json().items.find((i: Item) => i.unique_id === 'demo-call-1').status_label).toBe('Отвечен');
  });

  it('filters by dates, project, operator, status, direction, type, phone and recording', async () => {
    const project = await demoProject();
    const operator = await userId(ctx, DEMO.operator);
    await insert([
      { status: 3, campaign_id: project, operator_id: operator, audio_path: '2026/01/10/r-0.opus' },
      { status: 2, context: 'inbound', call_type: 'TYPE_TASK', client_phone: '79123456789' },
      { status: 3, call_type: 'TYPE_ROBOT', to_phone: '74950001122' },
    ]);
    const day = 'date_from=2026-01-10&date_to=2026-01-10';
    expect(uids(await report(day))).toEqual(['r-2', 'r-1', 'r-0']);
    expect(uids(await report('date_from=2026-01-10T12:30:00Z&date_to=2026-01-10T13:30:00Z'))).toEqual([
      'r-1',
    ]);
    expect(uids(await report(`${day}&campaign_id=${project}`))).toEqual(['r-0']);
    expect(uids(await report(`${day}&operator_id=${operator}`))).toEqual(['r-0']);
    expect(uids(await report(`${day}&status=3`))).toEqual(['r-2', 'r-0']);
    expect(uids(await report(`${day}&status=3&status=2`))).toEqual(['r-2', 'r-1', 'r-0']);
    expect(uids(await report(`${day}&context=inbound`))).toEqual(['r-1']);
    expect(uids(await report(`${day}&call_type=TYPE_ROBOT&call_type=TYPE_TASK`))).toEqual(['r-2', 'r-1']);
    expect(uids(await report(`${day}&phone=3456`))).toEqual(['r-1']);
    expect(uids(await report(`${day}&phone=0001122`))).toEqual(['r-2']);
    expect(uids(await report(`${day}&has_recording=true`))).toEqual(['r-0']);
    expect(uids(await report(`${day}&has_recording=false`))).toEqual(['r-2', 'r-1']);
    const bad = await report('date_from=2026-02-30&phone=abc&status=9');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((await report('date_from=2026-02-30&phone=abc')).json().errors).sort()).toEqual([
      'date_from',
      'phone',
    ]);
  });

  it('sorts by duration, talk and price, and pages by cursor both ways', async () => {
    const durations = [30, 10, 50, 10, 40, 20, 60];
    await insert(durations.map((duration) => ({ duration, talk_sec: 100 - duration, price: duration / 7 })));
    const day = 'date_from=2026-01-10&date_to=2026-01-10';
    expect(uids(await report(`${day}&sort=duration&order=asc`))).toEqual([
      'r-1',
      'r-3',
      'r-5',
      'r-0',
      'r-4',
      'r-2',
      'r-6',
    ]);
    expect(uids(await report(`${day}&sort=talk_sec&order=asc`))[0]).toBe('r-6');
    expect(uids(await report(`${day}&sort=price&order=desc`))[0]).toBe('r-6');
    const q = `${day}&sort=duration&order=desc&limit=3`;
    const one = await report(q);
    expect(uids(one)).toEqual(['r-6', 'r-2', 'r-4']);
    expect(one.json().prev).toBeNull();
    const two = await report(`${q}&cursor=${one.json().next}`);
    expect(uids(two)).toEqual(['r-0', 'r-5', 'r-3']);
    expect(two.json().page).toBe(2);
    const three = await report(`${q}&cursor=${two.json().next}`);
    expect(uids(three)).toEqual(['r-1']);
    expect(three.json().next).toBeNull();
    expect(uids(await report(`${q}&cursor=${three.json().prev}`))).toEqual(['r-0', 'r-5', 'r-3']);
    // By date (microseconds kept in the cursor), and a cursor of another query is refused.
    const byDate = await report(`${day}&limit=4`);
    expect(uids(await report(`${day}&limit=4&cursor=${byDate.json().next}`))).toEqual(['r-2', 'r-1', 'r-0']);
    expect((await report(`${day}&limit=4&status=1&cursor=${byDate.json().next}`)).statusCode).toBe(400);
    expect((await report(`${day}&cursor=bm9wZQ`)).statusCode).toBe(400);
  });

  it('shows operators their own calls, masks hidden phones and never matches them by part', async () => {
    const project = await demoProject();
    const pavel = await contactId(ctx, 'Pavel Orlov');
    const [p] = await ctx.db.select().from(contacts).where(eq(contacts.id, pavel));
    const reader = await userWith(ctx, 'ROLE_OPERATOR', ['call.list']);
    const wide = await userWith(ctx, 'ROLE_OPERATOR', ['call.list', 'contact.callAllShow']);
    await insert([{ operator_id: reader.id, campaign_id: project, client_phone: '79998887766' }]);
    expect(uids(await report('', reader))).toEqual(['r-0']);
    expect((await report('', wide)).json().totalCount).toBe(6);
    const masked = `*****${p.phone.slice(-2)}`;
    const pavelRow = (res: { json: () => { items: Item[] } }) =>
      res.json().items.find((i) => i.unique_id === 'demo-call-5');
    expect(pavelRow(await report('', wide))!.client_phone).toBe(masked);
    expect(pavelRow(await report('', 'admin'))!.client_phone).toBe(p.phone);
    expect(uids(await report(`phone=${p.phone.slice(2, 8)}`, wide))).toEqual([]);
    expect(uids(await report(`phone=${p.phone}`, wide))).toEqual(['demo-call-5']);
    expect(uids(await report(`phone=${p.phone.slice(2, 8)}`, 'supervisor'))).toEqual(['demo-call-5']);
    // A guest of no project sees no project's calls.
    await ctx.db.update(campaigns).set({ user_group_id: null, guest_id: null });
    const outsider = await userWith(ctx, 'ROLE_GUEST', ['call.list']);
    expect(uids(await report('', outsider)).filter((u) => u.startsWith('demo'))).toEqual([]);
  });

  it('changes a status with call.update and deletes with call.delete', async () => {
    const [row] = await insert([{ status: 2 }]);
    const url = `/api/call/update/${row.id}`;
    expect((await send(ctx, 'PUT', url, await token('operator'), { status: 3 })).statusCode).toBe(403);
    expect((await send(ctx, 'PUT', url, await token('admin'), { status: 9 })).statusCode).toBe(400);
    expect((await send(ctx, 'PUT', url, await token('admin'), {})).statusCode).toBe(400);
    const ok = await send(ctx, 'PUT', url, await token('supervisor'), { status: 12 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: row.id, status: 12, status_label: 'Abandoned in queue' });
    const [after] = await ctx.db.select().from(calls).where(eq(calls.id, row.id));
    expect(after.status).toBe(12);
    expect(
      (await send(ctx, 'PUT', '/api/call/update/999999', await token('admin'), { status: 1 })).statusCode,
    ).toBe(404);
    const del = `/api/call/delete/${row.id}`;
    expect((await send(ctx, 'DELETE', del, await token('supervisor'))).statusCode).toBe(403);
    expect((await send(ctx, 'DELETE', del, await token('admin'))).statusCode).toBe(204);
    expect(await ctx.db.select().from(calls).where(eq(calls.id, row.id))).toEqual([]);
    expect((await send(ctx, 'DELETE', del, await token('admin'))).statusCode).toBe(404);
  });

  it('streams a real recording with ranges, as a download, by a play URL, and refuses traversal', async () => {
    const relative = '2026/01/10/r-0.opus';
    const full = path.join(ctx.config.dataDir, 'recordings', relative);
    mkdirSync(path.dirname(full), { recursive: true });
    const wav = full.replace(/\.opus$/, '.wav');
    execFileSync('sox', [
      '-n',
      '-r',
      '48000',
      '-c',
      '2',
      '-b',
      '16',
      '-e',
      'signed-integer',
      wav,
      'synth',
      '2',
      'sine',
      '440',
    ]);
    execFileSync('opusenc', ['--quiet', wav, full]);
    const bytes = readFileSync(full);
    expect(bytes.subarray(0, 4).toString()).toBe('OggS');
    const project = await demoProject();
    const [row] = await insert([{ audio_path: relative, file_format: 'opus', campaign_id: project }]);
    const admin = await token('admin');
    const whole = await send(ctx, 'GET', `/api/record/?path=${relative}`, admin);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/ogg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await ctx.app.inject({
      url: `/api/record/?path=${relative}`,
      headers: { authorization: `Bearer ${admin}`, range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const dl = await send(ctx, 'GET', `/api/record/?path=${relative}&download=1`, admin);
    expect(dl.statusCode, dl.body).toBe(200);
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="r-0\.opus"/);
    expect(
      (await send(ctx, 'GET', `/api/record/?path=${relative}&download=1`, await token('guest'))).statusCode,
    ).toBe(403);
    expect((await send(ctx, 'GET', `/api/record/?path=${relative}`, null)).statusCode).toBe(401);
    for (const evil of ['../jwt-secret', '2026/../../jwt-secret', '/etc/passwd', '2026/01/10/.r-0.opus'])
      expect(
        (await send(ctx, 'GET', `/api/record/?path=${encodeURIComponent(evil)}`, admin)).statusCode,
        evil,
      ).toBe(404);
    // An operator who neither took the call nor sees a contact of it: not found.
    const stranger = await userWith(ctx, 'ROLE_OPERATOR', ['contact.callShow']);
    const wav2 = relative.replace('.opus', '.wav');
    expect(
      (await send(ctx, 'GET', `/api/record/?path=${wav2}`, stranger.token)).headers['content-type'],
    ).toBe('audio/wav');
    await ctx.db.update(campaigns).set({ user_group_id: null }).where(eq(campaigns.id, project));
    expect((await send(ctx, 'GET', `/api/record/?path=${relative}`, stranger.token)).statusCode).toBe(404);

    const files = await send(ctx, 'POST', '/api/call/get_files_type', admin, { id: row.id });
    expect(files.statusCode).toBe(200);
    const [item] = files.json().items;
    expect(item).toMatchObject({ format: 'opus', path: relative, size: bytes.length });
    expect(
      (await send(ctx, 'POST', '/api/call/get_files_type', admin, { path: relative })).json().items,
    ).toHaveLength(2);
    const played = await ctx.app.inject({ url: item.url, headers: { range: 'bytes=0-3' } });
    expect(played.statusCode).toBe(206);
    expect(played.rawPayload.toString()).toBe('OggS');
    const forged = item.url.replace(/ticket=([^.]+)\./, (_: string, p: string) => `ticket=${p}x.`);
    expect((await ctx.app.inject({ url: forged })).statusCode).toBe(404);
    expect((await send(ctx, 'POST', '/api/call/get_files_type', admin, {})).statusCode).toBe(400);

    expect((await send(ctx, 'DELETE', `/api/call/delete/${row.id}`, admin)).statusCode).toBe(204);
    expect(existsSync(full)).toBe(false);
    expect(existsSync(wav)).toBe(false);
  });
});
