// Calling a generated resource API in tests: users holding exactly the keys a test wants, requests in a
// given language, and the ids of rows that references may point at.
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { permissionGroups, users } from '../../../server/db/schema';
import { REFERENCE_TABLES, SERVER_RESOURCES } from '../../../server/resources/registry';
import { mohs } from '../../../server/resources/tables/moh';
import type { ServerResource } from '../../../server/resources/types';
import {
  apiName,
  keysFor,
  type PermissionKey,
  type ResourceDeclaration,
  type Role,
} from '../../../server/from-client';
import { bearer, formRequest, type TestContext } from './app';
import { isFilePart, multipartRequest } from './multipart';
import type { Fields, RefIds } from './samples';

let serial = 0;

/** A supervisor (or a user of `role`) whose permission group holds exactly `keys`; returns a bearer token. */
export async function tokenWith(
  ctx: TestContext,
  keys: readonly PermissionKey[],
  role: Role = 'ROLE_SUPERVISOR',
): Promise<string> {
  serial += 1;
  const [group] = await ctx.db
    .insert(permissionGroups)
    .values({ title: `Test group ${serial}`, permissions: keys.join(',') })
    .returning();
  const [user] = await ctx.db
    .insert(users)
    .values({
      role,
      full_name: `Test user ${serial}`,
      email: `test${serial}@keys.test`,
      password_hash: 'scrypt$unused',
      permission_group_id: group.id,
    })
    .returning();
  return ctx.app.tokens.sign(user);
}

const TEST_MUSIC = { name: 'test.wav', stored: 'test.wav', size: 44, content_type: 'audio/wav' };

/** Ids of existing rows of every resource the declarations reference. */
export async function referenceIds(
  ctx: TestContext,
  declarations: readonly ResourceDeclaration[],
  registrations: readonly ServerResource[] = SERVER_RESOURCES,
): Promise<RefIds> {
  const tables: Record<string, PgTable> = { ...REFERENCE_TABLES };
  for (const r of registrations) tables[r.name] = r.table;
  const refs: RefIds = {};
  for (const f of declarations.flatMap((d) => d.fields)) {
    const name = f.reference?.resource;
    if (!name || refs[name]) continue;
    const id = getTableColumns(tables[name]).id as PgColumn;
    let rows = await ctx.db.select({ id }).from(tables[name]).orderBy(id);
    // The demo seed stores music files only with a DATA_DIR, which test apps may lack: a row whose file
    // is never played is enough for a reference.
    if (!rows.length && name === 'moh') {
      await ctx.db.insert(mohs).values({ title: 'Test music', type: 'queue', audio: TEST_MUSIC });
      rows = await ctx.db.select({ id }).from(tables[name]).orderBy(id);
    }
    if (!rows.length) throw new Error(`the tests need a row of "${name}": seed one`);
    refs[name] = rows.map((row) => row.id as number);
  }
  return refs;
}

/** Form-encoded, or multipart when a field holds a file (as a browser sends a form with a file input). */
const formOrMultipart = (method: 'POST' | 'PUT', url: string, fields: Fields): InjectOptions =>
  Object.values(fields).some(isFilePart)
    ? multipartRequest(method, url, fields)
    : formRequest(method, url, fields as Record<string, string | string[]>);

/** Requests to one resource's routes as one caller, in one language. */
export function resourceApi(ctx: TestContext, r: ResourceDeclaration, token: string | null, locale = 'en') {
  const base = `/api/${apiName(r)}`;
  const headers = { ...(token ? bearer(token) : {}), 'accept-language': locale };
  const send = (options: InjectOptions) =>
    ctx.app.inject({ ...options, headers: { ...headers, ...options.headers } });
  return {
    base,
    list: (query = '') => send({ method: 'GET', url: `${base}/list${query ? `?${query}` : ''}` }),
    show: (id: number | string) => send({ method: 'GET', url: `${base}/${id}` }),
    create: (fields: Fields) => send(formOrMultipart('POST', `${base}/create`, fields)),
    createJson: (body: unknown) => send({ method: 'POST', url: `${base}/create`, payload: body as object }),
    update: (id: number | string, fields: Fields) =>
      send(formOrMultipart('PUT', `${base}/update/${id}`, fields)),
    updateJson: (id: number | string, body: unknown) =>
      send({ method: 'PUT', url: `${base}/update/${id}`, payload: body as object }),
    remove: (id: number | string) => send({ method: 'DELETE', url: `${base}/delete/${id}` }),
    copy: (id: number | string, fields: Fields = {}) =>
      send(formOrMultipart('POST', `${base}/copy/${id}`, fields)),
    send,
  };
}

/** Method and URL of every route a declaration offers, with the action it serves. */
export function offeredRoutes(r: ResourceDeclaration, id = 1) {
  const base = `/api/${apiName(r)}`;
  const all = [
    { action: 'list', method: 'GET', url: `${base}/list` },
    { action: 'list', method: 'GET', url: `${base}/list/` },
    { action: 'show', method: 'GET', url: `${base}/${id}` },
    { action: 'create', method: 'POST', url: `${base}/create` },
    { action: 'update', method: 'PUT', url: `${base}/update/${id}` },
    { action: 'delete', method: 'DELETE', url: `${base}/delete/${id}` },
    { action: 'copy', method: 'POST', url: `${base}/copy/${id}` },
  ] as const;
  const offered = (a: (typeof all)[number]['action']) => keysFor(r, a) !== null;
  return { offered: all.filter((x) => offered(x.action)), missing: all.filter((x) => !offered(x.action)) };
}
