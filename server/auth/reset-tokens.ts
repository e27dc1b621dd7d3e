// Password-reset tokens: random, single-use, valid one hour; only their SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { nextTokenVersion } from './sessions';

export const RESET_TTL_MS = 60 * 60_000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createResetToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    user_id: userId,
    token_hash: digest(token),
    expires_at: new Date(Date.now() + RESET_TTL_MS),
  });
  return token;
}

/**
 * Spends the token and sets the password in one transaction, ending the user's sessions (sessions.ts).
 * Returns the user's id and e-mail, or null when the token is unknown, used or expired. Every other open
 * token of the user is spent too.
 */
export async function consumeResetToken(
  db: Db,
  token: string,
  passwordHash: string,
): Promise<{ id: number; email: string } | null> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ used_at: sql`now()` })
      .where(
        and(
          eq(passwordResets.token_hash, digest(token)),
          isNull(passwordResets.used_at),
          gt(passwordResets.expires_at, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.user_id });
    if (!spent) return null;
    await tx
      .update(passwordResets)
      .set({ used_at: sql`now()` })
      .where(and(eq(passwordResets.user_id, spent.userId), isNull(passwordResets.used_at)));
    const [user] = await tx
      .update(users)
      .set({ password_hash: passwordHash, token_version: nextTokenVersion(), updated_at: sql`now()` })
      .where(eq(users.id, spent.userId))
      .returning({ id: users.id, email: users.email });
    return user ?? null;
  });
}
