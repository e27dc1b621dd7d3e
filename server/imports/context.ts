// What a run of an import reads once before its first batch: the project's card labels, its blocked
// regions and default status, the upload's date orders, the numbering plan, the numbers the options refuse.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { projectCardLabels } from '../contacts/card-labels';
import { defaultStatus } from '../contacts/create';
import { campaigns } from '../db/schema';
import { phoneLines } from '../numbering/lookup';
import type { Db } from '../db/client';
import type { BatchContext } from './batch';
import type { SlashOrder } from './dates';
import { loadKnownNumbers } from './known-numbers';
import { NumberVerdicts } from './number-verdicts';
import { compileMapping } from './row';
import type { ImportRow } from './table';

const normal = (text: string) => text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

/**
 * A region is blocked when its name contains an entry of the project's list (one per line or after a `;`),
 * letter case, ё/е and extra spaces aside: "Москва" blocks "г. Москва" and "г. Москва и Московская область".
 */
export function blockedRegions(list: string): (region: string) => boolean {
  const entries = list.split(/[\n;]/).map(normal).filter(Boolean);
  const known = new Map<string, boolean>();
  return (region) => {
    if (!region || !entries.length) return false;
    let blocked = known.get(region);
    if (blocked === undefined) {
      const name = normal(region);
      known.set(region, (blocked = entries.some((e) => name.includes(e))));
    }
    return blocked;
  };
}

/** The labels an import maps columns to: none when the project has no card template. */
export const projectLabels = async (db: Db, campaignId: number) =>
  (await projectCardLabels(db, campaignId)) ?? [];

export async function batchContext(
  app: FastifyInstance,
  row: ImportRow,
  slash: SlashOrder[],
): Promise<BatchContext & { statusId: number | null }> {
  const [project] = await app.db
    .select({ blocked: campaigns.blocked_regions })
    .from(campaigns)
    .where(eq(campaigns.id, row.campaign_id));
  return {
    mapping: compileMapping(row.mapping, await projectLabels(app.db, row.campaign_id), slash),
    options: row.options,
    lines: await phoneLines(app.db, app.appConfig.defaultLocale),
    isBlocked: blockedRegions(project?.blocked ?? ''),
    verdicts: new NumberVerdicts(),
    known: await loadKnownNumbers(app.db, row.campaign_id, row.options, app.appConfig.importKnownNumbers),
    unsettled: null,
    statusId: await defaultStatus(app.db, row.campaign_id),
  };
}
