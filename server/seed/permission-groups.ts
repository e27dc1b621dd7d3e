// The default permission group of each role, built from the catalogue's ROLE_DEFAULTS.
import { eq } from 'drizzle-orm';
import { ROLE_DEFAULTS, ROLES, type Role } from '../from-client';
import type { Db } from '../db/client';
import { permissionGroups } from '../db/schema';

export const ROLE_GROUP_TITLES: Record<Role, string> = {
  ROLE_ADMIN: 'Administrators',
  ROLE_SUPERVISOR: 'Supervisors',
  ROLE_OPERATOR: 'Operators',
  ROLE_GUEST: 'Guests',
};

/** Creates the groups that do not exist yet (matched by title); returns each role's group id. */
export async function ensureDefaultPermissionGroups(db: Db): Promise<Record<Role, number>> {
  const ids = {} as Record<Role, number>;
  for (const role of ROLES) {
    const title = ROLE_GROUP_TITLES[role];
    const [existing] = await db
      .select({ id: permissionGroups.id })
      .from(permissionGroups)
      .where(eq(permissionGroups.title, title))
      .limit(1);
    if (existing) {
      ids[role] = existing.id;
      continue;
    }
    const [created] = await db
      .insert(permissionGroups)
      .values({ title, permissions: ROLE_DEFAULTS[role].join(',') })
      .returning({ id: permissionGroups.id });
    ids[role] = created.id;
  }
  return ids;
}
