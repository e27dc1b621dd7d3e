// The handlers behind the generated routes (show, create, update, delete, copy).
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { assertStorable } from './storable';
import type { CompiledResource } from './compile';
import { copyValues } from './copy';
import { guarded } from './db-errors';
import { withReferenceLabels } from './reference-labels';
import { afterDelete, afterWrite, duplicateFiles } from './files';
import { serialize } from './serialize';
import { fromStored, toStored } from './storage';
import type { Values, WriteContext } from './types';
import { finalValues, valuesFrom } from './values';

type Row = Record<string, unknown>;

export async function findRow(db: Db, r: CompiledResource, id: number): Promise<Row> {
  const [row] = await db.select().from(r.table).where(eq(r.columns.id, id));
  if (!row) throw notFound();
  return row;
}

/** A row as the show route answers it: its fields and the labels of the rows it references. Writes answer the
 * row alone (the form that sent it knows the names, and a bulk of writes need not pay the look-ups). */
export async function shownRow(db: Db, r: CompiledResource, row: Row): Promise<Row> {
  const [shown] = await withReferenceLabels(db, r.references, [serialize(r, row)]);
  return shown;
}

async function insert(db: Db, r: CompiledResource, values: Values, context: WriteContext) {
  const [row] = await guarded(r, 'create', () => db.insert(r.table).values(toStored(r, values)).returning());
  await afterWrite(context.request, r, null, row as Row); // the row now names its uploaded files: keep them
  await r.hooks.afterWrite?.(row as Row, values, context);
  return serialize(r, row as Row);
}

/** Writes of a resource whose registration asks for it (`hooks.oneWriteAtATime`) run one at a time (a
 * transaction-scoped advisory lock on the resource), so no other write slips in between the uniqueness check
 * and the write: a unique field no index backs (a project's title) stays unique under concurrent requests.
 * Elsewhere the unique index refuses the second write (db-errors.ts). */
async function oneAtATime<T>(db: Db, r: CompiledResource, write: (db: Db) => Promise<T>): Promise<T> {
  if (!r.hooks.oneWriteAtATime) return write(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`resource:${r.api}`}))`);
    return write(tx as unknown as Db);
  });
}

/** Checks first (references, uniqueness), then the registration's last look (beforeWrite), then storage. */
export const createRow = (db: Db, r: CompiledResource, body: Values, request: FastifyRequest) =>
  oneAtATime(db, r, async (db) => {
    const values = valuesFrom(r, body, true);
    await assertStorable(db, r, values);
    const context: WriteContext = { db, action: 'create', request };
    return insert(db, r, await finalValues(r, values, context), context);
  });

export const updateRow = (db: Db, r: CompiledResource, id: number, body: Values, request: FastifyRequest) =>
  oneAtATime(db, r, async (db) => {
    const current = await findRow(db, r, id);
    const checked = valuesFrom(r, body, false);
    await assertStorable(db, r, checked, id, fromStored(r, current));
    const context: WriteContext = { db, action: 'update', id, request };
    const values = await finalValues(r, checked, context);
    if (!Object.keys(values).length) return serialize(r, current);
    const stored = toStored(r, values);
    const set = r.columns.updated_at ? { ...stored, updated_at: sql`now()` } : stored;
    const [row] = await guarded(r, 'update', () =>
      db.update(r.table).set(set).where(eq(r.columns.id, id)).returning(),
    );
    if (!row) throw notFound(); // deleted meanwhile
    await afterWrite(request, r, current, row as Row); // keeps new files, removes replaced ones
    await r.hooks.afterWrite?.(row as Row, values, context);
    return serialize(r, row as Row);
  });

export async function deleteRow(db: Db, r: CompiledResource, id: number, request: FastifyRequest) {
  const remove = (tx: Db) => tx.delete(r.table).where(eq(r.columns.id, id)).returning();
  const { beforeDelete } = r.hooks;
  const rows = await guarded(r, 'delete', () =>
    beforeDelete
      ? db.transaction(async (tx) => {
          await beforeDelete(id, { db: tx as unknown as Db, request });
          return remove(tx as unknown as Db);
        })
      : remove(db),
  );
  if (!rows.length) throw notFound();
  await afterDelete(request, r, rows[0] as Row); // its files go with it
}

/** A new row with the source's values, the body's overrides, and free values for unique text fields. */
export const copyRow = (db: Db, r: CompiledResource, id: number, body: Values, request: FastifyRequest) =>
  oneAtATime(db, r, async (db) => {
    const source = fromStored(r, await findRow(db, r, id));
    const merged = await copyValues(db, r, source, valuesFrom(r, body, false), request.locale);
    await duplicateFiles(request, r, source, merged); // a copy gets its own files
    await assertStorable(db, r, merged);
    const context: WriteContext = { db, action: 'copy', id, request };
    return insert(db, r, await finalValues(r, merged, context), context);
  });
