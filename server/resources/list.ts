// GET /{api}/list: filters, sorting (declared sortable fields and id), paging; `{ items, totalCount, page,
// limit, pageCount }`.
import { asc, count, desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { CompiledResource } from './compile';
import { whereOf } from './filters';
import { serialize } from './serialize';

export interface ListQuery {
  page: number;
  limit: number;
  sort?: string;
  order?: string;
  [filter: string]: unknown;
}

export async function listRows(db: Db, r: CompiledResource, query: ListQuery) {
  const { page, limit } = query;
  const sortField = query.sort ?? r.declaration.defaultSort?.field ?? 'id';
  const order = (
    query.order ??
    (query.sort ? 'asc' : r.declaration.defaultSort?.order) ??
    'asc'
  ).toLowerCase();
  const direction = order === 'desc' ? desc : asc;
  const id = r.columns.id;
  const orderBy = sortField === 'id' ? [direction(id)] : [direction(r.columns[sortField]), direction(id)];
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
  return {
    items: rows.map((row) => serialize(r, row)),
    totalCount,
    page,
    limit,
    pageCount: Math.ceil(totalCount / limit),
  };
}
