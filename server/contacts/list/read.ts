// The page and the total of one request: counted with the page when the planner expects few matches
// (sorted.ts), else the estimate and a page read through the order's index (page.ts, walk.ts).
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { EXACT_COUNT_UP_TO, estimatedTotal, estimateRows, type Total } from './count';
import { pageRows, readPage, type PageRequest, type PageRows } from './page';
import { readCountedPage } from './sorted';
import { WALK_CAP } from './walk';

export async function readList(
  db: Db,
  where: SQL | undefined,
  req: PageRequest,
  { exactUpTo = EXACT_COUNT_UP_TO, walkCap = WALK_CAP }: { exactUpTo?: number; walkCap?: number } = {},
): Promise<{ total: Total; page: PageRows }> {
  const estimate = await estimateRows(db, where);
  const counted = estimate <= exactUpTo ? await readCountedPage(db, where, req, exactUpTo) : null;
  if (counted) return { total: counted.total, page: pageRows(counted.found, req, counted.back) };
  const total = estimatedTotal(estimate, exactUpTo);
  return { total, page: await readPage(db, where, req, total, walkCap) };
}
