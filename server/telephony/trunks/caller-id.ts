// The number a customer sees on an outbound call (issue 12, flow 1): the project's caller ID, else the trunk's
// next carousel number, else the trunk's own caller ID. Carousel rules (spec 000 section 3): the number with
// the fewest attempts is taken, a number used less than `timeout` seconds ago waits, and a number whose last
// attempt is `attempt_reset_hours` old starts again from 0 (0 hours: never). Taking a number is one UPDATE
// that picks its row FOR UPDATE SKIP LOCKED, so two calls at once never take the same number while another
// is free.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns } from '../../db/schema';
import type { TrunkRow } from '../../resources/tables/trunk';

async function projectCallerId(db: Db, campaignId: number | null) {
  if (!campaignId) return '';
  const [row] = await db
    .select({ callerId: campaigns.caller_id })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row?.callerId.trim() ?? '';
}

/** Takes the trunk's next carousel number (counting the attempt), or null when none is free. */
export async function takeCarouselNumber(db: Db, trunkId: number, now: Date): Promise<string | null> {
  const at = now.toISOString();
  const reset = sql`(attempt_reset_hours > 0 AND last_attempt IS NOT NULL
    AND last_attempt <= ${at}::timestamptz - attempt_reset_hours * interval '1 hour')`;
  const result = await db.execute(sql`
    UPDATE carousel_numbers
    SET attempts = CASE WHEN ${reset} THEN 1 ELSE attempts + 1 END,
        last_attempt = ${at}::timestamptz, updated_at = ${at}::timestamptz
    WHERE id = (
      SELECT id FROM carousel_numbers
      WHERE trunk_id = ${trunkId}
        AND (last_attempt IS NULL OR last_attempt <= ${at}::timestamptz - timeout * interval '1 second')
      ORDER BY CASE WHEN ${reset} THEN 0 ELSE attempts END, last_attempt NULLS FIRST, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING phone`);
  return (result as unknown as { rows: { phone: string }[] }).rows[0]?.phone ?? null;
}

export async function chooseCallerId(
  db: Db,
  q: { campaignId: number | null; trunk: TrunkRow; now?: Date },
): Promise<string> {
  return (
    (await projectCallerId(db, q.campaignId)) ||
    (await takeCarouselNumber(db, q.trunk.id, q.now ?? new Date())) ||
    q.trunk.caller_id.trim()
  );
}
