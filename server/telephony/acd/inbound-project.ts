// Which project's queue a carrier's call lands in (issue 12, flow 2): the trunk's `queue` names a project's
// queue (settings > trunks), else the project that dials out through the trunk (the lowest id when several
// do); null when neither names a project (the call is refused).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns } from '../../db/schema';

export async function inboundProjectOf(db: Db, trunk: { id: number; queue: string }): Promise<number | null> {
  const named = trunk.queue.trim();
  const where = named ? eq(campaigns.queue_name, named) : eq(campaigns.trunk_id, trunk.id);
  const [project] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(where)
    .orderBy(asc(campaigns.id))
    .limit(1);
  if (project || !named) return project?.id ?? null;
  return inboundProjectOf(db, { id: trunk.id, queue: '' });
}
