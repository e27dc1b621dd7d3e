// The page and the total of one request: counted with the page when the planner expects few matches
// (few.ts), else the estimate and a page read through the order's index (page.ts).
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { EXACT_COUNT_UP_TO, estimatedTotal, estimateRows, type Total } from './count';
import { readFewPage } from './few';
import { readPage, type PageRequest, type PageRows } from './page';

export async function readList(
  db: Db,
  where: SQL | undefined,
  req: PageRequest,
  exactUpTo = EXACT_COUNT_UP_TO,
): Promise<{ total: Total; page: PageRows }> {
  const estimate = await estimateRows(db, where);
  const few = estimate <= exactUpTo ? await readFewPage(db, where, req, exactUpTo) : null;
  if (few) return few;
  const total = estimatedTotal(estimate, exactUpTo);
  return { total, page: await readPage(db, where, req, total) };
}
