// Calling the task and note routes in tests: form bodies, users of a given role holding given keys.
import { eq } from 'drizzle-orm';
import { contacts } from '../../server/contacts/table';
import { permissionGroups, userGroups, users } from '../../server/db/schema';
import type { PermissionKey, Role } from '../../server/from-client';
import { tasks } from '../../server/tasks/table';
import type { TestContext } from './helpers/app';

let serial = 0;

/**
 * A user of `role` whose permission group holds exactly `keys`: its id and bearer token. They work in the demo
 * users' group (so an operator or guest sees the demo project's contacts), or in none when the demo is absent.
 */
export async function userWith(ctx: TestContext, role: Role, keys: readonly PermissionKey[]) {
  serial += 1;
  const [shift] = await ctx.db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(eq(userGroups.title, 'Day shift'));
  const [group] = await ctx.db
    .insert(permissionGroups)
    .values({ title: `Task test group ${serial}`, permissions: keys.join(',') })
    .returning();
  const [user] = await ctx.db
    .insert(users)
    .values({
      role,
      full_name: `Task tester ${serial}`,
      email: `task${serial}@keys.test`,
      password_hash: 'scrypt$unused',
      permission_group_id: group.id,
      user_group_id: shift?.id ?? null,
    })
    .returning();
  return { id: user.id, token: await ctx.app.tokens.sign(user) };
}

/** A form-encoded request as a user (the contacts' helper, under the name the task tests use). */
export { call as send } from './contacts-helpers';

export const contactId = async (ctx: TestContext, full_name: string) =>
  (await ctx.db.select().from(contacts).where(eq(contacts.full_name, full_name)))[0].id;

export const userId = async (ctx: TestContext, email: string) =>
  (await ctx.db.select().from(users).where(eq(users.email, email)))[0].id;

/** A task row written directly (times the API would refuse, call counts only the telephony writes). */
export async function insertTask(ctx: TestContext, values: Partial<typeof tasks.$inferInsert>) {
  const [row] = await ctx.db
    .insert(tasks)
    .values({ text: 'Task', notification_at: new Date(), contact_id: 0, user_id: 0, ...values })
    .returning();
  return row;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
/** A time `offset` ms from now, to the minute. */
export const minuteFrom = (offset: number) => new Date(Math.floor((Date.now() + offset) / MINUTE) * MINUTE);
