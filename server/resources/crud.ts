// The handlers behind the generated routes (show, create, update, delete, copy).
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { assertStorable } from './checks';
import type { CompiledResource } from './compile';
import { copyValues } from './copy';
import { guarded } from './db-errors';
import { INT4_MAX } from './fields';
import { serialize } from './serialize';
import type { Values } from './types';
import { finalValues, valuesFrom } from './values';

type Row = Record<string, unknown>;

export async function findRow(db: Db, r: CompiledResource, id: number): Promise<Row> {
  if (id > INT4_MAX) throw notFound();
  const [row] = await db.select().from(r.table).where(eq(r.columns.id, id));
  if (!row) throw notFound();
  return row;
}

async function insert(db: Db, r: CompiledResource, values: Values) {
  await assertStorable(db, r, values);
  const [row] = await guarded(r, 'create', () => db.insert(r.table).values(values).returning());
  return serialize(r, row as Row);
}

export async function createRow(db: Db, r: CompiledResource, body: Values, request: FastifyRequest) {
  const values = await finalValues(r, valuesFrom(r, body, true), { db, action: 'create', request });
  return insert(db, r, values);
}

export async function updateRow(
  db: Db,
  r: CompiledResource,
  id: number,
  body: Values,
  request: FastifyRequest,
) {
  const current = await findRow(db, r, id);
  const values = await finalValues(r, valuesFrom(r, body, false), { db, action: 'update', id, request });
  if (!Object.keys(values).length) return serialize(r, current);
  await assertStorable(db, r, values, id);
  const set = r.columns.updated_at ? { ...values, updated_at: sql`now()` } : values;
  const [row] = await guarded(r, 'update', () =>
    db.update(r.table).set(set).where(eq(r.columns.id, id)).returning(),
  );
  if (!row) throw notFound(); // deleted meanwhile
  return serialize(r, row as Row);
}

export async function deleteRow(db: Db, r: CompiledResource, id: number) {
  if (id > INT4_MAX) throw notFound();
  const rows = await guarded(r, 'delete', () =>
    db.delete(r.table).where(eq(r.columns.id, id)).returning({ id: r.columns.id }),
  );
  if (!rows.length) throw notFound();
}

/** A new row with the source's values, the body's overrides, and free values for unique text fields. */
export async function copyRow(
  db: Db,
  r: CompiledResource,
  id: number,
  body: Values,
  request: FastifyRequest,
) {
  const source = await findRow(db, r, id);
  const merged = await copyValues(db, r, source, valuesFrom(r, body, false), request.locale);
  return insert(db, r, await finalValues(r, merged, { db, action: 'copy', id, request }));
}
