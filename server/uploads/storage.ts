// Where uploaded files live: DATA_DIR/uploads/<owner>/<generated name>. The client's file name never reaches
// the disk (it is kept in the database for display only); a stored name is a random UUID plus an extension
// chosen from the sniffed content type.
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { extensionOf } from './sniff';

/** What a row keeps of an uploaded file (a `file` field's jsonb value, a file manager row). */
export interface StoredFile {
  /** The client's file name, cleaned for display (no folders, no control characters). */
  name: string;
  /** The generated name under the owner's folder. */
  stored: string;
  size: number;
  /** The sniffed type, never the client's claim. */
  content_type: string;
}

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z0-9]{1,8})?$/;

export const uploadsDir = (dataDir: string, owner: string) => path.join(dataDir, 'uploads', owner);

export function generatedName(contentType: string | null): string {
  const ext = extensionOf(contentType);
  return ext ? `${randomUUID()}.${ext}` : randomUUID();
}

/** The path of a stored name inside `dir`, or null for anything that is not a generated name. */
export function storedPath(dir: string, stored: unknown): string | null {
  return typeof stored === 'string' && STORED_NAME.test(stored) ? path.join(dir, stored) : null;
}

/** Removes a stored file; a missing file (or a name that is not ours) is not an error. */
export async function removeStored(dir: string, stored: unknown): Promise<void> {
  const full = storedPath(dir, stored);
  if (full) await rm(full, { force: true });
}

/** A copy of a stored file under a new generated name (copying a record must not share its file). */
export async function duplicateStored(dir: string, file: StoredFile): Promise<StoredFile> {
  const source = storedPath(dir, file.stored);
  if (!source) throw new Error(`not a stored file name: ${file.stored}`);
  const stored = generatedName(file.content_type);
  await mkdir(dir, { recursive: true });
  await copyFile(source, path.join(dir, stored));
  return { ...file, stored };
}

/**
 * A client's file name made safe to show and to put in Content-Disposition: the last path segment (either
 * slash), control and bidi-override characters removed, at most 255 characters; `fallback` when nothing is
 * left. The name is never used on disk.
 */
export function displayName(raw: string | undefined, fallback = 'file'): string {
  const last = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = last.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const name = clean === '.' || clean === '..' ? '' : clean;
  return [...name].slice(0, 255).join('') || fallback;
}

/** True when a stored file value is well formed (a row from the database, before it is trusted). */
export const isStoredFile = (value: unknown): value is StoredFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredFile).stored === 'string' &&
  typeof (value as StoredFile).name === 'string';
