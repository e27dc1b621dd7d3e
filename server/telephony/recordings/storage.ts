// Where a converted recording lives: `<DATA_DIR>/recordings/YYYY/MM/DD/<unique_id>.opus`, dated by the
// call's start in UTC. calls.audio_path holds the part after `recordings/`, which is what GET /record/
// serves (server/recordings). One folder per day keeps directories small and old days easy to archive.
import path from 'node:path';

export const RECORDING_FORMAT = 'opus';

export const recordingsRoot = (dataDir: string) => path.join(dataDir, 'recordings');

/** The path relative to recordingsRoot; characters a file name should not hold become `_`. */
export function recordingPath(at: Date, uniqueId: string): string {
  const day = at.toISOString().slice(0, 10).split('-');
  const name = uniqueId.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');
  return path.posix.join(...day, `${name}.${RECORDING_FORMAT}`);
}
