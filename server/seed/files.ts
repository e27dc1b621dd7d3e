// Demo data with files: music on hold (a short tone made on the spot: makeWav), a text file in the file
// manager, and a few blacklisted phones. Each record is created only when missing (matched by title, name or
// phone), and a record whose file went missing from DATA_DIR gets it back, so running it twice changes
// nothing.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { managedFiles } from '../files/table';
import { blackList } from '../resources/tables/black-list';
import { mohs } from '../resources/tables/moh';
import { generatedName, isStoredFile, storedPath, uploadsDir, type StoredFile } from '../uploads/storage';
import { makeWav } from './wav';

const DEMO_PHONES = [
  { phone: '79990000001', comment: 'Asked not to be called' },
  { phone: '79990000002', comment: 'Complaint to the regulator' },
  { phone: '74950000000', comment: '' },
];

const DEMO_MOH = [
  { title: 'Queue melody', type: 'queue', file: 'queue-melody.wav', frequency: 440 },
  { title: 'Transfer hold tone', type: 'transfer', file: 'transfer-tone.wav', frequency: 660 },
];

const GUIDE_NAME = 'operator-guide.txt';
const GUIDE = [
  'Demo call centre: a note for operators',
  '',
  '1. Set your status to Active to receive calls.',
  '2. Save the contact card before the countdown ends.',
  '3. Phones in the blacklist are never dialled.',
  '',
].join('\n');

/** Writes `content` under `dir` as `file.stored` (a new generated name when there is none). */
async function ensureFile(dir: string, file: StoredFile | null, content: Buffer, name: string, type: string) {
  const stored = file && storedPath(dir, file.stored) ? file.stored : generatedName(type);
  const full = storedPath(dir, stored)!;
  if (!existsSync(full)) {
    await mkdir(dir, { recursive: true });
    await writeFile(full, content);
  }
  return { name: file?.name ?? name, stored, size: content.length, content_type: type };
}

export async function seedDemoFiles(db: Db, dataDir: string | null): Promise<void> {
  await db.insert(blackList).values(DEMO_PHONES).onConflictDoNothing({ target: blackList.phone });
  if (!dataDir) return; // files need a DATA_DIR

  const mohDir = uploadsDir(dataDir, 'moh');
  for (const m of DEMO_MOH) {
    const wav = makeWav({ seconds: 2, frequency: m.frequency });
    const [row] = await db.select().from(mohs).where(eq(mohs.title, m.title)).limit(1);
    const current = row && isStoredFile(row.audio) ? row.audio : null;
    const audio = await ensureFile(mohDir, current, wav, m.file, 'audio/wav');
    if (!row) await db.insert(mohs).values({ title: m.title, type: m.type, audio });
    else if (current?.stored !== audio.stored)
      await db
        .update(mohs)
        .set({ audio, updated_at: sql`now()` })
        .where(eq(mohs.id, row.id));
  }

  const filesDir = uploadsDir(dataDir, 'fileManager');
  const text = Buffer.from(GUIDE, 'utf8');
  const [guide] = await db.select().from(managedFiles).where(eq(managedFiles.name, GUIDE_NAME)).limit(1);
  const file = await ensureFile(filesDir, guide ?? null, text, GUIDE_NAME, 'text/plain');
  if (!guide) await db.insert(managedFiles).values({ ...file });
  else if (guide.stored !== file.stored)
    await db
      .update(managedFiles)
      .set({ stored: file.stored, size: file.size })
      .where(eq(managedFiles.id, guide.id));
}
