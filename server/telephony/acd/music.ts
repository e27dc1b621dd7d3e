// Which music-on-hold file a call hears (settings > music on hold, server/resources/tables/moh.ts; the audio is
// a stored upload under DATA_DIR/uploads/moh): a queue's callers the project's `moh_id`, a caller held for a
// transfer the transfer phone's `moh_class` (a `transfer` entry of that title; none: while an operator holds).
// a customer held by an operator the music chosen for that call (that class, or POST /node/channel/moh).
// Whatever is missing falls back to the first `system` entry, then to silence (null).
import { existsSync } from 'node:fs';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns } from '../../db/schema';
import { mohs } from '../../resources/tables/moh';
import { isStoredFile, storedPath, uploadsDir } from '../../uploads/storage';
import type { TransferTarget } from './transfer-target';

type MohQuery = SQL | undefined;

/** The file of the first entry matching `where`, if its upload is still on disk. */
async function fileOf(db: Db, dataDir: string, where: MohQuery): Promise<string | null> {
  const [row] = await db.select({ audio: mohs.audio }).from(mohs).where(where).orderBy(asc(mohs.id)).limit(1);
  if (!row || !isStoredFile(row.audio)) return null;
  const file = storedPath(uploadsDir(dataDir, 'moh'), row.audio.stored);
  return file && existsSync(file) ? file : null;
}

export const systemMusic = (db: Db, dataDir: string) => fileOf(db, dataDir, eq(mohs.type, 'system'));

/** What the project's queue plays to waiting callers. */
export async function queueMusic(db: Db, dataDir: string, campaignId: number): Promise<string | null> {
  const [project] = await db
    .select({ mohId: campaigns.moh_id })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  const own = project?.mohId ? await fileOf(db, dataDir, eq(mohs.id, project.mohId)) : null;
  return own ?? systemMusic(db, dataDir);
}

const classMusic = (db: Db, dataDir: string, mohClass: string) =>
  mohClass ? fileOf(db, dataDir, and(eq(mohs.title, mohClass), eq(mohs.type, 'transfer'))) : null;

/** What a customer held for a transfer hears: the transfer phone's class, else the system music. */
export async function transferMusic(db: Db, dataDir: string, mohClass: string): Promise<string | null> {
  return (await classMusic(db, dataDir, mohClass)) ?? systemMusic(db, dataDir);
}

/** The music a consult call to `target` chooses for the held customer: a stored phone's class, if any. */
export async function musicForTransferTarget(db: Db, dataDir: string, target: TransferTarget) {
  return target.kind === 'phone' ? classMusic(db, dataDir, target.mohClass) : null;
}

/** What a held customer hears: the call's chosen file while it is on disk, else the system music. */
export async function heldMusic(db: Db, dataDir: string, chosen: string | null | undefined) {
  return chosen && existsSync(chosen) ? chosen : systemMusic(db, dataDir);
}
