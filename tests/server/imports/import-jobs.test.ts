// Imports as jobs on both databases: one import per project at a time (409), a cancel keeping what was
// committed, a restart resuming from the saved row (or ending in an error when the file is gone), bad files
// refused in seconds while the server keeps serving, who may import where, and the numbering-plan registry.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { contacts } from '../../../server/contacts/table';
import { contactImports } from '../../../server/imports/table';
import { uploadsFolder } from '../../../server/imports/limits';
import { numberingPlans } from '../../../server/numbering/table';
import { bearer, formRequest, login, useTestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import { multipartRequest } from '../helpers/multipart';
import { sharedStringsBomb } from '../security/spreadsheet-files';
import { csvFile, startImport, uploadFile, waitForEnd } from './helpers';

/** `n` distinct numbers, one a row, no header: several batches (BATCH_ROWS is 10,000). */
const numbers = (n: number, from = 79100000000) =>
  csvFile(Array.from({ length: n }, (_, i) => String(from + i)).join('\n'));

/**
 * Rows of the imports these tests stop halfway (cancel, restart): ten and eight batches, so the rest is still
 * running when the test acts after the first batch lands, however fast the machine and the database.
 */
const RESUMED_ROWS = 80_000;

describe.each(databaseTargets)('import jobs on $name', (target) => {
  const ctx = useTestApp(target);
  const item = async (token: string, id: number) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/contact/import/${id}`, headers: bearer(token) })
    ).json();
  const imported = async () =>
    Number((await ctx.db.select({ n: count() }).from(contacts).where(isNotNull(contacts.import_id)))[0].n);

  it('answers 409 to a second import of the project, and a cancel keeps what was committed', async () => {
    const token = await login(ctx.app, 'admin@demo.local');
    const first = await startImport(ctx.app, token, numbers(100_000), {
      mapping: ['phone'],
      has_header: false,
    });
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().id as number;
    const second = await startImport(ctx.app, token, numbers(3), { mapping: ['phone'], has_header: false });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'import_in_progress', message: 'Импорт уже выполняется' });
    await expect
      .poll(async () => (await item(token, id)).processed_rows, { timeout: 30_000, interval: 50 })
      .toBeGreaterThan(0);
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/contact/import/cancel/${id}`,
      headers: bearer(token),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'STATUS_CANCELED', can_undo: true });
    await new Promise((r) => setTimeout(r, 1500)); // a batch in flight would have landed by now
    const after = await item(token, id);
    expect(after.status).toBe('STATUS_CANCELED');
    expect(after.import_count_contact).toBeGreaterThan(0);
    expect(after.in_queue_count).toBeGreaterThan(0);
    expect(after.import_count_contact + after.in_queue_count).toBe(100_000);
    expect(await imported()).toBe(after.import_count_contact);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/contact/import/cancel/${id}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(409);
  }, 60_000);

  it('resumes an import a restart interrupted from its saved row, and ends one whose file is gone in an error', async () => {
    const token = await login(ctx.app, 'admin@demo.local');
    const other = (
      await ctx.app.inject(formRequest('POST', '/api/campaign/create', { title: 'Other' }, bearer(token)))
    ).json();
    const started = await startImport(ctx.app, token, numbers(RESUMED_ROWS), {
      mapping: ['phone'],
      has_header: false,
    });
    const id = started.json().id as number;
    const lost = await startImport(ctx.app, token, numbers(5, 79200000000), {
      campaign_id: other.id,
      mapping: ['phone'],
      has_header: false,
    });
    const lostId = lost.json().id as number;
    await expect
      .poll(async () => (await item(token, id)).last_id, { timeout: 30_000, interval: 50 })
      .toBeGreaterThan(0);
    await ctx.app.close(); // as a crash: the rows stay processing
    const [row] = await ctx.db.select().from(contactImports).where(eq(contactImports.id, id));
    expect(row.status).toBe('STATUS_PROCESSING');
    expect(row.last_id).toBeLessThan(RESUMED_ROWS);
    // The lost import's file disappears meanwhile (or it had finished: then there is nothing to resume).
    const [lostRow] = await ctx.db.select().from(contactImports).where(eq(contactImports.id, lostId));
    if (lostRow.upload_id) rmSync(`${uploadsFolder(ctx.dataDir)}/${lostRow.upload_id}`, { force: true });
    // PostgreSQL may have other live servers: only a heartbeat older than a minute marks an orphan.
    await ctx.db.execute(sql`update contact_imports set heartbeat_at = now() - interval '2 minutes'`);
    ctx.app = buildApp({ config: ctx.config, db: ctx.db });
    await ctx.app.ready();
    const done = await waitForEnd(ctx.app, token, id);
    expect(done).toMatchObject({
      status: 'STATUS_DONE',
      import_count_contact: RESUMED_ROWS,
      in_queue_count: 0,
    });
    const counted = await ctx.db.execute(
      sql`select count(distinct phone)::int as n, count(*)::int as total from contacts where import_id = ${id}`,
    );
    const [distinct] = (counted as unknown as { rows: { n: number; total: number }[] }).rows;
    expect(distinct).toEqual({ n: RESUMED_ROWS, total: RESUMED_ROWS });
    if (lostRow.status === 'STATUS_PROCESSING') {
      const failed = await waitForEnd(ctx.app, token, lostId);
      expect(failed).toMatchObject({ status: 'STATUS_ERROR', error: expect.stringContaining('загрузите') });
    }
  }, 90_000);

  it('refuses bad files in seconds with a clear answer while the server keeps serving', async () => {
    const token = await login(ctx.app, 'admin@demo.local');
    const folder = uploadsFolder(ctx.dataDir);
    const files = () => (existsSync(folder) ? readdirSync(folder).sort() : []);
    const before = files();
    const refusal = async (file: Parameters<typeof uploadFile>[2]) => {
      const res = await uploadFile(ctx.app, token, file, 1, 'en');
      return { status: res.statusCode, file: res.json().errors?.file };
    };
    const zip = {
      filename: 'x.xlsx',
      contentType: 'application/zip',
      data: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(300, 7)]),
    };
    expect(await refusal(zip)).toMatchObject({ status: 400 });
    const utf16 = csvFile('\uFEFFphone\n79001234567\n', 'utf16le');
    expect(await refusal(utf16)).toEqual({ status: 400, file: expect.stringMatching(/UTF-16/) });
    // UTF-8 for more than the 64 KB the encoding is guessed from, then a Windows-1251 line.
    const utf8Head = 'phone;name\n' + '79001234567;Иван\n'.repeat(4000);
    const mixed = {
      ...csvFile(''),
      data: Buffer.concat([
        Buffer.from(utf8Head),
        Buffer.from('79001234999;'),
        Buffer.from([0xcf, 0xe5, 0xf2, 0xf0, 0x0a]),
      ]),
    };
    expect(await refusal(mixed)).toEqual({ status: 400, file: expect.stringMatching(/neither UTF-8/) });
    expect(await refusal(csvFile('phone;name\n79001234567;Ann\n79001234568;Bob;extra\n'))).toEqual({
      status: 400,
      file: 'Row 3 has 3 columns while the first row has 2: check the delimiter and the quotes',
    });
    expect(await refusal(csvFile('phone;name\n79001234567;"Ann\n79001234568;Bob\n'))).toEqual({
      status: 400,
      file: 'A quoted value opened in row 2 never closes',
    });
    expect(await refusal(csvFile('7\n'.repeat(1_000_002)))).toEqual({
      status: 413,
      file: expect.stringMatching(/more than 1000000 rows/),
    });
    const bomb = {
      filename: 'bomb.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      data: sharedStringsBomb(520),
    };
    const t0 = Date.now();
    const [bombed, ping] = await Promise.all([
      refusal(bomb),
      ctx.app.inject({ method: 'GET', url: '/api/ping', headers: bearer(token) }),
    ]);
    expect(bombed.status).toBe(413);
    expect(Date.now() - t0).toBeLessThan(15_000);
    expect(ping.statusCode).toBe(200);
    // Nothing refused stays on disk.
    await expect.poll(files).toEqual(before);
  }, 60_000);

  it('lets only those who may import into a project do it, and shows each import to whom it concerns', async () => {
    const admin = await login(ctx.app, 'admin@demo.local');
    const supervisor = await login(ctx.app, 'supervisor@demo.local');
    const operator = await login(ctx.app, 'operator@demo.local');
    const foreign = (
      await ctx.app.inject(formRequest('POST', '/api/campaign/create', { title: 'Foreign' }, bearer(admin)))
    ).json();
    expect((await uploadFile(ctx.app, operator, csvFile('79001234567\n'))).statusCode).toBe(403);
    expect((await uploadFile(ctx.app, supervisor, csvFile('79001234567\n'), foreign.id)).statusCode).toBe(
      403,
    );
    const mine = await uploadFile(ctx.app, supervisor, csvFile('79001234567\n'), 1);
    expect(mine.statusCode, mine.body).toBe(201);
    const start = (token: string, campaign: number, upload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact/import',
        headers: bearer(token),
        payload: { upload_id: upload, campaign_id: campaign, mapping: ['phone'], has_header: false },
      });
    expect((await start(supervisor, foreign.id, mine.json().upload_id)).statusCode).toBe(403);
    // Another user's upload is not one's own to start.
    expect((await start(admin, 1, mine.json().upload_id)).statusCode).toBe(400);
    const bad = await start(supervisor, 1, mine.json().upload_id);
    expect(bad.statusCode).toBe(201);
    const theirs = await startImport(ctx.app, admin, csvFile('79001234599\n'), {
      campaign_id: foreign.id,
      mapping: ['phone'],
      has_header: false,
    });
    const theirsId = theirs.json().id as number;
    await waitForEnd(ctx.app, admin, theirsId);
    await waitForEnd(ctx.app, supervisor, bad.json().id);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/contact/import/${theirsId}`,
          headers: bearer(supervisor),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/contact/import/cancel/${theirsId}`,
          headers: bearer(supervisor),
        })
      ).statusCode,
    ).toBe(403);
    const latest = (token: string) =>
      ctx.app
        .inject({ method: 'GET', url: '/api/contact/import/latest', headers: bearer(token) })
        .then((r) => r.json().items.map((i: { id: number }) => i.id));
    expect(await latest(supervisor)).toEqual([bad.json().id]);
    expect(await latest(admin)).toEqual([theirsId, bad.json().id]);
    const mapping = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/import',
      headers: bearer(admin),
      payload: {
        upload_id: (await uploadFile(ctx.app, admin, csvFile('1;2\n'))).json().upload_id,
        campaign_id: 1,
        mapping: ['ignore', 'email'],
        has_header: false,
      },
    });
    expect(mapping.statusCode).toBe(400);
    expect(Object.keys(mapping.json().errors)).toEqual(['mapping']);
  }, 60_000);

  it('takes the registry file first for region, provider and zone; administrators only', async () => {
    const admin = await login(ctx.app, 'admin@demo.local');
    const supervisor = await login(ctx.app, 'supervisor@demo.local');
    const registry = [
      'АВС/ DEF;От;До;Емкость;Оператор;Регион',
      '916;0000000;4999999;5000000;ПАО "Мобильные ТелеСистемы";г. Москва и Московская область',
      '383;2000000;2999999;1000000;ПАО "Ростелеком";Новосибирская обл.',
      'junk',
    ].join('\r\n');
    const file = csvFile(registry);
    const send = (token: string) =>
      ctx.app.inject(multipartRequest('POST', '/api/numbering_plan/upload', { file }, bearer(token)));
    expect((await send(supervisor)).statusCode).toBe(403);
    try {
      const res = await send(admin);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ ranges: 2, codes: 2, skipped: 2, total_ranges: 2 });
      const imported = await startImport(ctx.app, admin, csvFile('79161234000\n73832123456\n74957654321\n'), {
        mapping: ['phone'],
        has_header: false,
      });
      await waitForEnd(ctx.app, admin, imported.json().id);
      const rows = await ctx.db
        .select({
          phone: contacts.phone,
          region: contacts.region,
          provider: contacts.provider,
          tz: contacts.tz,
          tz_offset: contacts.tz_offset,
        })
        .from(contacts)
        .where(isNotNull(contacts.import_id));
      expect(rows.sort((a, b) => a.phone.localeCompare(b.phone))).toEqual([
        {
          phone: '73832123456',
          region: 'Новосибирская обл.',
          provider: 'ПАО "Ростелеком"',
          tz: 'Asia/Novosibirsk',
          tz_offset: 420,
        },
        // the library's
        {
          phone: '74957654321',
          region: 'Московская обл.',
          provider: '',
          tz: 'Europe/Moscow',
          tz_offset: 180,
        },
        {
          phone: '79161234000',
          region: 'г. Москва и Московская область',
          provider: 'ПАО "Мобильные ТелеСистемы"',
          tz: 'Europe/Moscow',
          tz_offset: 180,
        },
      ]);
      // The import gave each zone's offset itself (migration 0015); a zone changed later is worked out again.
      await ctx.db.update(contacts).set({ tz: '+5' }).where(eq(contacts.phone, '73832123456'));
      const [moved] = await ctx.db
        .select({ tz_offset: contacts.tz_offset })
        .from(contacts)
        .where(eq(contacts.phone, '73832123456'));
      expect(moved.tz_offset).toBe(300);
    } finally {
      await ctx.db.delete(numberingPlans);
    }
  });
});
