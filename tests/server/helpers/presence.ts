// An operator's presence for the queue tests: a new operator_states row (the latest one counts), as the
// softphone's status switch writes it. Returns the user.
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { operatorStates } from '../../../server/telephony/table';
import type { TestContext } from './app';

export async function presence(ctx: TestContext, extension: string, status: 'active' | 'pause') {
  const [user] = await ctx.db.select().from(users).where(eq(users.extension_username, extension));
  await ctx.db
    .insert(operatorStates)
    .values({ user_id: user.id, oper_phone: extension, status, presence: status, reason: 'ui_active' });
  return user;
}
