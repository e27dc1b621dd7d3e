// Sessions end when they should (issue 10). Every token carries its user's `token_version` (claim `ver`) and
// is accepted only while the version is still the user's: a password change (an administrator's through the
// user resource, or the e-mailed reset link) and POST /api/logout raise it, so every token signed before
// answers 401 at once instead of living out its 12 hours. The API guard and the /userreport handshake both
// ask `userOfToken`; an open /userreport socket of the user is closed when their sessions end.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { findAuthUser } from '../users/repository';

/** The column value that ends every session of the row's user (an UPDATE's `set`). */
export const nextTokenVersion = () => sql`${users.token_version} + 1`;

/** The user a bearer token speaks for, read fresh; null when the token is invalid or its session ended. */
export async function userOfToken(app: FastifyInstance, token: string) {
  const subject = await app.tokens.verify(token);
  const row = subject ? await findAuthUser(app.db, subject.id) : null;
  return row && row.token_version === subject!.token_version ? row : null;
}

/** Closes the user's open /userreport and /app connections (their tokens no longer open a new one). */
export function closeSocketsOf(app: FastifyInstance, userId: number): void {
  for (const socket of app.userReport?.nsp.sockets.values() ?? [])
    if (socket.data.userId === userId) socket.disconnect(true);
  app.userReport?.app.in(`user:${userId}`).disconnectSockets(true);
}

/** Ends every session of the user: their tokens answer 401 from now on. */
export async function endSessions(app: FastifyInstance, userId: number): Promise<void> {
  await app.db.update(users).set({ token_version: nextTokenVersion() }).where(eq(users.id, userId));
  closeSocketsOf(app, userId);
}
