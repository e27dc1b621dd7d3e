// A constraint the checks could not foresee (a concurrent insert of the same title, a row deleted meanwhile)
// still answers 4xx, never 500: the database's SQLSTATE decides.
import { HttpError } from '../http/errors';
import type { MessageKey } from '../i18n/messages';
import type { CompiledResource } from './compile';
import { conflict } from './storable';

interface DbError {
  code?: unknown;
  detail?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The database's error (node-postgres or PGlite), also when wrapped by Drizzle. */
function dbError(err: unknown): (DbError & { code: string }) | null {
  for (let e = err as DbError | undefined, depth = 0; e && depth < 5; e = e.cause as DbError, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as DbError & { code: string };
  }
  return null;
}

export const sqlState = (err: unknown): string | null => dbError(err)?.code ?? null;

function uniqueViolation(r: CompiledResource, err: DbError): HttpError {
  const text = JSON.stringify([err.detail, err.constraint]);
  const unique = r.writable.filter((f) => f.unique);
  const field = unique.find((f) => text.includes(f.name)) ?? unique[0];
  return field
    ? conflict({ [field.name]: field.unique!.message as MessageKey })
    : new HttpError(409, 'conflict', 'badRequest');
}

export async function guarded<T>(r: CompiledResource, action: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const cause = dbError(err);
    const state = cause?.code;
    if (cause && state === '23505') throw uniqueViolation(r, cause);
    if (state === '23503' && action === 'delete')
      throw new HttpError(409, 'in_use', r.hooks.inUse ?? 'inUse');
    if (state?.startsWith('22') || state?.startsWith('23'))
      throw new HttpError(400, 'bad_request', 'badRequest');
    throw err;
  }
}
