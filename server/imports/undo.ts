// Undoing an import: its contacts that nobody touched since it finished are removed; the others stay and are
// counted as kept. Untouched: `updated_at` not after the import's end (a card save, a swap of phones, a bulk
// status or operator change all move it), no additional phone added since, and no call, task, note or
// message of the contact. One statement, so a contact touched meanwhile is either removed or kept whole.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactImports } from './table';

export async function undoImport(db: Db, importId: number, finishedAt: Date) {
  return db.transaction(async (tx) => {
    const removed = await tx.execute(sql`
      with gone as (
        delete from contacts c
        where c.import_id = ${importId} and c.updated_at <= ${finishedAt.toISOString()}::timestamptz
          and not exists (select 1 from contact_additional_phones a
            where a.contact_id = c.id and a.created_at > ${finishedAt.toISOString()}::timestamptz)
          and not exists (select 1 from calls x where x.contact_id = c.id)
          and not exists (select 1 from tasks x where x.contact_id = c.id)
          and not exists (select 1 from notes x where x.contact_id = c.id)
          and not exists (select 1 from messages x where x.contact_id = c.id)
        returning 1)
      select count(*)::int as n from gone`);
    const kept = await tx.execute(sql`select count(*)::int as n from contacts where import_id = ${importId}`);
    await tx
      .update(contactImports)
      .set({ undone_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(contactImports.id, importId));
    const n = (r: unknown) => Number((r as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    return { removed: n(removed), kept: n(kept) };
  });
}
