// Attachments are uploaded before the message that sends them is created (spec 001 section 7); one that no
// message names after a grace period was abandoned (the form closed, the send failed) and is removed, so the
// disk does not fill with them. The grace leaves the writer of an e-mail time to send it.
import { readdir, stat } from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { removeStored, storedPath } from '../uploads/storage';
import { attachmentsDir } from './files';
import { messages } from './table';

/** How long an attachment no message names is kept. */
export const UNSENT_ATTACHMENT_GRACE_MS = 24 * 60 * 60_000;
/** How often the server looks for them. */
const UNSENT_ATTACHMENT_SWEEP_MS = 60 * 60_000;

/** Removes the attachments older than the grace that no message names; answers their names. */
export async function removeUnsentAttachments(db: Db, dir: string, now: number): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names) {
    const full = storedPath(dir, name);
    const info = full ? await stat(full).catch(() => null) : null;
    if (info?.isFile() && now - info.mtimeMs > UNSENT_ATTACHMENT_GRACE_MS) old.push(name);
  }
  if (!old.length) return [];
  const named = await db.select({ file: messages.file }).from(messages).where(inArray(messages.file, old));
  const sent = new Set(named.map((row) => row.file));
  const unsent = old.filter((name) => !sent.has(name));
  for (const name of unsent) await removeStored(dir, name);
  return unsent;
}

/** Sweeps every UNSENT_ATTACHMENT_SWEEP_MS while the app runs (the timer never keeps the process alive). */
export function sweepUnsentAttachments(app: FastifyInstance): void {
  const timer = setInterval(() => {
    removeUnsentAttachments(app.db, attachmentsDir(app), Date.now()).catch((err: unknown) =>
      app.log.warn({ err }, 'unsent attachments sweep failed'),
    );
  }, UNSENT_ATTACHMENT_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
