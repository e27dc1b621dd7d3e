// Contact imports end to end on both databases (docs/imports.md): every counter and option on one file, the
// dry run counting the same without writing, the rejects CSV, undo keeping touched contacts, options off,
// skip_existing by project or everywhere, with the numbers the options refuse read into memory and with every
// number asked of the database; and single contacts created and deleted by hand.
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactAdditionalPhones, contacts } from '../../../server/contacts/table';
import { loadKnownNumbers } from '../../../server/imports/known-numbers';
import { bearer, formRequest, login, useTestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import { csvFile, importToEnd, uploadFile, waitForEnd } from './helpers';

// Every outcome once or more: see the comment at each row.
const EVERY_OUTCOME = [
  'Телефон;ФИО;Email;Дата рождения;Доп. телефон;Order amount',
  '+7 (900) 100-00-01;Анна;Anna@Example.com;05.03.1990;8 900 100-00-99, 74950000123;12,5', // imported
  '79001000002;Борис;;1991-12-31;;', // imported
  '79001000001;Дубль;;;;', // repeated in the file
  '12345678901234567;Длинный;;;;', // invalid: 17 digits
  '79001000003;Почта;not-an-email;;;', // invalid e-mail
  '79001000004;Дата;;31.02.1990;;', // invalid date
  ';Без основного;;;79001000005;', // additional phones only
  ';Никакого;;;;', // no phone at all: invalid
  '79990000001;Чёрный;;;;', // blacklisted by the demo
  '79161234567;Уже есть;;;;', // a demo contact of the project
  '74951234000;Москва;;;;', // Moscow region, blocked below
  '79001000006;Число;;;;abc', // not a number for a number label
  ';;;;;',
  '',
].join('\r\n');

const ALL_ON = {
  skip_existing: 'project',
  skip_file_duplicates: true,
  skip_blacklisted: true,
  skip_blocked_regions: true,
};

describe.each(databaseTargets)('contact imports on $name', (target) => {
  const ctx = useTestApp(target);
  const importedCount = async () =>
    Number((await ctx.db.select({ n: count() }).from(contacts).where(isNotNull(contacts.import_id)))[0].n);
  /** A second project holding one contact with `phone`, both made by the admin through the API. */
  const secondProject = async (phone: string) => {
    const token = await login(ctx.app, 'admin@demo.local');
    const project = await ctx.app.inject(
      formRequest('POST', '/api/campaign/create', { title: 'Second' }, bearer(token)),
    );
    const projectId = project.json().id as number;
    const created = await ctx.app.inject(
      formRequest('POST', '/api/contact/create', { campaign_id: projectId, phone }, bearer(token)),
    );
    expect(created.statusCode, created.body).toBe(201);
    return { token, projectId, contactId: created.json().id as number };
  };
  const start = (token: string, body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/contact/import', headers: bearer(token), payload: body });

  it.each([
    { how: 'stored and listed numbers read into memory', known: undefined },
    { how: 'every number asked of the database', known: 0 },
  ])(
    'counts each row in one outcome, the dry run alike without writing, says why in the rejects CSV, and undoes ($how)',
    async ({ known }) => {
      if (known !== undefined) ctx.app.appConfig.importKnownNumbers = known;
      const token = await login(ctx.app, 'admin@demo.local');
      const blocked = await ctx.app.inject(
        formRequest(
          'PUT',
          '/api/campaign/update/1',
          { blocked_regions: 'Чукотка\nмосковская' },
          bearer(token),
        ),
      );
      expect(blocked.statusCode, blocked.body).toBe(200);
      const uploaded = await uploadFile(ctx.app, token, csvFile(EVERY_OUTCOME));
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const upload = uploaded.json();
      expect(upload).toMatchObject({ file_format: 'csv', columns: 6, has_header: true, rows: 12 });
      expect(upload.mapping.slice(0, 5)).toEqual([
        'phone',
        'full_name',
        'email',
        'birth_date',
        'additional_phone',
      ]);
      expect(upload.mapping[5]).toMatch(/^label:\d+$/); // "Order amount" is a label of the demo card
      const body = {
        upload_id: upload.upload_id,
        campaign_id: 1,
        mapping: upload.mapping,
        has_header: true,
        ...ALL_ON,
      };

      const counters = {
        total_rows: 12,
        import_count_contact: 2,
        import_count_additional_phones: 2,
        duplicate_contact_in_file: 1,
        invalid_contact_count: 5,
        no_contact_additional_phones: 1,
        black_list_count: 1,
        duplicate_contact: 1,
        blocked_regions_count: 1,
        rejected_rows: 10,
        processed_rows: 12,
        in_queue_count: 0,
      };
      const dry = await start(token, { ...body, dry_run: true });
      expect(dry.statusCode, dry.body).toBe(201);
      expect(await waitForEnd(ctx.app, token, dry.json().id)).toMatchObject({
        status: 'STATUS_DONE',
        dry_run: true,
        can_undo: false,
        ...counters,
      });
      expect(await importedCount()).toBe(0);

      const real = await start(token, { ...body, dry_run: false });
      expect(real.statusCode, real.body).toBe(201);
      const item = await waitForEnd(ctx.app, token, real.json().id);
      expect(item).toMatchObject({ status: 'STATUS_DONE', can_undo: true, ...counters });
      expect(await importedCount()).toBe(2);

      const [anna] = await ctx.db.select().from(contacts).where(eq(contacts.phone, '79001000001'));
      const card = (
        await ctx.app.inject({ method: 'GET', url: `/api/contact/${anna.id}`, headers: bearer(token) })
      ).json();
      const labelId = upload.mapping[5].slice('label:'.length);
      expect(card).toMatchObject({ full_name: 'Анна', email: 'anna@example.com', birth_date: '05-03-1990' });
      expect(card.dynamic_data[labelId]).toBe('12,5');
      expect(card.status?.title).toBe('New'); // the project's first status
      expect(card.tz).toBe('Europe/Moscow');
      expect(
        card.additional_phones.map((p: { phone: string; region: string }) => [p.phone, p.region]),
      ).toEqual([
        ['89001000099', ''],
        ['74950000123', 'Московская обл.'],
      ]);

      const rejects = await ctx.app.inject({
        method: 'GET',
        url: `/api/contact/import/rejects/${item.id}`,
        headers: { ...bearer(token), 'accept-language': 'en' },
      });
      expect(rejects.statusCode).toBe(200);
      expect(rejects.headers['content-type']).toMatch(/^text\/csv/);
      const lines = rejects.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines).toHaveLength(1 + 10);
      expect(lines[0]).toBe('Телефон;ФИО;Email;Дата рождения;Доп. телефон;Order amount;Reason');
      expect(lines).toContain('79001000001;Дубль;;;;;The number is repeated in the file');
      expect(lines).toContain('79001000003;Почта;not-an-email;;;;Invalid value: E-mail');
      expect(lines).toContain('79990000001;Чёрный;;;;;The number is blacklisted');
      expect(lines).toContain('74951234000;Москва;;;;;Blocked region: Московская обл.');
      expect(lines).toContain(';Без основного;;;79001000005;;Additional phones without a main phone');

      // A note makes Борис touched: the undo keeps him.
      const [boris] = await ctx.db.select().from(contacts).where(eq(contacts.phone, '79001000002'));
      const note = await ctx.app.inject(
        formRequest('POST', '/api/note/create', { text: 'called', contact: boris.id }, bearer(token)),
      );
      expect(note.statusCode, note.body).toBe(201);
      const undo = await ctx.app.inject({
        method: 'POST',
        url: `/api/contact/import/undo/${item.id}`,
        headers: bearer(token),
      });
      expect(undo.statusCode, undo.body).toBe(200);
      expect(undo.json()).toMatchObject({ removed: 1, kept: 1, item: { can_undo: false } });
      expect(undo.json().item.undone_at).toEqual(expect.any(String));
      expect(await importedCount()).toBe(1);
      const again = await ctx.app.inject({
        method: 'POST',
        url: `/api/contact/import/undo/${item.id}`,
        headers: bearer(token),
      });
      expect(again.statusCode).toBe(409);
      // The upload went with the real import: it cannot be started again.
      const reused = await start(token, body);
      expect(reused.statusCode).toBe(400);
      expect(Object.keys(reused.json().errors)).toEqual(['upload_id']);
    },
  );

  it.each([
    { how: 'stored and listed numbers read into memory', known: undefined },
    { how: 'every number asked of the database', known: 0 },
  ])(
    'imports repeats, listed and known numbers with the options off; skip_existing by project or everywhere ($how)',
    async ({ known }) => {
      if (known !== undefined) ctx.app.appConfig.importKnownNumbers = known;
      const { token, projectId: otherId } = await secondProject('79005550000');
      const file = csvFile('79005550001\n79005550001\n79990000001\n79161234567\n79005550000\n');
      const off = await importToEnd(ctx.app, token, file, { mapping: ['phone'], has_header: false });
      expect(off).toMatchObject({ import_count_contact: 5, rejected_rows: 0, total_rows: 5 });
      const onlyProject = await importToEnd(ctx.app, token, csvFile('79005550000\n'), {
        campaign_id: otherId,
        mapping: ['phone'],
        has_header: false,
        skip_existing: 'project',
      });
      expect(onlyProject).toMatchObject({ import_count_contact: 0, duplicate_contact: 1 });
      const everywhere = await importToEnd(ctx.app, token, csvFile('79005550001\n79005559999\n'), {
        campaign_id: otherId,
        mapping: ['phone'],
        has_header: false,
        skip_existing: 'all',
      });
      expect(everywhere).toMatchObject({ import_count_contact: 1, duplicate_contact: 1 });
      // The second project remembers the mapping and the options of its last import.
      const next = (await uploadFile(ctx.app, token, csvFile('79005550002\n'), otherId)).json();
      expect(next).toMatchObject({ mapping: ['phone'], options: { skip_existing: 'all' } });
    },
  );

  it('reads the numbers the options refuse into memory: the stored ones of the scope and the blacklist, none past the limit', async () => {
    const { projectId: otherId, contactId } = await secondProject('79005550000');
    await ctx.db.insert(contactAdditionalPhones).values({ contact_id: contactId, phone: '79005550099' });
    const options = (skip_existing: 'none' | 'project' | 'all', skip_blacklisted: boolean) => ({
      skip_existing,
      skip_blacklisted,
      skip_file_duplicates: true,
      skip_blocked_regions: true,
    });
    // Enough numbers for COPY to send several pieces, cut inside lines.
    await ctx.db.execute(sql`insert into contacts (phone, campaign_id)
      select (79100000000 + g)::text, ${otherId}::int from generate_series(1, 20000) g`);
    const inProject = await loadKnownNumbers(ctx.db, otherId, options('project', true), 100_000);
    for (const phone of ['79100000001', '79100012345', '79100020000'])
      expect(inProject?.get(phone), phone).toBe('duplicate');
    expect(inProject?.get('79100020001')).toBeUndefined();
    expect(inProject?.get('79005550000')).toBe('duplicate');
    expect(inProject?.get('79005550099')).toBe('duplicate');
    expect(inProject?.get('79161234567')).toBeUndefined(); // a demo contact of project 1
    expect(inProject?.get('79990000001')).toBe('blacklisted');
    const everywhere = await loadKnownNumbers(ctx.db, otherId, options('all', false), 100_000);
    expect(everywhere?.get('79161234567')).toBe('duplicate');
    expect(everywhere?.get('79990000001')).toBeUndefined();
    expect(await loadKnownNumbers(ctx.db, otherId, options('none', false), 100_000)).toBeNull();
    expect(await loadKnownNumbers(ctx.db, otherId, options('project', true), 1)).toBeNull();
  });

  it('creates a contact with the card rules and deletes it; the keys and the project scope hold', async () => {
    const admin = await login(ctx.app, 'admin@demo.local');
    const create = (token: string, fields: Record<string, string>) =>
      ctx.app.inject(
        formRequest('POST', '/api/contact/create', fields, { ...bearer(token), 'accept-language': 'en' }),
      );
    const labels = (
      await ctx.app.inject({ method: 'GET', url: '/api/template_card/labels/1', headers: bearer(admin) })
    ).json().labels as { id: number; value: string; options: { id: number }[] }[];
    const company = labels.find((l) => l.value === 'Company')!;
    const interest = labels.find((l) => l.value === 'Interest')!;
    const bad = await create(admin, {
      campaign_id: '1',
      phone: '12',
      email: 'nope',
      birth_date: '31-02-1990',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      ['birth_date', 'email', 'phone', `dynamic_data.${company.id}`, `dynamic_data.${interest.id}`].sort(),
    );
    const dynamic = JSON.stringify({ [company.id]: 'Acme', [interest.id]: interest.options[0].id });
    const made = await create(admin, {
      campaign_id: '1',
      phone: '+7 495 123-00-00',
      full_name: 'Hand Made',
      dynamic_data: dynamic,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      phone: '74951230000',
      full_name: 'Hand Made',
      region: 'Московская обл.',
      tz: 'Europe/Moscow',
      campaign_id: 1,
    });
    expect(made.json().status).toMatchObject({ title: 'New' });

    const guest = await login(ctx.app, 'guest@demo.local');
    expect((await create(guest, { campaign_id: '1', phone: '79000000000' })).statusCode).toBe(403);
    const operator = await login(ctx.app, 'operator@demo.local');
    const id = made.json().id as number;
    const del = (token: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/contact/delete/${id}`, headers: bearer(token) });
    expect((await del(operator)).statusCode).toBe(403); // operators hold no contact.delete
    expect((await del(admin)).statusCode).toBe(204);
    expect((await del(admin)).statusCode).toBe(404);
    const [left] = await ctx.db
      .select({ n: count() })
      .from(contacts)
      .where(and(eq(contacts.id, id)));
    expect(Number(left.n)).toBe(0);
  });
});
