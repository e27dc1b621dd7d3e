// How an import ends: done, failed with a reason, or cancelled (by the user); and the upload it used, removed
// once a real (not dry) import of it ends. Each end applies only to a row still processing (and, for a run,
// still its attempt), so a late run cannot overwrite a cancel.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { t } from '../i18n/messages';
import { SpreadsheetError } from '../spreadsheets/errors';
import { spreadsheetRefusal } from '../spreadsheets/http';
import { uploadsFolder } from './limits';
import { announce } from './push';
import { contactImportUploads, contactImports, type ImportStatus } from './table';

/** Removes an upload's file and row (nothing happens for one already gone). */
export async function removeUpload(app: FastifyInstance, uploadId: string | null): Promise<void> {
  if (!uploadId) return;
  await app.db.delete(contactImportUploads).where(eq(contactImportUploads.id, uploadId));
  await rm(path.join(uploadsFolder(app.appConfig.dataDir), uploadId), { force: true });
}

/** A failure as a sentence in the server's language (the item's `error`). */
export function failureText(app: FastifyInstance, err: unknown): string {
  const locale = app.appConfig.defaultLocale;
  const httpError = err instanceof SpreadsheetError ? spreadsheetRefusal(err, 'file') : err;
  if (httpError instanceof HttpError) {
    const field = httpError.fieldErrors?.file;
    if (typeof field === 'function') return field(locale);
    return t(locale, field ?? httpError.messageKey, httpError.params);
  }
  return err instanceof Error ? err.message : String(err);
}

/** Moves a running import to `status`; answers whether it was still running (and `only` held). */
export async function endImport(
  app: FastifyInstance,
  importId: number,
  status: Exclude<ImportStatus, 'STATUS_PROCESSING'>,
  extra: { error?: string; only?: SQL } = {},
): Promise<boolean> {
  const [row] = await app.db
    .update(contactImports)
    .set({
      status,
      error: extra.error ?? null,
      finished_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(and(eq(contactImports.id, importId), eq(contactImports.status, 'STATUS_PROCESSING'), extra.only))
    .returning({ upload: contactImports.upload_id, dry: contactImports.dry_run });
  if (!row) return false;
  if (!row.dry) await removeUpload(app, row.upload);
  await announce(app, importId, true);
  return true;
}
