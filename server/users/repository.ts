// Queries on users, joined with their user group and permission group.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { permissionGroups, userGroups, users } from '../db/schema';
import { trunks } from '../resources/tables/trunk';

const profileColumns = {
  user: users,
  userGroup: userGroups,
  permissionGroup: permissionGroups,
  trunkTitle: trunks.title,
};

export type UserProfileRow = {
  user: typeof users.$inferSelect;
  userGroup: typeof userGroups.$inferSelect | null;
  permissionGroup: typeof permissionGroups.$inferSelect | null;
  /** The title of the user's main trunk (`main_trunk_id`), null when none is chosen. */
  trunkTitle: string | null;
};

const profiles = (db: Db) =>
  db
    .select(profileColumns)
    .from(users)
    .leftJoin(userGroups, eq(users.user_group_id, userGroups.id))
    .leftJoin(permissionGroups, eq(users.permission_group_id, permissionGroups.id))
    .leftJoin(trunks, eq(users.main_trunk_id, trunks.id));

export async function findProfile(db: Db, id: number): Promise<UserProfileRow | null> {
  const [row] = await profiles(db).where(eq(users.id, id));
  return row ?? null;
}

/** What authorization needs: the role, the permission group's keys and the token version, read fresh. */
export async function findAuthUser(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      permissions: permissionGroups.permissions,
      token_version: users.token_version,
    })
    .from(users)
    .leftJoin(permissionGroups, eq(users.permission_group_id, permissionGroups.id))
    .where(eq(users.id, id));
  return row ?? null;
}

export async function findByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

export async function setOffsetTimestamp(db: Db, id: number, value: number) {
  await db
    .update(users)
    .set({ offset_timestamp: value, updated_at: sql`now()` })
    .where(eq(users.id, id));
}
