// What a job reads with: its owner as they are now (role, keys: an owner who lost the type's keys gets
// no rows), the export's language and zone, its columns.
import type { FastifyInstance } from 'fastify';
import { isAllowed, parsePermissions } from '../from-client';
import { HttpError } from '../http/errors';
import type { Locale } from '../i18n/locale';
import { findAuthUser } from '../users/repository';
import { dateTimeWriter } from './dates';
import type { ExportSource, ReadContext } from './sources/source';
import type { ExportRow } from './table';

/** The export cannot go on for a reason the owner is told (its message key). */
export class ExportRefused extends HttpError {}

export async function readContext(
  app: FastifyInstance,
  row: ExportRow,
  source: ExportSource,
): Promise<ReadContext> {
  const owner = await findAuthUser(app.db, row.user_id);
  const user = owner && {
    id: owner.id,
    role: owner.role,
    email: owner.email,
    permissions: parsePermissions(owner.permissions),
  };
  if (!user || !isAllowed(user, source.permission))
    throw new ExportRefused(403, 'forbidden', 'exportForbidden');
  return {
    db: app.db,
    user,
    locale: row.locale as Locale,
    timeZone: row.time_zone,
    dateTime: dateTimeWriter(row.time_zone),
    fields: row.fields,
  };
}
