// Demo data for a first start on an empty database: groups, a campaign, one user per role, and the demo
// settings (tags, statuses, a status group: settings.ts; trunk, carousel, script, card template, the
// campaign's settings, a KPI target: call-settings.ts; demo contacts: contacts.ts; their tasks and notes:
// tasks.ts; their calls: calls.ts).
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Role } from '../from-client';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { campaigns, userGroups, users } from '../db/schema';
import { newCampaignIdentity } from '../resources/tables/campaign';
import { seedDemoCalls } from './calls';
import { DEMO_TRUNK, ensureDemoTrunk, seedDemoCallSettings } from './call-settings';
import { seedDemoContacts } from './contacts';
import { seedDemoFiles } from './files';
import { ensureDefaultPermissionGroups } from './permission-groups';
import { seedDemoSettings } from './settings';
import { seedDemoTasks } from './tasks';

export interface DemoCredential {
  role: Role;
  email: string;
  password: string;
}

export const DEMO_USERS: {
  role: Role;
  email: string;
  full_name: string;
  extension?: string;
  trunk?: string;
}[] = [
  { role: 'ROLE_ADMIN', email: 'admin@demo.local', full_name: 'Anna Admin', extension: '1001' },
  {
    role: 'ROLE_SUPERVISOR',
    email: 'supervisor@demo.local',
    full_name: 'Sergey Supervisor',
    extension: '1002',
  },
  {
    role: 'ROLE_OPERATOR',
    email: 'operator@demo.local',
    full_name: 'Olga Operator',
    extension: '1003',
    trunk: DEMO_TRUNK,
  },
  { role: 'ROLE_GUEST', email: 'guest@demo.local', full_name: 'Gleb Guest' },
];

export const randomPassword = () => randomBytes(12).toString('base64url');

/**
 * Seeds the demo data when the users table is empty; returns the credentials created, or null when the
 * database already had users (nothing is changed then). `password` null = one random password per user.
 * `dataDir`: where the demo's files go (music on hold, the file manager); null = no records with files.
 */
export async function seedDemo(
  db: Db,
  password: string | null,
  dataDir: string | null = null,
): Promise<DemoCredential[] | null> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (Number(n) > 0) return null;
  const credentials = DEMO_USERS.map((u) => ({
    role: u.role,
    email: u.email,
    password: password ?? randomPassword(),
  }));
  const hashes = await Promise.all(credentials.map((c) => hashPassword(c.password)));
  await db.transaction(async (tx) => {
    const groupIds = await ensureDefaultPermissionGroups(tx as unknown as Db);
    const [dayShift] = await tx
      .insert(userGroups)
      .values({ title: 'Day shift', card_timeout: 30 })
      .returning({ id: userGroups.id });
    const identity = await newCampaignIdentity(tx as unknown as Db);
    const [campaign] = await tx
      .insert(campaigns)
      .values({ ...identity, title: 'Demo campaign', user_group_id: dayShift.id })
      .returning({ id: campaigns.id });
    const trunkId = await ensureDemoTrunk(tx as unknown as Db);
    await seedDemoSettings(tx as unknown as Db, campaign.id);
    await tx.insert(users).values(
      DEMO_USERS.map((u, i) => ({
        role: u.role,
        full_name: u.full_name,
        email: u.email,
        password_hash: hashes[i],
        extension_username: u.extension ?? null,
        extension_password: u.extension ? randomPassword() : null,
        main_trunk_id: u.trunk ? trunkId : null,
        user_group_id: dayShift.id,
        permission_group_id: groupIds[u.role],
      })),
    );
    await seedDemoCallSettings(tx as unknown as Db, campaign.id);
    await seedDemoContacts(tx as unknown as Db, campaign.id);
    await seedDemoTasks(tx as unknown as Db);
    await seedDemoCalls(tx as unknown as Db, campaign.id);
  });
  await seedDemoFiles(db, dataDir); // music on hold, a file, blacklisted phones (idempotent)
  return credentials;
}
