// Creates an administrator account (used by `npm run create-admin`).
import { passwordWeakness } from '../auth/password-policy';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { ensureDefaultPermissionGroups } from '../seed/permission-groups';
import { findByEmail } from '../users/repository';

export interface AdminInput {
  email: string;
  password: string;
  name?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Problems with the input, checked before the database is opened. */
export function adminInputProblems({ email, password }: AdminInput): string[] {
  const problems: string[] = [];
  if (!EMAIL.test(email) || email.length > 254) problems.push(`"${email}" is not a valid e-mail address`);
  const weak = passwordWeakness(password, email);
  if (weak) problems.push(`the password is too weak: ${weak}`);
  return problems;
}

export async function createAdmin(db: Db, input: AdminInput): Promise<{ id: number; email: string }> {
  const problems = adminInputProblems(input);
  if (problems.length) throw new Error(problems.join('; '));
  const email = input.email.toLowerCase();
  if (await findByEmail(db, email)) throw new Error(`a user with the e-mail ${email} already exists`);
  const groups = await ensureDefaultPermissionGroups(db);
  const [created] = await db
    .insert(users)
    .values({
      role: 'ROLE_ADMIN',
      email,
      full_name: input.name?.trim() || 'Administrator',
      password_hash: await hashPassword(input.password),
      permission_group_id: groups.ROLE_ADMIN,
    })
    .returning({ id: users.id, email: users.email });
  return created;
}
