// The export queue (issue 13; docs/exports.md): each type with the filters of its list screen and a chosen
// set of columns, in the caller's scope and under its keys; rows written batch by batch (a partial CSV while
// processing), XLSX only once done; formulas neutralised in both formats and phones kept as text; cancel,
// delete, and a job interrupted by a restart resumed from its last batch.
import { and, eq, sql } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { contactAdditionalPhones, contacts } from '../../server/contacts/table';
import { statusGroups } from '../../server/resources/tables/status-group';
import { statuses } from '../../server/resources/tables/status';
import { tags } from '../../server/resources/tables/tag';
import { tasks } from '../../server/tasks/table';
import { campaigns, permissionGroups, users } from '../../server/db/schema';
import { EXPORT_TYPES, exportTuning } from '../../server/exports/constants';
import { exportItems } from '../../server/exports/table';
import { kpiTargets } from '../../server/resources/tables/kpi-target';
import { operatorStates } from '../../server/telephony/table';
import { bearer, formRequest, useTestApp } from './helpers/app';
import { until as socketUntil, useListeningApp } from './helpers/sockets';
import { databaseTargets } from './helpers/databases';
import { DEMO, tokenOf } from './contacts-helpers';
import {
  addCall,
  addContacts,
  askExport,
  csvRows,
  download,
  exported,
  exportedRows,
  strangersProject,
  xlsxCellFormat,
  xlsxRows,
} from './exports-helpers';
import { contactId, userId, userWith } from './tasks-helpers';

const TUNING = { ...exportTuning };
const names = (rows: string[][]) => rows.map((r) => r[0]).sort();

describe.each(databaseTargets)('exports on $name', (target) => {
  const ctx = useTestApp(target);
  const admin = () => tokenOf(ctx, DEMO.admin);
  const demoProject = async () => (await ctx.db.select().from(campaigns).orderBy(campaigns.id))[0].id;

  afterEach(() => Object.assign(exportTuning, TUNING));

  /** Jobs hold after each batch until released; POST answers at once. */
  function holdJobs(batchRows: number) {
    const gate = { synced: [] as number[], release: () => undefined as void };
    const held = new Promise<void>((resolve) => (gate.release = resolve));
    Object.assign(exportTuning, {
      batchRows,
      smallWaitMs: 0,
      afterBatch: async (_id: number, synced: number) => {
        gate.synced.push(synced);
        await held;
      },
    });
    return gate;
  }
  const until = async (check: () => Promise<boolean> | boolean, ms = 20_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('condition not reached');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const itemOf = async (token: string, id: number) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/call/getQueueDownload',
      headers: bearer(token),
    });
    return (res.json().items as { id: number; status: string; sync_count: number; row_count: number }[]).find(
      (i) => i.id === id,
    );
  };

  it('exports the contact list with its filters, order and chosen columns, in CSV and typed XLSX', async () => {
    const token = await admin();
    const demo = await demoProject();
    await addContacts(ctx, [{ full_name: 'Elsewhere', campaign_id: (await strangersProject(ctx)).id }]);
    const fields = [
      'full_name',
      'phone',
      'additional_phones',
      'status',
      'tags',
      'campaign',
      'bot_attempts',
      'created_at',
    ];
    const item = await exported(ctx, token, 'contact', {
      fields,
      filters: { campaign_id: [demo], sort: 'ASC' },
    });
    expect(item).toMatchObject({
      status: 'STATUS_DONE',
      row_count: 3,
      sync_count: 3,
      file: expect.stringMatching(/^contact_\d{4}-\d{2}-\d{2}_\d+$/),
    });
    const csv = await download(ctx, token, item.id);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(`${item.file}.csv`);
    const rows = csvRows(csv.body);
    expect(rows[0]).toEqual([
      'Full name',
      'Phone',
      'Additional phones',
      'Status',
      'Tags',
      'Project',
      'Robot attempts',
      'Created',
    ]);
    expect(rows.slice(1).map((r) => r.slice(0, 7))).toEqual([
      ['Ivan Petrov', '79161234567', '74951234567', 'New', 'VIP', 'Demo campaign', '0'],
      ['Maria Smirnova', '79269876543', '', 'Callback', 'Callback', 'Demo campaign', '0'],
      ['Pavel Orlov', '79031112233', '', 'Agreed', '', 'Demo campaign', '0'],
    ]);
    expect(rows[1][7]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const xlsx = await download(ctx, token, item.id, 'xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain(`${item.file}.xlsx`);
    const sheet = await xlsxRows(xlsx.rawPayload);
    expect(sheet[0]).toEqual(rows[0]);
    expect(sheet[1].slice(0, 7)).toEqual([
      'Ivan Petrov',
      '79161234567',
      '74951234567',
      'New',
      'VIP',
      'Demo campaign',
      0,
    ]);
    expect(sheet[1][7]).toBeInstanceOf(Date);
    // Shown as a date: each cell carries its column's format (the cells of a column share one style).
    expect(await xlsxCellFormat(xlsx.rawPayload, 2, 8)).toMatch(/^yyyy-mm-dd/);
    expect(await xlsxCellFormat(xlsx.rawPayload, 2, 1)).toBeFalsy();

    // The list's search, in its own format, sent as a form does (filters as JSON, fields repeated), in Russian.
    const form = await ctx.app.inject(
      formRequest(
        'POST',
        '/api/export/contact',
        {
          filters: JSON.stringify({ full_name: 'petrov', page: 3, limit: 50 }),
          fields: ['full_name', 'email'],
        },
        { ...bearer(token), 'accept-language': 'ru' },
      ),
    );
    expect(form.statusCode, form.body).toBe(201);
    const ru = csvRows((await download(ctx, token, form.json().id)).body);
    expect(ru).toEqual([
      ['ФИО', 'E-mail'],
      ['Ivan Petrov', 'ivan.petrov@example.com'],
    ]);
  });

  it('exports only the contacts an operator sees, phones masked as on the card', async () => {
    const operator = await userWith(ctx, 'ROLE_OPERATOR', ['contact.list', 'contact.download']);
    await addContacts(ctx, [
      { full_name: 'Elsewhere', phone: '79990001122', campaign_id: (await strangersProject(ctx)).id },
    ]);
    const rows = await exportedRows(ctx, operator.token, 'contact', { fields: ['full_name', 'phone'] });
    expect(rows.sort()).toEqual([
      ['Ivan Petrov', '79161234567'],
      ['Maria Smirnova', '79269876543'],
      ['Pavel Orlov', '*****33'],
    ]);
    const all = await exportedRows(ctx, await admin(), 'contact', { fields: ['full_name', 'phone'] });
    expect(all).toContainEqual(['Elsewhere', '79990001122']);
    expect(all).toContainEqual(['Pavel Orlov', '79031112233']);
  });

  it('writes every contact column as the card shows it: dates in the chosen zone, labels in the caller language', async () => {
    const token = await admin();
    const [status] = await ctx.db.select().from(statuses).orderBy(statuses.id).limit(1);
    await ctx.db.insert(statusGroups).values({ title: 'Warm', statuses: [status.id] });
    const [tag] = await ctx.db.insert(tags).values({ title: '=Hot' }).returning();
    const at = new Date('2024-03-05T21:04:05.678Z'); // 2024-03-06 07:04:05 in Vladivostok (UTC+10)
    const [contact] = await addContacts(ctx, [
      {
        full_name: 'Every Column',
        phone: '79001234567',
        email: 'every@example.com',
        birth_date: '1990-02-03',
        region: 'Primorye',
        tz: 'Asia/Vladivostok',
        provider: 'MTS',
        position: ' <Buyer & Co>\u0001 ',
        city: 'Vladivostok',
        address: 'Line 1\nLine 2',
        description: 'say "hi"',
        status_id: status.id,
        user_id: await userId(ctx, DEMO.operator),
        tags: [tag.id],
        call_date: at,
        crm_id: 'crm-7',
        bot_attempts: 2,
        robot_status: { class: 1 },
        created_at: at,
        updated_at: at,
      },
    ]);
    await ctx.db.insert(contactAdditionalPhones).values([
      { contact_id: contact.id, phone: '74950000001' },
      { contact_id: contact.id, phone: '74950000002' },
    ]);
    const userIdOf = await userId(ctx, DEMO.admin);
    await ctx.db.insert(tasks).values([
      { text: 'a', notification_at: at, contact_id: contact.id, user_id: userIdOf, success: true },
      { text: 'b', notification_at: new Date(), contact_id: contact.id, user_id: userIdOf },
    ]);
    await addCall(ctx, { contact_id: contact.id, at, status: 2 });
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/export/fields/contact',
      headers: bearer(token),
    });
    const fields = (listed.json().fields as { key: string }[]).map((f) => f.key);
    const item = await exported(
      ctx,
      token,
      'contact',
      { fields, filters: { full_name: 'Every Column' }, time_zone: 'Asia/Vladivostok' },
      'ru',
    );
    const [header, row] = csvRows((await download(ctx, token, item.id)).body);
    expect(header).toHaveLength(fields.length);
    const when = '2024-03-06 07:04:05';
    expect(Object.fromEntries(fields.map((key, i) => [key, row[i]]))).toEqual({
      id: String(contact.id),
      full_name: 'Every Column',
      phone: '79001234567',
      additional_phones: '74950000001, 74950000002',
      email: 'every@example.com',
      birth_date: '1990-02-03',
      region: 'Primorye',
      tz: 'Asia/Vladivostok',
      provider: 'MTS',
      position: ' <Buyer & Co>\u0001 ',
      city: 'Vladivostok',
      address: 'Line 1\nLine 2',
      description: 'say "hi"',
      status: status.title,
      status_groups: 'Warm',
      user: expect.any(String),
      campaign: 'Demo campaign',
      tags: "'=Hot",
      call_date: when,
      crm_id: 'crm-7',
      bot_attempts: '2',
      tasks_count: '2',
      has_recall_task: 'да',
      robot_status: '{"class": 1}',
      last_call_at: when,
      last_call_status: 'Нет ответа',
      created_at: when,
      updated_at: when,
    });
    expect(row[fields.indexOf('user')]).not.toBe('');
    // The XLSX: numbers and dates typed (the wall-clock time as written), text as it is, blanks at its
    // edges kept, and what XML cannot hold (a control character) dropped.
    const sheet = await xlsxRows((await download(ctx, token, item.id, 'xlsx')).rawPayload);
    expect(sheet[0]).toEqual(header);
    expect(Object.fromEntries(fields.map((key, i) => [key, sheet[1][i]]))).toMatchObject({
      id: contact.id,
      phone: '79001234567',
      birth_date: new Date(Date.UTC(1990, 1, 3)),
      position: ' <Buyer & Co> ',
      address: 'Line 1\nLine 2',
      description: 'say "hi"',
      tags: "'=Hot",
      call_date: new Date(Date.UTC(2024, 2, 6, 7, 4, 5)),
      bot_attempts: 2,
      tasks_count: 2,
      has_recall_task: 'да',
      created_at: new Date(Date.UTC(2024, 2, 6, 7, 4, 5)),
    });
  });

  it('exports contacts never called, whose last call was not answered, and with a robot status', async () => {
    const token = await admin();
    const [silent, retried, robot] = await addContacts(ctx, [
      { full_name: 'Silent' },
      { full_name: 'Retried' },
      { full_name: 'Robot one', robot_status: { class: 1, text: 'Yes' } },
      { full_name: 'Untouched' },
    ]);
    const hour = 3_600_000;
    await addCall(ctx, {
      contact_id: silent.id,
      at: new Date(Date.now() - 2 * hour),
      bill_sec: 40,
      answered_at: new Date(),
    });
    await addCall(ctx, { contact_id: silent.id, at: new Date(Date.now() - hour), status: 2 });
    await addCall(ctx, { contact_id: retried.id, at: new Date(Date.now() - 2 * hour), status: 2 });
    await addCall(ctx, { contact_id: retried.id, at: new Date(Date.now() - hour), bill_sec: 12, status: 1 });
    await addCall(ctx, { contact_id: robot.id, call_type: 'TYPE_ROBOT', bill_sec: 5 });
    const fields = ['full_name', 'last_call_status'];
    expect(names(await exportedRows(ctx, token, 'new', { fields }))).toEqual(['Untouched']);
    expect(await exportedRows(ctx, token, 'no_answer', { fields })).toEqual([['Silent', 'No answer']]);
    const robots = await exportedRows(ctx, token, 'robot', { fields: ['full_name', 'robot_status'] });
    expect(robots).toEqual([['Robot one', '{"text": "Yes", "class": 1}']]);
    // The list's filters narrow each of them too.
    expect(await exportedRows(ctx, token, 'new', { fields, filters: { full_name: 'Nobody' } })).toEqual([]);
  });

  it("exports the calls report's rows with its filters, scope and masking", async () => {
    const token = await admin();
    const fields = ['client_phone', 'call_type', 'contact', 'status', 'context', 'bill_sec'];
    const robot = await exportedRows(ctx, token, 'call', { fields, filters: { call_type: 'TYPE_ROBOT' } });
    expect(robot).toEqual([['79161234567', 'Robot', 'Ivan Petrov', 'Answered', 'Outbound', '34']]);
    // The report's order: oldest first here (the demo calls were made 40 days, a day, 5, 3 and 2 hours ago).
    const all = await exportedRows(ctx, token, 'call', {
      fields: ['status_operator', 'bill_sec'],
      filters: { sort: 'at', order: 'asc' },
    });
    expect(all).toEqual([
      ['', '0'],
      ['', '34'],
      ['Agreed', '60'],
      ['Callback', '210'],
      ['New', '95'],
    ]);

    // An operator without contact.callAllShow gets only the calls they took, masked where the card masks.
    const operator = await userWith(ctx, 'ROLE_OPERATOR', ['call.list', 'call.download']);
    await addCall(ctx, {
      contact_id: await contactId(ctx, 'Pavel Orlov'),
      client_phone: '79031112233',
      operator_id: operator.id,
    });
    const own = await exportedRows(ctx, operator.token, 'call', { fields: ['client_phone', 'contact'] });
    expect(own).toEqual([['*****33', 'Pavel Orlov']]);
  });

  it('exports the blacklist with its filters', async () => {
    const token = await admin();
    const rows = await exportedRows(ctx, token, 'blacklist', {
      fields: ['phone', 'comment'],
      filters: { phone: '7999' },
    });
    expect(rows).toEqual([
      ['79990000002', 'Complaint to the regulator'],
      ['79990000001', 'Asked not to be called'],
    ]);
  });

  it('exports operator statistics, their state history and the KPI report from what is recorded', async () => {
    const token = await admin();
    const operator = await userId(ctx, DEMO.operator);
    const day = Date.UTC(2026, 0, 10);
    const at = (minutes: number) => new Date(day + minutes * 60_000);
    await ctx.db.insert(operatorStates).values([
      {
        user_id: operator,
        oper_phone: '1003',
        status: 'active',
        presence: 'active',
        reason: 'ui_active',
        at: at(0),
      },
      {
        user_id: operator,
        oper_phone: '1003',
        status: 'pause',
        presence: 'dnd',
        reason: 'ui_dnd',
        at: at(60),
      },
      {
        user_id: operator,
        oper_phone: '1003',
        status: 'no_active',
        presence: 'no_active',
        reason: 'ui_active',
        at: at(90),
      },
    ]);
    await addCall(ctx, { operator_id: operator, at: at(10), bill_sec: 100, answered_at: at(10) });
    await addCall(ctx, { operator_id: operator, at: at(20), context: 'inbound', status: 12 });
    const period = { date_from: '2026-01-10', date_to: '2026-01-10' };
    const stats = await exportedRows(ctx, token, 'user_statistics', {
      filters: period,
      fields: [
        'full_name',
        'calls',
        'inbound_calls',
        'answered_calls',
        'talk_sec',
        'active_sec',
        'pause_sec',
        'no_active_sec',
      ],
    });
    expect(stats).toEqual([['Olga Operator', '2', '1', '1', '100', '3600', '1800', String(22.5 * 3600)]]);
    const history = await exportedRows(ctx, token, 'user_statistics_history', {
      filters: period,
      fields: ['full_name', 'extension', 'status', 'presence', 'duration_sec'],
      time_zone: 'Europe/Moscow',
    });
    expect(history).toEqual([
      ['Olga Operator', '1003', 'Active', 'Active', '3600'],
      ['Olga Operator', '1003', 'Pause', 'Do not disturb', '1800'],
      ['Olga Operator', '1003', 'Not active', 'Not active', expect.any(String)],
    ]);
    const moscow = await exportedRows(ctx, token, 'user_statistics_history', {
      filters: period,
      fields: ['at'],
      time_zone: 'Europe/Moscow',
    });
    expect(moscow[0]).toEqual(['2026-01-10 03:00:00']);

    await ctx.db.delete(kpiTargets);
    await ctx.db.insert(kpiTargets).values({
      kpi_type: 'calls_count',
      target: 8,
      reset_mode: 'none',
      users: [operator],
      created_at: new Date(Date.UTC(2020, 0, 1)),
    });
    const kpi = await exportedRows(ctx, token, 'kpi_report', {
      fields: ['kpi_type', 'full_name', 'value', 'percent'],
    });
    // The demo operator's three demo calls and the two above.
    expect(kpi).toEqual([['Number of calls', 'Olga Operator', '5', '62.5']]);

    // Anyone but an administrator or a supervisor gets their own figures only.
    const other = await userWith(ctx, 'ROLE_OPERATOR', ['userReport.list', 'userReport.download']);
    expect(await exportedRows(ctx, other.token, 'user_statistics_history', { fields: ['id'] })).toEqual([]);
    expect(await exportedRows(ctx, other.token, 'user_statistics', { fields: ['user_id'] })).toEqual([
      [String(other.id)],
    ]);
  });

  it('asks each type for its keys, and lists its columns in the caller language', async () => {
    const none = await userWith(ctx, 'ROLE_SUPERVISOR', ['contact.list', 'call.list', 'userReport.list']);
    for (const type of EXPORT_TYPES) {
      const fields = await ctx.app.inject({
        method: 'GET',
        url: `/api/export/fields/${type}`,
        headers: bearer(none.token),
      });
      expect(fields.statusCode, type).toBe(403);
      expect((await askExport(ctx, none.token, type, { fields: ['id'] })).statusCode, type).toBe(403);
    }
    const token = await admin();
    const ru = await ctx.app.inject({
      method: 'GET',
      url: '/api/export/fields/contact',
      headers: { ...bearer(token), 'accept-language': 'ru' },
    });
    expect(ru.json().fields.slice(0, 3)).toEqual([
      { key: 'id', label: 'ID' },
      { key: 'full_name', label: 'ФИО' },
      { key: 'phone', label: 'Телефон' },
    ]);
    const keys = [
      ['contact', 'contact.download', 'full_name'],
      ['call', 'call.download', 'id'],
      ['user_statistics', 'userReport.download', 'full_name'],
      ['kpi_report', 'kpi.list', 'value'],
      ['blacklist', 'blackList.list', 'phone'],
    ] as const;
    for (const [type, key, field] of keys) {
      const holder = await userWith(ctx, 'ROLE_SUPERVISOR', [
        'contact.list',
        'call.list',
        'userReport.list',
        key,
      ]);
      const res = await askExport(ctx, holder.token, type, { fields: [field] });
      expect(res.statusCode, `${type} ${res.body}`).toBe(201);
    }
    // Someone else's export is not there for anyone but its owner; a revoked key stops its download.
    const owner = await userWith(ctx, 'ROLE_SUPERVISOR', ['contact.list', 'contact.download']);
    const item = await exported(ctx, owner.token, 'contact', { fields: ['id'] });
    expect((await download(ctx, token, item.id)).statusCode).toBe(404);
    expect((await download(ctx, owner.token, item.id)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, owner.id));
    await ctx.db
      .update(permissionGroups)
      .set({ permissions: 'contact.list' })
      .where(eq(permissionGroups.id, row.permission_group_id!));
    expect((await download(ctx, owner.token, item.id)).statusCode).toBe(403);
  });

  it('refuses an export without fields, with unknown ones, or with filters its list refuses', async () => {
    const token = await admin();
    for (const body of [{}, { fields: [] }]) {
      const res = await askExport(ctx, token, 'contact', body, 'ru');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'no_fields',
        message: 'Не выбраны поля для выгрузки',
        errors: { fields: 'Не выбраны поля для выгрузки' },
      });
    }
    const english = await askExport(ctx, token, 'call', { fields: [] });
    expect(english.json().message).toBe('No fields selected for export');
    const unknown = await askExport(ctx, token, 'contact', { fields: ['full_name', 'password_hash'] });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['fields']);
    const badFilters = await askExport(ctx, token, 'contact', {
      fields: ['id'],
      filters: { campaign_id: ['x'], created_from: '2026-02-30' },
    });
    expect(badFilters.statusCode).toBe(400);
    expect(Object.keys(badFilters.json().errors)).toEqual(['filters.campaign_id']);
    const badDay = await askExport(ctx, token, 'contact', {
      fields: ['id'],
      filters: { created_from: '2026-02-30' },
    });
    expect(badDay.json().errors).toEqual({ 'filters.created_from': expect.stringContaining('Created from') });
    const badCall = await askExport(ctx, token, 'call', { fields: ['id'], filters: { phone: '--' } });
    expect(Object.keys(badCall.json().errors)).toEqual(['filters.phone']);
    const badJson = await ctx.app.inject(
      formRequest(
        'POST',
        '/api/export/contact',
        { filters: '{nope', fields: 'id' },
        { ...bearer(token), 'accept-language': 'en' },
      ),
    );
    expect(badJson.json().errors).toEqual({ filters: 'Not valid JSON' });
    const badZone = await askExport(ctx, token, 'contact', { fields: ['id'], time_zone: 'Mars/Olympus' });
    expect(Object.keys(badZone.json().errors)).toEqual(['time_zone']);
    expect(await ctx.db.select().from(exportItems)).toEqual([]);
  });

  it('writes rows as it reads them: a partial CSV while processing, XLSX refused until done, then cancel', async () => {
    const token = await admin();
    await addContacts(
      ctx,
      Array.from({ length: 7 }, (_, i) => ({ full_name: `Bulk ${i + 1}` })),
    );
    const gate = holdJobs(3);
    const item = await exported(ctx, token, 'contact', { fields: ['full_name'], filters: { sort: 'ASC' } });
    expect(item).toMatchObject({ status: 'STATUS_PROCESSING', row_count: 10, sync_count: 0 });
    await until(() => gate.synced.length === 1);
    expect(await itemOf(token, item.id)).toMatchObject({ status: 'STATUS_PROCESSING', sync_count: 3 });
    const partial = await download(ctx, token, item.id);
    expect(partial.statusCode).toBe(200);
    expect(csvRows(partial.body)).toEqual([
      ['Full name'],
      ['Ivan Petrov'],
      ['Maria Smirnova'],
      ['Pavel Orlov'],
    ]);
    const early = await download(ctx, token, item.id, 'xlsx');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'export_not_ready',
      message: 'The XLSX file is made once the export is done',
    });

    // A user runs at most three at once.
    for (let i = 0; i < 2; i++) await exported(ctx, token, 'contact', { fields: ['id'] });
    const fourth = await askExport(ctx, token, 'contact', { fields: ['id'] });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().code).toBe('export_limit');

    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/export/cancel/${item.id}`,
      headers: bearer(token),
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      id: item.id,
      status: 'STATUS_CANCELED',
      sync_count: 3,
      finished_at: expect.any(String),
    });
    gate.release();
    await until(async () => (await itemOf(token, item.id))?.status === 'STATUS_CANCELED');
    await new Promise((r) => setTimeout(r, 300)); // the job has stopped at its next commit
    expect(await itemOf(token, item.id)).toMatchObject({ status: 'STATUS_CANCELED', sync_count: 3 });
    expect(csvRows((await download(ctx, token, item.id)).body)).toHaveLength(4);
    expect((await download(ctx, token, item.id, 'xlsx')).statusCode).toBe(409);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/export/cancel/${item.id}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(409);

    const other = await tokenOf(ctx, DEMO.supervisor);
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/call/deleteQueueDownload/${item.id}`,
      headers: bearer(other),
    });
    expect(foreign.statusCode).toBe(404);
    // Deleting takes the export and its files; a running one stops.
    const running = (
      await ctx.app.inject({ method: 'GET', url: '/api/call/getQueueDownload', headers: bearer(token) })
    ).json().items;
    for (const { id } of running) {
      const gone = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/call/deleteQueueDownload/${id}`,
        headers: bearer(token),
      });
      expect(gone.statusCode).toBe(204);
      expect((await download(ctx, token, id)).statusCode).toBe(404);
    }
    expect(await ctx.db.select().from(exportItems)).toEqual([]);
  });

  it('neutralises formulas in CSV and XLSX and keeps phones as the text they are', async () => {
    const token = await admin();
    const formula = '=HYPERLINK("http://evil.example","x")';
    await addContacts(ctx, [
      {
        full_name: formula,
        phone: '0012345',
        description: '+1+2',
        city: '-2+3',
        address: '@SUM(A1)',
        position: '\tTab',
        email: 'a;b"c',
      },
      { full_name: 'Carriage', phone: '79000000001', description: '\rCR' },
    ]);
    const fields = [
      'full_name',
      'phone',
      'description',
      'city',
      'address',
      'position',
      'email',
      'bot_attempts',
    ];
    const item = await exported(ctx, token, 'contact', { fields, filters: { phone: '00' } });
    const csv = await download(ctx, token, item.id);
    expect(csv.body).toContain(
      `"'=HYPERLINK(""http://evil.example"",""x"")";0012345;'+1+2;'-2+3;'@SUM(A1);'\tTab;"a;b""c";0\n`,
    );
    const expected = [`'${formula}`, '0012345', "'+1+2", "'-2+3", "'@SUM(A1)", "'\tTab", 'a;b"c'];
    expect(csvRows(csv.body)[1]).toEqual([...expected, '0']);
    const sheet = await xlsxRows((await download(ctx, token, item.id, 'xlsx')).rawPayload);
    expect(sheet[1]).toEqual([...expected, 0]);
    const carriage = await exportedRows(ctx, token, 'contact', {
      fields: ['description'],
      filters: { full_name: 'Carriage' },
    });
    expect(carriage).toEqual([["'\rCR"]]);
  });

  it('resumes an export a restart interrupted from its last batch, and stops one interrupted too often', async () => {
    const token = await admin();
    await addContacts(
      ctx,
      Array.from({ length: 9 }, (_, i) => ({
        full_name: `Bulk ${i + 1}`,
        phone: `7900000${String(i).padStart(4, '0')}`,
      })),
    );
    const gate = holdJobs(4);
    exportTuning.heartbeatMs = 600_000; // a dead process does not beat
    const item = await exported(ctx, token, 'contact', {
      fields: ['id', 'full_name'],
      filters: { sort: 'ASC' },
    });
    await until(() => gate.synced.length === 1);
    // The process dies: its job never beats again, and another process finds the row a minute later.
    const old = ctx.app;
    await old.close();
    await ctx.db
      .update(exportItems)
      .set({ heartbeat_at: sql`now() - interval '2 minutes'` })
      .where(eq(exportItems.id, item.id));
    const [looping] = await ctx.db
      .insert(exportItems)
      .values({
        user_id: await userId(ctx, DEMO.admin),
        type: 'contact',
        file: 'contact_x',
        filters: {},
        fields: ['id'],
        locale: 'en',
        time_zone: 'UTC',
        run_id: '00000000-0000-0000-0000-000000000000',
        resumes: 3,
        heartbeat_at: new Date(Date.now() - 120_000),
      })
      .returning();
    Object.assign(exportTuning, { afterBatch: null });
    ctx.app = buildApp({ config: ctx.config, db: ctx.db, mailer: { send: async () => undefined } });
    await ctx.app.ready();
    gate.release(); // the dead process's job wakes up: its commits miss, it writes nothing more
    await until(async () => (await itemOf(token, item.id))?.status === 'STATUS_DONE');
    const rows = csvRows((await download(ctx, token, item.id)).body).slice(1);
    const total = (await ctx.db.select().from(contacts)).length;
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r[0])).size).toBe(total);
    expect(rows.map((r) => Number(r[0]))).toEqual([...rows.map((r) => Number(r[0]))].sort((a, b) => a - b));
    const [resumed] = await ctx.db.select().from(exportItems).where(eq(exportItems.id, item.id));
    expect(resumed).toMatchObject({ resumes: 1, sync_count: total, row_count: total });
    const [stopped] = await ctx.db
      .select()
      .from(exportItems)
      .where(and(eq(exportItems.id, looping.id)));
    expect(stopped).toMatchObject({
      status: 'STATUS_ERROR',
      error: 'The export was interrupted by server restarts 4 times and was stopped',
    });
    expect((await download(ctx, token, item.id, 'xlsx')).statusCode).toBe(200);
  });
  describe('pushes', () => {
    const live = useListeningApp(ctx);

    it("pushes each change of an export to its owner's tabs as the item", async () => {
      const token = await admin();
      const socket = io(`${live.base}/app`, {
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      live.sockets.push(socket);
      const got: { id: number; status: string; sync_count: number }[] = [];
      socket.on('export.changed', (item) => got.push(item));
      await socketUntil(() => socket.connected);
      const item = await exported(ctx, token, 'contact', { fields: ['id'] });
      await socketUntil(() => got.some((i) => i.status === 'STATUS_DONE'), 5000);
      expect(got[0]).toMatchObject({ id: item.id, status: 'STATUS_PROCESSING', user: { email: DEMO.admin } });
      expect(got.at(-1)).toEqual(item);
    });
  });
});
