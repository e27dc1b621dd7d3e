// GET /{api}/list: filters, sorting (declared sortable fields and id), paging; `{ items, totalCount, page,
// limit, pageCount }`, each item with the labels of the rows it references unless `labelled` is false.
import { asc, count, desc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { CompiledResource } from './compile';
import { whereOf } from './filters';
import { withReferenceLabels } from './reference-labels';
import { serialize } from './serialize';

export interface ListQuery {
  page: number;
  limit: number;
  sort?: string;
  order?: string;
  [filter: string]: unknown;
}

/** `labelled`: false for a caller who reads the list only through `listAlso` (reference-labels.ts says why). */
export async function listRows(db: Db, r: CompiledResource, query: ListQuery, labelled = true) {
  const { page, limit } = query;
  const sortField = query.sort ?? r.declaration.defaultSort?.field ?? 'id';
  const order = (
    query.order ??
    (query.sort ? 'asc' : r.declaration.defaultSort?.order) ??
    'asc'
  ).toLowerCase();
  const direction = order === 'desc' ? desc : asc;
  const id = r.columns.id;
  const isFile = r.declaration.fields.some((f) => f.name === sortField && f.type === 'file');
  const sortColumn = isFile ? sql`(${r.columns[sortField]}->>'name')` : r.columns[sortField]; // a file by name
  const orderBy = sortField === 'id' ? [direction(id)] : [direction(sortColumn), direction(id)];
  const where = whereOf(r, query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(r.table)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(r.table).where(where),
  ]);
  const totalCount = Number(total);
  const serialized = rows.map((row) => serialize(r, row));
  const items = labelled ? await withReferenceLabels(db, r.references, serialized) : serialized;
  return {
    items: r.hooks.decorateList ? await r.hooks.decorateList(items, db) : items,
    totalCount,
    page,
    limit,
    pageCount: Math.ceil(totalCount / limit),
  };
}
