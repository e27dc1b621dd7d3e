// Tasks and their reminders (spec 001 section 7, "Tasks and notifications"): keys of spec 001 section 6,
// validation and taskAlreadyExists (spec 000 section 5), the classification of spec 000 section 4.2 in the
// bell's filters, the 30-second poll's window, and phones masked as on the card.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contacts } from '../../server/contacts/table';
import { notes } from '../../server/notes/table';
import { seedDemoTasks } from '../../server/seed/tasks';
import { campaigns } from '../../server/db/schema';
import { tasks } from '../../server/tasks/table';
import { formatTaskTime } from '../../server/tasks/time';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { DEMO, tokenOf } from './contacts-helpers';
import { contactId, HOUR, insertTask, MINUTE, minuteFrom, send, userId, userWith } from './tasks-helpers';

describe.each(databaseTargets)('tasks on $name', (target) => {
  const ctx = useTestApp(target);
  const token = (who: keyof typeof DEMO) => tokenOf(ctx, DEMO[who]);
  const ids = async () => ({
    ivan: await contactId(ctx, 'Ivan Petrov'),
    maria: await contactId(ctx, 'Maria Smirnova'),
    pavel: await contactId(ctx, 'Pavel Orlov'),
    operator: await userId(ctx, DEMO.operator),
    supervisor: await userId(ctx, DEMO.supervisor),
  });
  const create = async (who: keyof typeof DEMO, fields: Record<string, string | number>, locale = 'en') =>
    send(ctx, 'POST', '/api/task/create', await token(who), fields, locale);
  const clearTasks = () => ctx.db.delete(tasks);
  // The seeded tasks sit at times relative to the seeding moment; each test places its own instead.
  beforeEach(async () => {
    await clearTasks();
  });

  it('answers 401 without a token and 403 without the route keys', async () => {
    const { ivan, operator } = await ids();
    const task = await insertTask(ctx, {
      contact_id: ivan,
      user_id: operator,
      notification_at: minuteFrom(HOUR),
    });
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['POST', '/api/task/create'],
      ['GET', '/api/task/list'],
      ['GET', '/api/task/list/bell'],
      ['PUT', `/api/task/update/${task.id}`],
      ['POST', `/api/task/success/${task.id}`],
      ['DELETE', `/api/task/delete/${task.id}`],
      ['PUT', `/api/notification/update/${task.id}`],
      ['POST', `/api/notification/success/${task.id}`],
      ['DELETE', `/api/notification/delete/${task.id}`],
    ];
    const noKeys = (await userWith(ctx, 'ROLE_SUPERVISOR', ['contact.show'])).token;
    // Completing needs taskUpdate and taskComplete (spec 001 section 6): one of them is not enough.
    const completeOnly = (await userWith(ctx, 'ROLE_SUPERVISOR', ['contact.taskComplete'])).token;
    for (const [method, url] of routes) {
      expect((await send(ctx, method, url, null)).statusCode, url).toBe(401);
      expect((await send(ctx, method, url, noKeys)).statusCode, url).toBe(403);
    }
    expect((await send(ctx, 'POST', `/api/task/success/${task.id}`, completeOnly)).statusCode).toBe(403);
    expect((await send(ctx, 'GET', '/api/task/list', await token('guest'))).statusCode).toBe(200);
    expect(
      (await create('guest', { text: 'x', notification_at: '01-01-2030 10:00', contact: ivan })).statusCode,
    ).toBe(403);
  });

  describe('POST /api/task/create', () => {
    it('creates a task for the contact operator and answers 201 with the task and its user', async () => {
      const { ivan, operator } = await ids();
      const at = minuteFrom(2 * HOUR);
      const res = await create('supervisor', {
        text: ' Call back ',
        notification_at: formatTaskTime(at),
        contact: ivan,
        auto_call: 'true',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        id: expect.any(Number),
        text: 'Call back',
        notification_at: formatTaskTime(at),
        overdue: false,
        success: false,
        call_count: 0,
        auto_call: true,
        contact: {
          id: ivan,
          full_name: 'Ivan Petrov',
          phone: '79161234567',
          campaign: { title: 'Demo campaign' },
        },
        user: { id: operator, full_name: 'Olga Operator', extension_username: '1003' },
      });
      const [row] = await ctx.db.select().from(tasks).where(eq(tasks.id, res.json().id));
      expect(row.notification_at.getTime()).toBe(at.getTime());
    });

    it('accepts ISO times and keeps them to the minute', async () => {
      const { ivan } = await ids();
      const res = await create('admin', {
        text: 'ISO',
        notification_at: '2031-03-04T10:20:45Z',
        contact: ivan,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().notification_at).toBe(formatTaskTime(new Date('2031-03-04T10:20:00Z')));
    });

    it('names the missing and malformed fields in the caller language', async () => {
      const { ivan } = await ids();
      const empty = await create('admin', { text: '', notification_at: '', contact: ivan });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({
        code: 'validation',
        errors: {
          text: expect.stringContaining('text'),
          notification_at: expect.stringContaining('notification time'),
        },
      });
      const ru = await create('admin', { text: '', notification_at: '', contact: ivan }, 'ru');
      expect(ru.json().errors.notification_at).toContain('время уведомления');
      const bad = await create('admin', { text: 'x', notification_at: '31-02-2030 10:00', contact: ivan });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.notification_at).toContain('DD-MM-YYYY HH:mm');
      const noContact = await create('admin', { text: 'x', notification_at: '01-01-2030 10:00' });
      expect(Object.keys(noContact.json().errors)).toEqual(['contact']);
    });

    it('refuses a second task of the user at the same minute with taskAlreadyExists and the time', async () => {
      const { ivan, maria } = await ids();
      const time = formatTaskTime(minuteFrom(5 * HOUR));
      expect((await create('admin', { text: 'a', notification_at: time, contact: ivan })).statusCode).toBe(
        201,
      );
      const again = await create('admin', { text: 'b', notification_at: time, contact: maria });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        code: 'taskAlreadyExists',
        message: `A task for this time (${time}) already exists`,
        time,
      });
      const ru = await create('admin', { text: 'b', notification_at: time, contact: maria }, 'ru');
      expect(ru.json().message).toBe(`Задача на это время (${time}) уже существует`);
      // Another user may have a task at that minute.
      const own = await create('supervisor', {
        text: 'c',
        notification_at: time,
        contact: maria,
        user: String((await ids()).supervisor),
      });
      expect(own.statusCode).toBe(201);
    });

    it('answers the task errors: a nonexistent contact, no user to assign', async () => {
      const missing = await create('admin', {
        text: 'x',
        notification_at: '01-01-2030 10:00',
        contact: 424242,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        code: 'contactNotFound',
        message: 'The contact does not exist',
      });
      const { ivan } = await ids();
      await ctx.db.update(contacts).set({ user_id: null }).where(eq(contacts.id, ivan));
      const guest = await userWith(ctx, 'ROLE_GUEST', ['contact.taskCreate']);
      const none = await send(ctx, 'POST', '/api/task/create', guest.token, {
        text: 'x',
        notification_at: '01-01-2030 10:00',
        contact: ivan,
      });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({
        code: 'taskNoUser',
        message: 'No user is assigned to the contact',
      });
      const mine = await create('supervisor', {
        text: 'x',
        notification_at: '01-01-2030 10:00',
        contact: ivan,
      });
      expect(mine.json().user.full_name).toBe('Sergey Supervisor');
    });

    it('lets only a non-operator holding operatorChange give a task to another user', async () => {
      const { maria, supervisor, operator } = await ids();
      const forOther = { text: 'x', notification_at: '01-01-2030 10:00', contact: maria, user: supervisor };
      expect((await create('operator', forOther)).statusCode).toBe(403);
      expect((await create('operator', { ...forOther, user: operator })).statusCode).toBe(201);
      expect(
        (await create('supervisor', { ...forOther, user: operator, notification_at: '01-01-2030 11:00' }))
          .statusCode,
      ).toBe(201);
      const unknown = await create('admin', { ...forOther, user: 999999 });
      expect(unknown.statusCode).toBe(400);
      expect(Object.keys(unknown.json().errors)).toEqual(['user']);
    });
  });

  describe('GET /api/task/list', () => {
    it("answers a contact's tasks of every user, narrowed by user_id or all_operators=false", async () => {
      const { ivan, maria, operator, supervisor } = await ids();
      await insertTask(ctx, { contact_id: ivan, user_id: operator, notification_at: minuteFrom(HOUR) });
      await insertTask(ctx, { contact_id: ivan, user_id: supervisor, notification_at: minuteFrom(2 * HOUR) });
      await insertTask(ctx, { contact_id: maria, user_id: operator, notification_at: minuteFrom(3 * HOUR) });
      const list = async (query: string, who: keyof typeof DEMO = 'operator') =>
        (await send(ctx, 'GET', `/api/task/list?${query}`, await token(who))).json().items as {
          user: { id: number };
        }[];
      expect(await list(`contact_id=${ivan}&type=all`)).toHaveLength(2);
      expect(await list(`contact_id=${ivan}&all_operators=true`)).toHaveLength(2);
      expect((await list(`contact_id=${ivan}&all_operators=false`)).map((t) => t.user.id)).toEqual([
        operator,
      ]);
      expect((await list(`contact_id=${ivan}&user_id=${supervisor}`)).map((t) => t.user.id)).toEqual([
        supervisor,
      ]);
      expect(await list('')).toHaveLength(2); // the operator's own
      expect(await list('all_operators=true', 'supervisor')).toHaveLength(3);
      const other = await send(ctx, 'GET', '/api/task/list?all_operators=true', await token('operator'));
      expect(other.statusCode).toBe(403);
      expect(
        (await send(ctx, 'GET', `/api/task/list?user_id=${supervisor}`, await token('operator'))).statusCode,
      ).toBe(403);
      expect((await send(ctx, 'GET', '/api/task/list?type=nope', await token('admin'))).statusCode).toBe(400);
    });

    it('now=true answers the caller open tasks due from this minute to one minute ahead', async () => {
      const { ivan, operator, supervisor } = await ids();
      const due = await insertTask(ctx, {
        contact_id: ivan,
        user_id: operator,
        notification_at: minuteFrom(MINUTE),
      });
      await insertTask(ctx, {
        contact_id: ivan,
        user_id: operator,
        notification_at: minuteFrom(-2 * MINUTE),
      });
      await insertTask(ctx, { contact_id: ivan, user_id: operator, notification_at: minuteFrom(5 * MINUTE) });
      await insertTask(ctx, {
        contact_id: ivan,
        user_id: operator,
        notification_at: minuteFrom(0),
        success: true,
      });
      await insertTask(ctx, { contact_id: ivan, user_id: supervisor, notification_at: minuteFrom(MINUTE) });
      const res = await send(ctx, 'GET', '/api/task/list?now=true', await token('operator'));
      expect(res.json().items.map((t: { id: number }) => t.id)).toEqual([due.id]);
    });

    it('masks the contact phone for operators when the contact or its project hides it', async () => {
      const { pavel, ivan, operator } = await ids();
      await insertTask(ctx, { contact_id: pavel, user_id: operator, notification_at: minuteFrom(HOUR) });
      await insertTask(ctx, { contact_id: ivan, user_id: operator, notification_at: minuteFrom(2 * HOUR) });
      const phones = async (who: keyof typeof DEMO) =>
        (await send(ctx, 'GET', '/api/task/list?all_operators=true', await token(who)))
          .json()
          .items.map((t: { contact: { phone: string } }) => t.contact.phone);
      expect(await phones('admin')).toEqual(['79031112233', '79161234567']);
      const own = await send(ctx, 'GET', '/api/task/list', await token('operator'));
      expect(own.json().items.map((t: { contact: { phone: string } }) => t.contact.phone)).toEqual([
        '*****33',
        '79161234567',
      ]);
      await ctx.db.update(campaigns).set({ show_phone: false });
      const bell = await send(ctx, 'GET', '/api/task/list/bell', await token('operator'));
      expect(bell.json().items.map((t: { contact: { phone: string } }) => t.contact.phone)).toEqual([
        '*****33',
        '*****67',
      ]);
    });
  });

  describe('GET /api/task/list/bell', () => {
    it('pages the caller tasks in time order and filters by each task type', async () => {
      const { ivan, operator, supervisor } = await ids();
      const make = (offset: number, extra: Partial<typeof tasks.$inferInsert> = {}) =>
        insertTask(ctx, {
          contact_id: ivan,
          user_id: operator,
          notification_at: minuteFrom(offset),
          ...extra,
        });
      const overdue = await make(-3 * HOUR);
      const autoMissed = await make(-2 * HOUR, { auto_call: true });
      const called = await make(-HOUR, { call_count: 2 });
      const done = await make(-30 * MINUTE, { success: true });
      const active = await make(HOUR);
      const autoLater = await make(2 * HOUR, { auto_call: true });
      await insertTask(ctx, { contact_id: ivan, user_id: supervisor, notification_at: minuteFrom(HOUR) });
      const bell = async (query: string) =>
        (await send(ctx, 'GET', `/api/task/list/bell?${query}`, await token('operator'))).json();
      const idsOf = async (type: string) =>
        (await bell(`task_type=${type}&limit=100`)).items.map((t: { id: number }) => t.id);
      // Open tasks by time (the overdue first), then the completed.
      expect(await idsOf('all')).toEqual(
        [overdue, autoMissed, called, active, autoLater, done].map((t) => t.id),
      );
      expect(await idsOf('overdue')).toEqual([overdue.id]);
      expect(await idsOf('active')).toEqual([autoMissed.id, active.id, autoLater.id]);
      expect(await idsOf('called')).toEqual([called.id]);
      expect(await idsOf('completed')).toEqual([done.id]);
      expect(await idsOf('absent')).toEqual([overdue.id, autoMissed.id]);
      expect(await idsOf('auto')).toEqual([autoMissed.id, autoLater.id]);
      const states = (await bell('limit=100')).items.map((t: { state: string }) => t.state);
      expect(states).toEqual(['overdue', 'active', 'called', 'active', 'active', 'completed']);
      const page2 = await bell('page=2&limit=4');
      expect(page2).toMatchObject({ current: 2, numItemsPerPage: 4, totalCount: 6 });
      expect(page2.items.map((t: { id: number }) => t.id)).toEqual([autoLater.id, done.id]);
      expect(page2.counts).toMatchObject({
        all: 6,
        overdue: 1,
        active: 3,
        called: 1,
        completed: 1,
        absent: 2,
        auto: 2,
      });
      expect(await bell('')).toMatchObject({ current: 1, numItemsPerPage: 10, totalCount: 6 });
      const tooMany = await send(ctx, 'GET', '/api/task/list/bell?limit=501', await token('operator'));
      expect(tooMany.statusCode).toBe(400);
    });

    it('counts for the badge the open tasks due by the end of today, overdue ones first (issue 14)', async () => {
      const { ivan, operator } = await ids();
      const make = (at: Date, extra: Partial<typeof tasks.$inferInsert> = {}) =>
        insertTask(ctx, { contact_id: ivan, user_id: operator, notification_at: at, ...extra });
      const tomorrow = new Date();
      tomorrow.setHours(24 + 9, 0, 0, 0);
      const later = await make(tomorrow); // active, and what the badge once counted alone
      const overdue = await make(minuteFrom(-3 * HOUR));
      await make(minuteFrom(-2 * HOUR), { success: true });
      const soon = await make(minuteFrom(2 * MINUTE));
      const endOfToday = new Date();
      endOfToday.setHours(23, 59, 59, 999);
      const dueToday = 1 + (soon.notification_at <= endOfToday ? 1 : 0);
      const bell = (await send(ctx, 'GET', '/api/task/list/bell?limit=1', await token('operator'))).json();
      expect(bell.counts).toEqual({
        all: 4,
        active: 2,
        overdue: 1,
        called: 0,
        completed: 1,
        absent: 1,
        auto: 0,
        due: dueToday,
      });
      expect(bell.items.map((t: { id: number }) => t.id)).toEqual([overdue.id]);
      const all = (await send(ctx, 'GET', '/api/task/list/bell?limit=10', await token('operator'))).json();
      expect(all.items.map((t: { id: number }) => t.id).slice(0, 3)).toEqual([overdue.id, soon.id, later.id]);
    });
  });

  describe('changing tasks', () => {
    it('PUT /task/update saves the whole task, recomputes overdue, refuses a taken minute', async () => {
      const { ivan, operator } = await ids();
      const task = await insertTask(ctx, {
        contact_id: ivan,
        user_id: operator,
        notification_at: minuteFrom(HOUR),
      });
      const taken = formatTaskTime(minuteFrom(4 * HOUR));
      await insertTask(ctx, { contact_id: ivan, user_id: operator, notification_at: minuteFrom(4 * HOUR) });
      const past = formatTaskTime(minuteFrom(-HOUR));
      const item = (await send(ctx, 'GET', `/api/task/list?contact_id=${ivan}`, await token('operator')))
        .json()
        .items.find((t: { id: number }) => t.id === task.id);
      const whole = {
        ...item,
        text: 'Changed',
        notification_at: past,
        contact: JSON.stringify(item.contact),
        user: JSON.stringify(item.user),
      };
      const res = await send(ctx, 'PUT', `/api/task/update/${task.id}`, await token('operator'), whole);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: task.id,
        text: 'Changed',
        notification_at: past,
        overdue: true,
        success: false,
      });
      const clash = await send(ctx, 'PUT', `/api/task/update/${task.id}`, await token('operator'), {
        notification_at: taken,
      });
      expect(clash.json()).toMatchObject({ code: 'taskAlreadyExists', time: taken });
      const empty = await send(ctx, 'PUT', `/api/task/update/${task.id}`, await token('operator'), {
        text: '',
      });
      expect(empty.json().errors.text).toBeDefined();
      expect(
        (await send(ctx, 'PUT', '/api/task/update/999999', await token('admin'), { text: 'x' })).statusCode,
      ).toBe(404);
    });

    it('completing needs taskComplete; an operator changes only their own tasks', async () => {
      const { ivan, operator, supervisor } = await ids();
      const mine = await insertTask(ctx, {
        contact_id: ivan,
        user_id: operator,
        notification_at: minuteFrom(HOUR),
      });
      const theirs = await insertTask(ctx, {
        contact_id: ivan,
        user_id: supervisor,
        notification_at: minuteFrom(2 * HOUR),
      });
      const updater = await userWith(ctx, 'ROLE_OPERATOR', ['contact.taskUpdate']);
      const ownTask = await insertTask(ctx, {
        contact_id: ivan,
        user_id: updater.id,
        notification_at: minuteFrom(HOUR),
      });
      const noComplete = await send(ctx, 'PUT', `/api/task/update/${ownTask.id}`, updater.token, {
        success: 'true',
      });
      expect(noComplete.statusCode).toBe(403);
      expect(
        (await send(ctx, 'PUT', `/api/task/update/${theirs.id}`, await token('operator'), { text: 'x' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await send(ctx, 'POST', `/api/task/success/${theirs.id}`, await token('operator'))).statusCode,
      ).toBe(403);
      const done = await send(ctx, 'POST', `/api/task/success/${mine.id}`, await token('operator'));
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ success: true, overdue: false, state: 'completed' });
      const reassigned = await send(ctx, 'PUT', `/api/task/update/${theirs.id}`, await token('supervisor'), {
        user: operator,
      });
      expect(reassigned.json().user.id).toBe(operator);
    });

    it('deletes a task (204); an overdue one also needs taskDeleteOverdue', async () => {
      const { ivan, operator } = await ids();
      const later = await insertTask(ctx, {
        contact_id: ivan,
        user_id: operator,
        notification_at: minuteFrom(HOUR),
      });
      const late = await insertTask(ctx, {
        contact_id: ivan,
        user_id: operator,
        notification_at: minuteFrom(-HOUR),
      });
      expect(
        (await send(ctx, 'DELETE', `/api/task/delete/${later.id}`, await token('operator'))).statusCode,
      ).toBe(204);
      expect(
        (await send(ctx, 'DELETE', `/api/task/delete/${late.id}`, await token('operator'))).statusCode,
      ).toBe(403);
      expect(
        (await send(ctx, 'DELETE', `/api/task/delete/${late.id}`, await token('supervisor'))).statusCode,
      ).toBe(204);
      expect(
        (await send(ctx, 'DELETE', `/api/task/delete/${late.id}`, await token('admin'))).statusCode,
      ).toBe(404);
      expect(await ctx.db.select().from(tasks).where(eq(tasks.contact_id, ivan))).toHaveLength(0);
    });

    it('the notification routes change the same rows with the same keys', async () => {
      const { ivan, operator, supervisor } = await ids();
      const task = await insertTask(ctx, {
        contact_id: ivan,
        user_id: operator,
        notification_at: minuteFrom(HOUR),
      });
      const time = formatTaskTime(minuteFrom(6 * HOUR));
      const res = await send(ctx, 'PUT', `/api/notification/update/${task.id}`, await token('operator'), {
        text: 'Reminder',
        notification_at: time,
        user: supervisor,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ text: 'Reminder', notification_at: time, user: { id: operator } });
      expect(
        (await send(ctx, 'POST', `/api/notification/success/${task.id}`, await token('operator'))).statusCode,
      ).toBe(200);
      expect((await ctx.db.select().from(tasks).where(eq(tasks.id, task.id)))[0].success).toBe(true);
      expect(
        (await send(ctx, 'DELETE', `/api/notification/delete/${task.id}`, await token('operator')))
          .statusCode,
      ).toBe(204);
      const late = await insertTask(ctx, {
        contact_id: ivan,
        user_id: operator,
        notification_at: minuteFrom(-HOUR),
      });
      expect(
        (await send(ctx, 'DELETE', `/api/notification/delete/${late.id}`, await token('operator')))
          .statusCode,
      ).toBe(403);
    });
  });

  it('seeds demo tasks in each class, once', async () => {
    await ctx.db.delete(notes);
    await seedDemoTasks(ctx.db);
    await seedDemoTasks(ctx.db);
    const res = await send(ctx, 'GET', '/api/task/list/bell?limit=100', await token('operator'));
    const states = res
      .json()
      .items.map((t: { state: string }) => t.state)
      .sort();
    expect(states).toEqual(['active', 'called', 'completed', 'overdue']);
    expect(await ctx.db.select().from(notes)).toHaveLength(2);
  });
});
