// Whose contacts a viewer of the list sees: administrators and supervisors every contact; operators and guests
// those of their projects, decided as GET /api/user/projects does (server/contacts/lookup-routes.ts): the
// projects of their user group, or whose supervisor or guest they are. A contact of no project is nobody's.
import { sql, type SQL } from 'drizzle-orm';
import { campaigns, users } from '../db/schema';
import type { CurrentUser } from '../types';
import { contacts } from './table';

const SEES_ALL = new Set(['ROLE_ADMIN', 'ROLE_SUPERVISOR']);

export function visibleTo(user: CurrentUser): SQL | undefined {
  if (SEES_ALL.has(user.role)) return undefined;
  const group = sql`(select ${users.user_group_id} from ${users} where ${users.id} = ${user.id})`;
  return sql`${contacts.campaign_id} in (select ${campaigns.id} from ${campaigns} where ${campaigns.user_group_id} = ${group} or ${campaigns.supervisor_id} = ${user.id} or ${campaigns.guest_id} = ${user.id})`;
}
