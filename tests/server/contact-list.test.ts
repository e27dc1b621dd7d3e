// GET /api/contact/list and its bulk actions (docs/contracts.md, "The contact list"): keys, offset and keyset
// paging, the five orders, every filter, masking, the operators' scope, bulk operator and status changes.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contacts } from '../../server/contacts/table';
import { tasks } from '../../server/tasks/table';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { tokenWith } from './helpers/resource-api';
import { call, DEMO, tokenOf, type Payload } from './contacts-helpers';
import { A_COUNT, DAY0, seedListData, type ListData } from './contact-list-helpers';

type Item = Record<string, unknown> & { id: number; phone: string };
type Reply = {
  items: Item[];
  totalCount: number;
  totalCountExact: boolean;
  page: number;
  pageCount: number;
  next: string | null;
  prev: string | null;
};

const query = (params: Payload) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const x of [v].flat()) p.append(k, String(x));
  return `/api/contact/list?${p}`;
};

describe.each(databaseTargets)('contact list on $name', (target) => {
  const ctx = useTestApp(target);
  let data: ListData;
  beforeEach(async () => {
    data = await seedListData(ctx.db);
  });
  const token = (who: keyof typeof DEMO) => tokenOf(ctx, DEMO[who]);
  const list = async (params: Payload, who: keyof typeof DEMO = 'admin') => {
    const res = await call(ctx, 'GET', query(params), await token(who));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Reply;
  };
  const ids = async (params: Payload, who: keyof typeof DEMO = 'admin') =>
    (await list({ limit: 500, ...params }, who)).items.map((i) => i.id);
  const inA = (params: Payload = {}) => ({ campaign_id: data.a.id, ...params });
  const aIds = () => data.inA.map((c) => c.id);

  it('answers 401 without a token and 403 without contact.list', async () => {
    expect((await call(ctx, 'GET', '/api/contact/list', null)).statusCode).toBe(401);
    const noKey = await tokenWith(ctx, ['contact.show']);
    expect((await call(ctx, 'GET', '/api/contact/list', noKey)).statusCode).toBe(403);
  });

  it('answers the items with status, groups, operator, project, tags, tasks and dates', async () => {
    const reply = await list(inA({ sort: 'ASC', limit: 3 }));
    expect(reply).toMatchObject({
      totalCount: A_COUNT,
      totalCountExact: true,
      page: 1,
      limit: 3,
      pageCount: 10,
      prev: null,
    });
    const [first, second] = reply.items;
    expect(first).toEqual({
      id: data.inA[0].id,
      full_name: 'A-1',
      phone: '79000000001',
      additional_phones: [],
      email: 'a1@example.com',
      status: { id: data.sa2.id, title: 'A done', color: 'red' },
      status_groups: [],
      user: { id: data.operator.id, full_name: 'Olga Operator' },
      campaign: { id: data.a.id, title: 'List A' },
      tags: [{ id: data.hot.id, title: 'Hot', color: 'red' }],
      bot_attempts: 0,
      tasks_count: 0,
      has_recall_task: false,
      tz: 'Europe/Moscow',
      tz_offset: 180,
      call_date: null,
      created_at: new Date(DAY0).toISOString(),
      updated_at: new Date(DAY0 + A_COUNT * 86_400_000).toISOString(),
    });
    expect(second).toMatchObject({
      status_groups: ['Open ones', 'Green'],
      tasks_count: 2,
      has_recall_task: true,
      tz_offset: 420,
    });
    expect(reply.items[2]).toMatchObject({
      tasks_count: 1,
      has_recall_task: false,
      tz: '+5',
      tz_offset: 300,
    });
  });

  it('stores the zone offset of names and offsets, null when unknown', async () => {
    const offsets = (await list(inA({ sort: 'ASC', limit: 6 }))).items.map((i) => i.tz_offset);
    expect(offsets).toEqual([180, 420, 300, -180, null, null]);
    await ctx.db
      .update(contacts)
      .set({ tz: 'Asia/Tokyo' })
      .where(sql`${contacts.id} = ${data.inA[4].id}`);
    expect((await list(inA({ sort: 'ASC', limit: 6 }))).items[4].tz_offset).toBe(540);
  });

  it('pages by offset and by cursor to the same rows, forwards and backwards, in every order', async () => {
    for (const sort of ['ASC', 'DESC', 'MIX', 'TZ_ASC', 'TZ_DESC']) {
      const all = await ids(inA({ sort }));
      expect(all).toHaveLength(A_COUNT);
      const byOffset: number[][] = [];
      for (let page = 1; page <= 5; page++)
        byOffset.push((await list(inA({ sort, limit: 7, page }))).items.map((i) => i.id));
      expect(byOffset.flat()).toEqual(all);
      const forward: number[][] = [];
      let reply = await list(inA({ sort, limit: 7 }));
      forward.push(reply.items.map((i) => i.id));
      while (reply.next) {
        reply = await list(inA({ sort, limit: 7, cursor: reply.next }));
        forward.push(reply.items.map((i) => i.id));
      }
      expect(forward).toEqual(byOffset);
      expect(reply.page).toBe(5);
      const backward: number[][] = [reply.items.map((i) => i.id)];
      while (reply.prev) {
        reply = await list(inA({ sort, limit: 7, cursor: reply.prev }));
        backward.unshift(reply.items.map((i) => i.id));
      }
      expect(backward).toEqual(byOffset);
      expect(reply.page).toBe(1);
      // An offset page hands out cursors too: the client may switch to keyset anywhere.
      const third = await list(inA({ sort, limit: 7, page: 3 }));
      expect((await list(inA({ sort, limit: 7, cursor: third.next! }))).items.map((i) => i.id)).toEqual(
        byOffset[3],
      );
      expect((await list(inA({ sort, limit: 7, cursor: third.prev! }))).items.map((i) => i.id)).toEqual(
        byOffset[1],
      );
    }
  });

  it('sorts by id, by a fixed shuffle and by zone offset', async () => {
    expect(await ids(inA({ sort: 'ASC' }))).toEqual(aIds());
    expect(await ids(inA({ sort: 'DESC' }))).toEqual([...aIds()].reverse());
    expect(await ids(inA())).toEqual([...aIds()].reverse());
    // The shuffle: every contact once, neither by id nor reversed, and the same order on every request.
    const mix = await ids(inA({ sort: 'MIX' }));
    expect([...mix].sort((x, y) => x - y)).toEqual(aIds());
    expect(mix).not.toEqual(aIds());
    expect(mix).not.toEqual([...aIds()].reverse());
    expect(await ids(inA({ sort: 'MIX' }))).toEqual(mix);
    // By zone offset, unknown offsets last (first when descending), ties by id the same way.
    const byZone = async (sort: string) =>
      (await list(inA({ sort, limit: 500 }))).items.map((i) => ({
        id: i.id,
        offset: i.tz_offset as number | null,
      }));
    const ascending = await byZone('TZ_ASC');
    expect(ascending.map((i) => i.id).sort((x, y) => x - y)).toEqual(aIds());
    expect(ascending.some((i) => i.offset === null)).toBe(true);
    const rank = (i: { id: number; offset: number | null }) => [i.offset ?? Infinity, i.id];
    for (const [before, after] of ascending.slice(1).map((next, k) => [ascending[k], next])) {
      const [a, b] = [rank(before), rank(after)];
      expect(a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]), JSON.stringify([before, after])).toBe(true);
    }
    expect(await byZone('TZ_DESC')).toEqual([...ascending].reverse());
  });

  it('filters by project, status, operator, tags, name, phone, dates and recall tasks', async () => {
    const pick = (f: (i: number) => boolean) => aIds().filter((_, i) => f(i));
    expect(await ids({ campaign_id: [data.a.id, data.b.id], sort: 'ASC' })).toEqual([
      ...aIds(),
      ...data.inB.map((c) => c.id),
    ]);
    expect(await ids(inA({ status_id: data.sa2.id, sort: 'ASC' }))).toEqual(pick((i) => i % 3 === 0));
    expect(await ids({ status_id: [data.sa2.id, data.sb.id], sort: 'ASC' })).toEqual([
      ...pick((i) => i % 3 === 0),
      ...data.inB.map((c) => c.id),
    ]);
    expect(await ids(inA({ user_id: data.supervisor.id, sort: 'ASC' }))).toEqual(pick((i) => i % 2 === 1));
    expect(await ids({ tag_id: data.hot.id, sort: 'ASC' })).toEqual(pick((i) => i % 4 === 0));
    expect(await ids({ full_name: 'special_n' })).toEqual([data.inA[4].id]);
    expect(await ids({ full_name: '%' })).toEqual([]);
    expect(await ids({ full_name: 'a-1', sort: 'ASC' })).toEqual(pick((i) => i === 0 || (i >= 9 && i <= 18)));
    expect(await ids({ phone: '+7 900 000 002', sort: 'ASC' })).toEqual(pick((i) => i >= 19 && i <= 28));
    expect(await ids({ phone: '79000000012' })).toEqual([data.inA[11].id]);
    expect(await ids({ phone: '7495000001' })).toEqual([data.inA[9].id]);
    expect(await ids(inA({ created_from: '2024-01-03', created_to: '05-01-2024', sort: 'ASC' }))).toEqual(
      pick((i) => i >= 2 && i <= 4),
    );
    expect(
      await ids(
        inA({ created_from: '2024-01-03T12:00:00Z', created_to: '2024-01-04T12:00:00Z', sort: 'ASC' }),
      ),
    ).toEqual(pick((i) => i === 2));
    expect(await ids(inA({ updated_to: '2024-01-03', sort: 'ASC' }))).toEqual(pick((i) => i >= 28));
    expect(await ids(inA({ call_date_from: '2024-01-28', sort: 'ASC' }))).toEqual(
      pick((i) => i >= 27 && i % 5 !== 0),
    );
    expect(await ids(inA({ has_recall_task: 'true' }))).toEqual([data.inA[1].id]);
    expect(await ids(inA({ has_recall_task: 'false' }))).toHaveLength(A_COUNT - 1);
  });

  it('follows every change of tasks in the recall filter: done, undone, added, moved, deleted', async () => {
    const recall = async () =>
      (await ids(inA({ has_recall_task: 'true', sort: 'ASC' }))).sort((x, y) => x - y);
    const [first, second, third] = [data.inA[1].id, data.inA[2].id, data.inA[3].id];
    const open = sql`${tasks.contact_id} = ${first} and not ${tasks.success}`;
    await ctx.db.update(tasks).set({ success: true }).where(open);
    expect(await recall()).toEqual([]);
    await ctx.db
      .update(tasks)
      .set({ success: false })
      .where(sql`${tasks.contact_id} = ${second}`);
    expect(await recall()).toEqual([second]);
    await ctx.db.insert(tasks).values({
      contact_id: third,
      user_id: data.operator.id,
      text: 'again',
      notification_at: new Date(DAY0 + 600_000),
    });
    expect(await recall()).toEqual([second, third]);
    // Moved from one contact to another, in one statement: the first loses it, the other gets it.
    await ctx.db
      .update(tasks)
      .set({ contact_id: first })
      .where(sql`${tasks.contact_id} = ${second}`);
    expect(await recall()).toEqual([first, third]);
    await ctx.db.delete(tasks).where(sql`${tasks.contact_id} in (${first}, ${third})`);
    expect(await recall()).toEqual([]);
    expect((await list(inA({ sort: 'ASC', limit: 5 }))).items.map((i) => i.has_recall_task)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('masks phones for operators and guests, and matches hidden numbers only whole', async () => {
    const hidden = data.inA[7].id;
    const seen = async (who: keyof typeof DEMO) =>
      (await list(inA({ sort: 'ASC', limit: 10 }), who)).items.find((i) => i.id === hidden)!;
    expect(await seen('admin')).toMatchObject({
      phone: '79000000008',
      additional_phones: [{ phone: '74950000008' }],
    });
    expect(await seen('supervisor')).toMatchObject({ phone: '79000000008' });
    for (const who of ['operator', 'guest'] as const) {
      expect(await seen(who)).toMatchObject({ phone: '*****08', additional_phones: [{ phone: '*****08' }] });
      expect((await seen(who)).phone).not.toContain('7900');
      expect(await ids({ phone: '7900000000', sort: 'ASC' }, who)).not.toContain(hidden);
      expect(await ids({ phone: '79000000008' }, who)).toEqual([hidden]);
      expect(await ids({ phone: '74950000008' }, who)).toEqual([hidden]);
    }
    expect(await ids({ phone: '7900000000', sort: 'ASC' }, 'admin')).toContain(hidden);
  });

  it('shows operators and guests only the contacts of their projects', async () => {
    const everyone = await list({ limit: 500 });
    expect(everyone.items.some((i) => i.id === data.inB[0].id)).toBe(true);
    for (const who of ['operator', 'guest'] as const) {
      const mine = await list({ limit: 500 }, who);
      expect(mine.items.some((i) => i.id === data.inB[0].id)).toBe(false);
      expect(mine.totalCount).toBe(everyone.totalCount - data.inB.length);
      expect((await list({ campaign_id: data.b.id }, who)).totalCount).toBe(0);
    }
    expect((await list({ campaign_id: data.b.id }, 'supervisor')).totalCount).toBe(data.inB.length);
  });

  it('refuses bad parameters with 400, never 500', async () => {
    const admin = await token('admin');
    const first = await list(inA({ limit: 5 }));
    const bad: Payload[] = [
      { limit: 501 },
      { limit: 0 },
      { page: 0 },
      { page: 'x' },
      { sort: 'RANDOM' },
      { campaign_id: 'abc' },
      { status_id: 99999999999 },
      { phone: 'abc' },
      { created_from: '2024-13-40' },
      { call_date_to: 'yesterday' },
      { has_recall_task: 'maybe' },
      { cursor: 'garbage' },
      { cursor: Buffer.from('[0,null,1,1,"x"]').toString('base64url') },
      // A cursor made for other filters or another size.
      { campaign_id: data.b.id, limit: 5, cursor: first.next! },
      { campaign_id: data.a.id, limit: 6, cursor: first.next! },
    ];
    for (const params of bad) {
      const res = await call(ctx, 'GET', query(params), admin);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json().code).toBe('validation');
    }
  });

  it('counts exactly up to 20,000 rows and estimates beyond', async () => {
    await ctx.db.execute(
      sql`insert into contacts (full_name, phone, campaign_id) select 'bulk', '7800' || g, ${data.b.id} from generate_series(1, 20005) g`,
    );
    await ctx.db.execute(sql`analyze contacts`);
    const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(contacts);
    const reply = await list({ limit: 10 });
    expect(reply.totalCountExact).toBe(false);
    // The planner's figure for all the rows, not the limit plus one where an exact count stops.
    expect(reply.totalCount).toBeGreaterThan(20_001);
    expect(Math.abs(reply.totalCount - n)).toBeLessThan(n * 0.05);
    expect(reply.pageCount).toBe(Math.ceil(reply.totalCount / 10));
    expect(reply.items).toHaveLength(10);
    expect(await list(inA())).toMatchObject({ totalCount: A_COUNT, totalCountExact: true });
  });

  describe('bulk actions', () => {
    const put = async (url: string, payload: Payload, who: keyof typeof DEMO | string = 'admin') =>
      call(ctx, 'PUT', url, who in DEMO ? await token(who as keyof typeof DEMO) : who, payload);
    const userOf = async (id: number) =>
      (
        await ctx.db
          .select()
          .from(contacts)
          .where(sql`${contacts.id} = ${id}`)
      )[0];

    it('changes the operator of the chosen contacts and counts the changes', async () => {
      const chosen = [data.inA[0].id, data.inA[1].id, data.inB[0].id];
      const res = await put('/api/contact/list/operator', { ids: chosen, user_id: data.supervisor.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ count: 2 });
      expect((await userOf(data.inB[0].id)).user_id).toBe(data.supervisor.id);
      expect(
        (await put('/api/contact/list/operator', { ids: chosen, user_id: data.supervisor.id })).json(),
      ).toEqual({ count: 0 });
      expect((await put('/api/contact/list/operator', { ids: chosen, user_id: '' })).json()).toEqual({
        count: 3,
      });
      expect((await userOf(data.inA[0].id)).user_id).toBeNull();
    });

    it('needs contact.operatorChange and a caller who is not an operator', async () => {
      const body = { ids: [data.inA[0].id], user_id: data.supervisor.id };
      expect((await put('/api/contact/list/operator', body, 'operator')).statusCode).toBe(403);
      expect(
        (await put('/api/contact/list/operator', body, await tokenWith(ctx, ['contact.list']))).statusCode,
      ).toBe(403);
      const holder = await tokenWith(ctx, ['contact.operatorChange']);
      expect((await put('/api/contact/list/operator', body, holder)).json()).toEqual({ count: 1 });
      expect((await call(ctx, 'PUT', '/api/contact/list/operator', null, body)).statusCode).toBe(401);
    });

    it('changes the status when it belongs to every chosen contact project', async () => {
      const chosen = [data.inA[0].id, data.inA[1].id];
      const res = await put('/api/contact/list/status', { ids: chosen, status_id: data.sa.id });
      expect(res.json()).toEqual({ count: 1 });
      expect((await userOf(data.inA[0].id)).status_id).toBe(data.sa.id);
      const mixed = await put('/api/contact/list/status', {
        ids: [...chosen, data.inB[0].id],
        status_id: data.sa2.id,
      });
      expect(mixed.statusCode).toBe(400);
      expect(mixed.json().errors.status_id).toBe('The Status field must be a valid value');
      expect((await userOf(data.inA[0].id)).status_id).toBe(data.sa.id);
      const anywhere = await put('/api/contact/list/status', {
        ids: [...chosen, data.inB[0].id],
        status_id: data.global.id,
      });
      expect(anywhere.json()).toEqual({ count: 3 });
    });

    it('lets operators change statuses of their projects only', async () => {
      const res = await put(
        '/api/contact/list/status',
        { ids: [data.inB[0].id], status_id: data.sb.id },
        'operator',
      );
      expect(res.json()).toEqual({ count: 0 });
      const own = await put(
        '/api/contact/list/status',
        { ids: [data.inA[0].id], status_id: data.sa.id },
        'operator',
      );
      expect(own.json()).toEqual({ count: 1 });
      expect(
        (await put('/api/contact/list/status', { ids: [data.inA[0].id], status_id: data.sa.id }, 'guest'))
          .statusCode,
      ).toBe(403);
    });

    it('answers 400 to invalid bodies', async () => {
      const bad: [string, Payload][] = [
        ['operator', { user_id: data.supervisor.id }],
        ['operator', { ids: [], user_id: data.supervisor.id }],
        ['operator', { ids: 'abc', user_id: data.supervisor.id }],
        ['operator', { ids: [data.inA[0].id] }],
        ['operator', { ids: [data.inA[0].id], user_id: 'x' }],
        ['operator', { ids: [data.inA[0].id], user_id: 424242 }],
        ['operator', { ids: [data.inA[0].id], user_id: 9999999999 }],
        ['operator', { ids: [99999999999], user_id: data.supervisor.id }],
        ['status', { ids: [data.inA[0].id] }],
        ['status', { ids: [data.inA[0].id], status_id: 424242 }],
        ['status', { ids: [data.inA[0].id], status_id: 'x' }],
        ['status', { ids: [0], status_id: data.sa.id }],
      ];
      for (const [what, body] of bad) {
        const res = await put(`/api/contact/list/${what}`, body);
        expect(res.statusCode, `${what} ${JSON.stringify(body)} ${res.body}`).toBe(400);
      }
    });
  });
});
