// Users: the foundation's `users` table behind the generated /api/user/* CRUD (GET /api/user/get and the
// clock offset stay in server/users/routes.ts).
// - `password` is required on create, stored as its scrypt hash in `password_hash`, never sent back; an
//   empty password on update leaves it unchanged (the generator's rule for password fields). A new password
//   ends the user's sessions (server/auth/sessions.ts): their tokens answer 401, their report socket closes.
// - `extension_password` (the SIP secret) is stored as typed and never sent back.
// - e-mails are stored lower-cased and are unique (userEmailExists); extensions are unique (userPhoneExists),
//   an empty extension is stored as null (no extension).
// - choosing `main_trunk_id` retires the legacy `main_trunk_name` (GET /api/user/get answers the trunk's
//   title, or the legacy name when no trunk is chosen).
// - the list's items also carry `user_group: { id, title }` (the Users page shows the group's title).
// - nobody deletes themself (409); a deleted user leaves every KPI target.
// - access rights stay with those who hold them (server/auth/grants.ts): the role and permission group a
//   user is given, and those a user already holds before an edit or a delete, must be covered by the
//   caller's own (403); nobody changes their own role or permission group (403).
import { eq, inArray, sql } from 'drizzle-orm';
import { assertCovered, groupKeys } from '../../auth/grants';
import { hashPassword } from '../../auth/password';
import { closeSocketsOf, nextTokenVersion } from '../../auth/sessions';
import { userGroups, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { CurrentUser } from '../../types';
import { defineServerResource, type DeleteContext, type Values, type WriteContext } from '../types';
import { kpiTargets } from './kpi-target';

type Access = { role: CurrentUser['role'] | null; permission_group_id: number | null };

async function currentAccess(db: Db, id: number): Promise<Access | undefined> {
  const [row] = await db
    .select({ role: users.role, permission_group_id: users.permission_group_id })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Refuses unless the caller covers the role and the keys of the group (403). */
async function assertCoversAccess(db: Db, caller: CurrentUser | null, access: Access) {
  assertCovered(caller, { role: access.role, keys: await groupKeys(db, access.permission_group_id) });
}

async function guardAccess(values: Values, { db, id, action, request }: WriteContext) {
  const caller = request.currentUser;
  const current = id === undefined ? undefined : await currentAccess(db, id);
  const changes = (field: keyof Access) => field in values && values[field] !== current?.[field];
  if (
    caller &&
    action === 'update' &&
    id === caller.id &&
    (changes('role') || changes('permission_group_id'))
  )
    throw new HttpError(403, 'forbidden', 'ownAccessForbidden');
  // The user as they are: a copy only reads them, an update changes someone who must not hold more.
  if (action === 'update' && current) await assertCoversAccess(db, caller, current);
  const given = { role: null, permission_group_id: null, ...current, ...values } as Access;
  await assertCoversAccess(db, caller, given);
}

async function beforeWrite(values: Values, context: WriteContext): Promise<Values> {
  await guardAccess(values, context);
  const out = { ...values };
  if (typeof out.password === 'string') {
    out.password = await hashPassword(out.password);
    // A new password ends the user's sessions (their tokens carry the old version), in the same UPDATE.
    if (context.action === 'update') out.token_version = nextTokenVersion();
  }
  if (typeof out.email === 'string') out.email = out.email.toLowerCase();
  if (out.extension_username === '') out.extension_username = null;
  if ('main_trunk_id' in out) out.main_trunk_name = null;
  return out;
}

/** The sessions a new password ended: their open /userreport connections close too. */
function afterWrite(row: Values, values: Values, { request }: WriteContext) {
  if ('token_version' in values) closeSocketsOf(request.server, row.id as number);
}

async function beforeDelete(id: number, { db, request }: DeleteContext) {
  if (request.currentUser?.id === id) throw new HttpError(409, 'self_delete', 'cannotDeleteSelf');
  const current = await currentAccess(db, id);
  if (current) await assertCoversAccess(db, request.currentUser, current);
  await db
    .update(kpiTargets)
    .set({ users: sql`array_remove(${kpiTargets.users}, ${id})` })
    .where(sql`${id} = any(${kpiTargets.users})`);
}

async function withUserGroups(items: Values[], db: Db): Promise<Values[]> {
  const ids = [
    ...new Set(items.map((i) => i.user_group_id).filter((v): v is number => typeof v === 'number')),
  ];
  const groups = ids.length
    ? await db
        .select({ id: userGroups.id, title: userGroups.title })
        .from(userGroups)
        .where(inArray(userGroups.id, ids))
    : [];
  const byId = new Map(groups.map((g) => [g.id, g]));
  return items.map((i) => ({ ...i, user_group: byId.get(i.user_group_id as number) ?? null }));
}

export default defineServerResource('user', users, {
  storage: { password: { column: 'password_hash' } },
  beforeWrite,
  afterWrite,
  beforeDelete,
  decorateList: withUserGroups,
});
