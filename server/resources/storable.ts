// Checks needing the database: references point at existing rows (else 400), unique fields are unique (else
// 409, each taken field under its own message).
import { and, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { formatValidation } from '../from-client';
import type { Db } from '../db/client';
import { HttpError, invalidFields, type FieldMessage } from '../http/errors';
import type { MessageKey } from '../i18n/messages';
import type { CompiledResource } from './compile';
import type { Values } from './types';

async function referenceErrors(db: Db, r: CompiledResource, values: Values) {
  const errors: Record<string, FieldMessage> = {};
  for (const f of r.writable) {
    const target = r.targets[f.name];
    const ids = [values[f.name]].flat().filter((v): v is number => typeof v === 'number');
    if (!target || !ids.length) continue;
    const id = getTableColumns(target).id as PgColumn;
    const found = await db.select({ id }).from(target).where(inArray(id, ids));
    if (found.length < new Set(ids).size)
      errors[f.name] = (locale) => formatValidation(locale, 'included', { field: f.label[locale] });
  }
  return errors;
}

/** Strings compare case-insensitively: "VIP" and "vip" are the same title. */
export const sameValue = (column: PgColumn, value: unknown): SQL =>
  typeof value === 'string' ? sql`lower(${column}) = lower(${value})` : eq(column, value);

export async function isTaken(db: Db, r: CompiledResource, field: string, value: unknown, exceptId?: number) {
  // Phones are digits: an equality the column's plain unique index serves (the blacklist holds many).
  const phone = r.writable.some((f) => f.name === field && f.type === 'phone');
  const match = phone ? eq(r.columns[field], value) : sameValue(r.columns[field], value);
  const where = exceptId === undefined ? match : and(match, ne(r.columns.id, exceptId));
  const [hit] = await db.select({ id: r.columns.id }).from(r.table).where(where).limit(1);
  return Boolean(hit);
}

/** Taken values of unique fields. On update (`current` is the stored row) a value the row already holds is
 * not checked again, so a row saved before its field became unique can still be edited. */
async function uniqueErrors(
  db: Db,
  r: CompiledResource,
  values: Values,
  exceptId?: number,
  current?: Values,
) {
  const errors: Record<string, MessageKey> = {};
  for (const f of r.writable) {
    const value = values[f.name];
    if (!f.unique || value === undefined || value === null || value === '') continue;
    if (current && isSame(current[f.name], value)) continue;
    if (await isTaken(db, r, f.name, value, exceptId)) errors[f.name] = f.unique.message as MessageKey;
  }
  return errors;
}

const isSame = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a === b;

/** A 409 naming each taken field; its message is the first field's. */
export const conflict = (errors: Record<string, MessageKey>) =>
  new HttpError(409, 'conflict', Object.values(errors)[0], {}, errors);

/** Throws 400 naming every field whose reference fails, else 409 naming every field whose value is taken. */
export async function assertStorable(
  db: Db,
  r: CompiledResource,
  values: Values,
  exceptId?: number,
  current?: Values,
) {
  const invalid = await referenceErrors(db, r, values);
  if (Object.keys(invalid).length) throw invalidFields(invalid);
  const taken = await uniqueErrors(db, r, values, exceptId, current);
  if (Object.keys(taken).length) throw conflict(taken);
}
