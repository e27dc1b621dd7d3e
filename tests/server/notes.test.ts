// Notes on a contact (spec 001 section 7, "Notes"): the comment keys of spec 001 section 6, the required
// text (spec 000 section 5), newest first, and guests never changing notes.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notes } from '../../server/notes/table';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { DEMO, tokenOf } from './contacts-helpers';
import { contactId, send, userId, userWith } from './tasks-helpers';

describe.each(databaseTargets)('notes on $name', (target) => {
  const ctx = useTestApp(target);
  const token = (who: keyof typeof DEMO) => tokenOf(ctx, DEMO[who]);
  const create = async (
    who: keyof typeof DEMO | string,
    fields: Record<string, string | number>,
    locale = 'en',
  ) =>
    send(
      ctx,
      'POST',
      '/api/note/create',
      who in DEMO ? await token(who as keyof typeof DEMO) : who,
      fields,
      locale,
    );

  it('answers 401 without a token and 403 without the comment keys', async () => {
    const ivan = await contactId(ctx, 'Ivan Petrov');
    const [note] = await ctx.db.select().from(notes).where(eq(notes.contact_id, ivan));
    const noKeys = (await userWith(ctx, 'ROLE_SUPERVISOR', ['contact.show'])).token;
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['POST', '/api/note/create'],
      ['GET', `/api/note/list?contact_id=${ivan}`],
      ['PUT', `/api/note/update/${note.id}`],
      ['DELETE', `/api/note/delete/${note.id}`],
    ];
    for (const [method, url] of routes) {
      expect((await send(ctx, method, url, null)).statusCode, url).toBe(401);
      expect((await send(ctx, method, url, noKeys)).statusCode, url).toBe(403);
    }
    expect((await create('guest', { text: 'x', contact: ivan })).statusCode).toBe(403);
  });

  it('creates, lists newest first, updates and deletes a note', async () => {
    const maria = await contactId(ctx, 'Maria Smirnova');
    const operator = await userId(ctx, DEMO.operator);
    const res = await create('operator', { text: '  Call her on Monday ', contact: maria });
    expect(res.statusCode).toBe(201);
    const note = res.json();
    expect(note).toMatchObject({
      id: expect.any(Number),
      text: 'Call her on Monday',
      contact: maria,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      user: { id: operator, full_name: 'Olga Operator' },
    });
    const list = await send(ctx, 'GET', `/api/note/list?contact_id=${maria}`, await token('guest'));
    expect(list.statusCode).toBe(200);
    const texts = list.json().items.map((n: { text: string }) => n.text);
    expect(texts).toEqual(['Call her on Monday', 'Asked for a discount on a yearly plan.']);
    const updated = await send(ctx, 'PUT', `/api/note/update/${note.id}`, await token('operator'), {
      text: 'Tuesday',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: note.id, text: 'Tuesday' });
    expect(
      (await send(ctx, 'DELETE', `/api/note/delete/${note.id}`, await token('operator'))).statusCode,
    ).toBe(204);
    expect((await send(ctx, 'DELETE', `/api/note/delete/${note.id}`, await token('admin'))).statusCode).toBe(
      404,
    );
    expect(
      (await send(ctx, 'PUT', '/api/note/update/999999', await token('admin'), { text: 'x' })).statusCode,
    ).toBe(404);
  });

  it('requires the text and an existing contact, in the caller language', async () => {
    const ivan = await contactId(ctx, 'Ivan Petrov');
    const empty = await create('operator', { text: ' ', contact: ivan });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'validation',
      errors: { text: expect.stringContaining('text') },
    });
    const ru = await create('operator', { text: '', contact: ivan }, 'ru');
    expect(ru.json().errors.text).toContain('текст');
    // An operator is told 403 for a contact that does not exist, as for a foreign one (issue 10).
    expect((await create('operator', { text: 'x', contact: 424242 })).statusCode).toBe(403);
    const missing = await create('admin', { text: 'x', contact: 424242 });
    expect(missing.json()).toMatchObject({ code: 'contactNotFound', message: 'The contact does not exist' });
    const noContact = await create('operator', { text: 'x' });
    expect(Object.keys(noContact.json().errors)).toEqual(['contact']);
    const list = await send(ctx, 'GET', '/api/note/list', await token('admin'));
    expect(list.statusCode).toBe(400);
    const [note] = await ctx.db.select().from(notes).where(eq(notes.contact_id, ivan));
    const blank = await send(ctx, 'PUT', `/api/note/update/${note.id}`, await token('admin'), { text: '' });
    expect(blank.json().errors.text).toBeDefined();
  });

  it('never lets a guest change notes, even with the keys; an operator changes only their own', async () => {
    const ivan = await contactId(ctx, 'Ivan Petrov');
    const maria = await contactId(ctx, 'Maria Smirnova');
    const [own] = await ctx.db.select().from(notes).where(eq(notes.contact_id, ivan)); // the operator's
    const [other] = await ctx.db.select().from(notes).where(eq(notes.contact_id, maria)); // the supervisor's
    const guest = await userWith(ctx, 'ROLE_GUEST', [
      'contact.commentShow',
      'contact.commentUpdate',
      'contact.commentDelete',
    ]);
    expect(
      (await send(ctx, 'PUT', `/api/note/update/${own.id}`, guest.token, { text: 'x' })).statusCode,
    ).toBe(403);
    expect((await send(ctx, 'DELETE', `/api/note/delete/${own.id}`, guest.token)).statusCode).toBe(403);
    expect(
      (await send(ctx, 'PUT', `/api/note/update/${other.id}`, await token('operator'), { text: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send(ctx, 'DELETE', `/api/note/delete/${other.id}`, await token('operator'))).statusCode,
    ).toBe(403);
    expect(
      (await send(ctx, 'PUT', `/api/note/update/${own.id}`, await token('operator'), { text: 'Mine' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send(ctx, 'PUT', `/api/note/update/${other.id}`, await token('supervisor'), { text: 'Ok' }))
        .statusCode,
    ).toBe(200);
  });
});
