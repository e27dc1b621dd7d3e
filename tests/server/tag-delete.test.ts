// Deleting a tag leaves no contact naming it (docs/decisions.md, issue 11): its id goes from every contact's
// tags and last-call tags, the other tags stay, and contacts that never held it are not touched.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts } from '../../server/contacts/table';
import { tags } from '../../server/resources/tables/tag';
import { bearer, login, useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';

describe.each(databaseTargets)('deleting a tag on $name', (target) => {
  const ctx = useTestApp(target);

  it('removes its id from the contacts that hold it', async () => {
    const db = ctx.db;
    const [gone, kept] = await db
      .insert(tags)
      .values([{ title: 'Gone' }, { title: 'Kept' }])
      .returning({ id: tags.id });
    const rows = await db
      .insert(contacts)
      .values([
        { full_name: 'Both', phone: '79990000001', tags: [gone.id, kept.id], last_tags: [gone.id] },
        { full_name: 'Last only', phone: '79990000002', tags: [kept.id], last_tags: [kept.id, gone.id] },
        { full_name: 'Neither', phone: '79990000003', tags: [kept.id], last_tags: [] },
      ])
      .returning({ id: contacts.id });

    const token = await login(ctx.app, 'admin@demo.local');
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/tag/delete/${gone.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(204);

    const after = await db
      .select({ name: contacts.full_name, tags: contacts.tags, last: contacts.last_tags })
      .from(contacts)
      .where(
        inArray(
          contacts.id,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(contacts.id);
    expect(after).toEqual([
      { name: 'Both', tags: [kept.id], last: [] },
      { name: 'Last only', tags: [kept.id], last: [kept.id] },
      { name: 'Neither', tags: [kept.id], last: [] },
    ]);
    expect(await db.select().from(tags).where(eq(tags.id, gone.id))).toEqual([]);
  });
});
