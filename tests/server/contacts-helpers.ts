// Calling the contact routes in tests as a demo user (or a user holding given keys), in a given language.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { users } from '../../server/db/schema';
import { bearer, form, type TestContext } from './helpers/app';

export type Payload = Record<string, string | number | (string | number)[]>;

export const DEMO = {
  admin: 'admin@demo.local',
  supervisor: 'supervisor@demo.local',
  operator: 'operator@demo.local',
  guest: 'guest@demo.local',
};

/** A demo user's bearer token, signed directly (no password hashing per test). */
export async function tokenOf(ctx: TestContext, email: string): Promise<string> {
  const [user] = await ctx.db
    .select({ id: users.id, token_version: users.token_version })
    .from(users)
    .where(eq(users.email, email));
  return ctx.app.tokens.sign(user);
}

export function call(
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: Payload,
  locale = 'en',
) {
  const headers: Record<string, string> = { 'accept-language': locale, ...(token ? bearer(token) : {}) };
  const options: InjectOptions = { method, url, headers };
  if (payload) {
    options.payload = form(payload);
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  return ctx.app.inject(options);
}
