// A project's queue settings as the queue engine reads them (spec 000 section 3: queue and operator timeouts
// in seconds, 0 meaning no limit, and the strategy), with the music its callers hear.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns } from '../../db/schema';
import type { QueueSettings } from './engine';
import { queueMusic } from './music';
import { readStrategy } from './strategies';

export async function queueSettings(
  db: Db,
  dataDir: string,
  campaignId: number,
): Promise<QueueSettings | null> {
  const [project] = await db
    .select({
      strategy: campaigns.queue_strategy,
      operatorTimeoutSec: campaigns.operator_timeout,
      queueTimeoutSec: campaigns.queue_timeout,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!project) return null;
  return {
    strategy: readStrategy(project.strategy),
    operatorTimeoutSec: Math.max(0, project.operatorTimeoutSec),
    queueTimeoutSec: Math.max(0, project.queueTimeoutSec),
    music: await queueMusic(db, dataDir, campaignId),
  };
}
