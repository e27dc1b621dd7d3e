// Issue 10, class 2: a user reaches only the contacts of their projects, directly or through a note, task,
// message, call, additional phone, robot data or caller look-up. The attacks as the issue wrote them; the
// generated route × role × object matrix is scope-matrix.test.ts.
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enforceRoutePermissions } from '../../../server/auth/route-permissions';
import { enforceObjectScope } from '../../../server/auth/scope/enforce';
import { contacts } from '../../../server/contacts/table';
import { notes } from '../../../server/notes/table';
import { call, DEMO, tokenOf } from '../contacts-helpers';
import { databaseTargets } from '../helpers/databases';
import { useTestApp } from '../helpers/app';
import { userWith } from '../tasks-helpers';
import { buildWorld, userIdOf, type Scope } from './scope-world';

describe.each(databaseTargets)('object scope on $name', (target) => {
  const ctx = useTestApp(target);
  const token = (who: keyof typeof DEMO) => tokenOf(ctx, DEMO[who]);
  const world = async (scope: Scope) => {
    const admin = await userIdOf(ctx, DEMO.admin);
    return buildWorld(ctx, scope, admin, admin);
  };
  const contactRow = async (id: number) =>
    (await ctx.db.select().from(contacts).where(eq(contacts.id, id)))[0];

  it("refuses an operator's save, note and project change on a contact of another project, and changes nothing", async () => {
    const foreign = await world('out');
    const mine = await world('in');
    const operator = await token('operator');
    const before = await contactRow(foreign.contact);
    const save = { phone: foreign.phone, full_name: 'Taken over' };
    for (const path of ['update', 'update_card', 'update/min'])
      expect(
        (await call(ctx, 'PUT', `/api/contact/${path}/${foreign.contact}`, operator, save)).statusCode,
        path,
      ).toBe(403);
    const note = await call(ctx, 'POST', '/api/note/create', operator, {
      text: 'mine now',
      contact: foreign.contact,
    });
    expect(note.statusCode).toBe(403);
    // Pulling the foreign contact into the operator's project by sending `campaign`.
    const pull = { phone: foreign.phone, campaign: String(mine.project) };
    expect(
      (await call(ctx, 'PUT', `/api/contact/update/${foreign.contact}`, operator, pull)).statusCode,
    ).toBe(403);
    expect(await contactRow(foreign.contact)).toEqual(before);
    expect(await ctx.db.select().from(notes).where(eq(notes.contact_id, foreign.contact))).toHaveLength(1);
  });

  it('refuses pushing one of the operator’s contacts to a project they do not see, or to none', async () => {
    const foreign = await world('out');
    const mine = await world('in');
    const operator = await token('operator');
    const before = await contactRow(mine.contact);
    for (const campaign of [String(foreign.project), ''])
      for (const path of ['update', 'update/min']) {
        const res = await call(ctx, 'PUT', `/api/contact/${path}/${mine.contact}`, operator, {
          phone: mine.phone,
          campaign,
        });
        expect(res.statusCode, `${path} campaign=${campaign}`).toBe(403);
      }
    expect(await contactRow(mine.contact)).toEqual(before);
    // Staying in the project is the ordinary save.
    const stay = await call(ctx, 'PUT', `/api/contact/update/min/${mine.contact}`, operator, {
      campaign: String(mine.project),
    });
    expect(stay.statusCode).toBe(200);
  });

  it('answers 403 to operators and guests walking ids, whether the contact is foreign or missing', async () => {
    const foreign = await world('out');
    const mine = await world('in');
    for (const who of ['operator', 'guest'] as const) {
      const t = await token(who);
      for (const id of [foreign.contact, 999_999])
        for (const url of [
          `/api/contact/${id}`,
          `/api/contact/get_robot_data/${id}`,
          `/api/contact/get_contact_user/${id}`,
          `/api/note/list?contact_id=${id}`,
          `/api/task/list?contact_id=${id}`,
          `/api/call/list?contact=${id}`,
          `/api/message/list/${id}?type=TYPE_EMAIL`,
        ])
          expect((await call(ctx, 'GET', url, t)).statusCode, `${who} ${url}`).toBe(403);
      expect((await call(ctx, 'GET', `/api/contact/${mine.contact}`, t)).statusCode, who).toBe(200);
      expect((await call(ctx, 'GET', `/api/message/getFile/${foreign.file}`, t)).statusCode, who).toBe(403);
    }
  });

  it('leaves administrators and supervisors unaffected: foreign contacts read and moved, missing ones 404', async () => {
    const foreign = await world('out');
    const mine = await world('in');
    for (const who of ['admin', 'supervisor'] as const) {
      const t = await token(who);
      expect((await call(ctx, 'GET', `/api/contact/${foreign.contact}`, t)).statusCode, who).toBe(200);
      expect((await call(ctx, 'GET', `/api/contact/999999`, t)).statusCode, who).toBe(404);
    }
    const move = { campaign: String(mine.project) };
    const moved = await call(
      ctx,
      'PUT',
      `/api/contact/update/min/${foreign.contact}`,
      await token('supervisor'),
      move,
    );
    expect(moved.statusCode).toBe(200);
    expect((await contactRow(foreign.contact)).campaign_id).toBe(mine.project);
  });

  it('names no foreign contact in getCallInfoMin, the last tags, a phone’s calls or the task lists', async () => {
    const foreign = await world('out');
    await ctx.db
      .update(contacts)
      .set({ last_tags: [1] })
      .where(eq(contacts.id, foreign.contact));
    const operator = await userWith(ctx, 'ROLE_OPERATOR', [
      'global.call',
      'contact.show',
      'contact.callShow',
      'contact.callAllShow',
    ]);
    const guest = await userWith(ctx, 'ROLE_GUEST', ['contact.taskShow']);
    const info = async (t: string) =>
      (await call(ctx, 'GET', `/node/getCallInfoMin/?phone=${foreign.phone}`, t)).json().items;
    expect(await info(operator.token)).toEqual([]);
    expect((await info(await token('admin'))).map((i: { id: number }) => i.id)).toEqual([foreign.contact]);
    const tags = async (t: string) =>
      (await call(ctx, 'GET', `/api/tag/last/${foreign.phone}`, t)).json().items;
    expect(await tags(operator.token)).toEqual([]);
    expect(await tags(await token('admin'))).toHaveLength(1);
    const byPhone = await call(ctx, 'GET', `/api/call/list?client_phone=${foreign.phone}`, operator.token);
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().items).toEqual([]);
    const adminCalls = await call(
      ctx,
      'GET',
      `/api/call/list?client_phone=${foreign.phone}`,
      await token('admin'),
    );
    expect(adminCalls.json().items).toHaveLength(1);
    const everyone = await call(ctx, 'GET', '/api/task/list?all_operators=true', guest.token);
    expect(everyone.statusCode).toBe(200);
    expect(everyone.json().items.map((t: { id: number }) => t.id)).not.toContain(foreign.task);
    const all = await call(ctx, 'GET', '/api/task/list?all_operators=true', await token('supervisor'));
    expect(all.json().items.map((t: { id: number }) => t.id)).toContain(foreign.task);
  });

  it('keeps an operator’s own task reachable after its contact left their projects', async () => {
    const operatorId = await userIdOf(ctx, DEMO.operator);
    const admin = await userIdOf(ctx, DEMO.admin);
    const foreign = await buildWorld(ctx, 'out', admin, operatorId);
    const operator = await token('operator');
    const done = await call(ctx, 'POST', `/api/task/success/${foreign.task}`, operator);
    expect(done.statusCode).toBe(200);
    const mine = await call(ctx, 'GET', '/api/task/list', operator);
    expect(mine.json().items.map((t: { id: number }) => t.id)).toContain(foreign.task);
  });

  it('refuses to boot a route that names a contact without declaring its scope', async () => {
    const app = Fastify();
    enforceRoutePermissions(app);
    enforceObjectScope(app);
    const handler = async () => 'x';
    expect(() => app.get('/api/note/peek/:id', { config: { permission: 'contact.show' } }, handler)).toThrow(
      /GET \/api\/note\/peek\/:id names a contact-scoped object/,
    );
    const schema = { querystring: { type: 'object', properties: { contact_id: { type: 'integer' } } } };
    expect(() =>
      app.get('/api/elsewhere', { config: { permission: 'contact.show' }, schema }, handler),
    ).toThrow(/names a contact-scoped object/);
    const typo = { names: { 'params.contact': 'contact' } } as const;
    expect(() =>
      app.get('/api/note/x/:id', { config: { permission: 'contact.show', scope: typo } }, handler),
    ).toThrow(/scopes params\.contact/);
    await app.close();
  });
});
