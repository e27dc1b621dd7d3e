// Where recordings are and which of them exist: `<DATA_DIR>/recordings/<audio_path>` (server/telephony/
// recordings writes them, calls.audio_path names them relative to that folder). A path from a request is
// only ever a relative path of plain segments that stays under the folder; anything else names no file.
import { stat, rm } from 'node:fs/promises';
import path from 'node:path';

/** The formats a recording may be kept in, by file extension, with the type the player is told. */
export const RECORDING_TYPES: Readonly<Record<string, string>> = {
  opus: 'audio/ogg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
};

export const recordingsRoot = (dataDir: string) => path.resolve(dataDir, 'recordings');

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/** The file a relative recording path names, or null for an absolute, `..`, hidden or odd path. */
export function recordingFile(root: string, relative: string): string | null {
  const segments = relative.split('/');
  if (relative.length > 500 || !segments.every((s) => SEGMENT.test(s) && s !== '..')) return null;
  const full = path.resolve(root, ...segments);
  return full.startsWith(root + path.sep) ? full : null;
}

export const formatOf = (relative: string) => path.extname(relative).slice(1).toLowerCase();

/** The same recording in each format that exists on disk: `2026/11/25/x.opus` -> opus, and wav if kept too. */
export async function formatsOf(root: string, relative: string) {
  const stem = relative.slice(0, relative.length - path.extname(relative).length);
  const found = await Promise.all(
    Object.keys(RECORDING_TYPES).map(async (format) => {
      const candidate = `${stem}.${format}`;
      const full = recordingFile(root, candidate);
      const info = full ? await stat(full).catch(() => null) : null;
      return info?.isFile() ? { format, path: candidate, size: info.size } : null;
    }),
  );
  return found.filter((f) => f !== null);
}

/** Removes a recording in every format; a missing file is not an error. */
export async function removeRecording(root: string, relative: string): Promise<void> {
  for (const { path: candidate } of await formatsOf(root, relative)) {
    const full = recordingFile(root, candidate);
    if (full) await rm(full, { force: true });
  }
}
