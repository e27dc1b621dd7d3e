// Who imports where, and whose imports one sees. Stricter than the contact rule (server/auth/scope/visible.ts,
// where supervisors see every project): only an administrator imports into any project; anyone else only
// into their own projects (their user group's, or those they supervise or guest: projectsOf), since an import
// writes a project's whole call list. One sees the imports one started and those of one's projects.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns } from '../db/schema';
import { projectsOf } from '../auth/scope/visible';
import type { CurrentUser } from '../types';
import { contactImports } from './table';

const isAdmin = (user: CurrentUser) => user.role === 'ROLE_ADMIN';

/** Whether the user may import into the project (false for a project that does not exist). */
export async function mayImportInto(db: Db, user: CurrentUser, campaignId: number): Promise<boolean> {
  const mine = isAdmin(user) ? undefined : sql`${campaigns.id} in ${projectsOf(user.id)}`;
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), mine));
  return rows.length > 0;
}

/** Rows of contact_imports the user sees; undefined: all. */
export function importsVisibleTo(user: CurrentUser): SQL | undefined {
  if (isAdmin(user)) return undefined;
  return or(
    eq(contactImports.user_id, user.id),
    sql`${contactImports.campaign_id} in ${projectsOf(user.id)}`,
  );
}
