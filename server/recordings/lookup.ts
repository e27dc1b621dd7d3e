// The call a recording belongs to, as the caller may see it (server/auth/scope/visible.ts, the card's rule):
// a recording is reached only through a call row naming it, so a path of no visible call is "not found".
import { and, eq, inArray } from 'drizzle-orm';
import { callVisibleTo } from '../auth/scope/visible';
import { calls } from '../calls/table';
import type { Db } from '../db/client';
import type { CurrentUser } from '../types';
import { RECORDING_TYPES } from './files';

export interface RecordedCall {
  id: number;
  unique_id: string;
  audio_path: string;
}

const columns = { id: calls.id, unique_id: calls.unique_id, audio_path: calls.audio_path };

/** The path in every format a recording may be kept in (`a/b.wav` -> a/b.opus, a/b.ogg, a/b.wav, a/b.mp3). */
const everyFormat = (path: string) => {
  const stem = path.replace(/\.[A-Za-z0-9]+$/, '');
  return Object.keys(RECORDING_TYPES).map((format) => `${stem}.${format}`);
};

/** The visible call by its id, or whose recording is `path` in any of its formats. */
export async function recordedCall(
  db: Db,
  user: CurrentUser,
  by: { id?: number; path?: string },
): Promise<RecordedCall | null> {
  const match =
    by.id !== undefined ? eq(calls.id, by.id) : inArray(calls.audio_path, everyFormat(by.path ?? ''));
  const [row] = await db
    .select(columns)
    .from(calls)
    .where(and(match, callVisibleTo(user)))
    .limit(1);
  return row ?? null;
}
