// What the calls report shows from a call's contact beside the call itself: region, time zone, provider,
// the result (the contact's status title), its tags and status groups, and how many notes it has ("comments":
// a count, the notes themselves are on the card). Selected with the calls' joins (../repository.ts).
import { sql } from 'drizzle-orm';
import { contacts } from '../../contacts/table';
import { notes } from '../../notes/table';
import { statusGroups } from '../../resources/tables/status-group';
import { statuses } from '../../resources/tables/status';
import { tags } from '../../resources/tables/tag';

const jsonList = <T>(query: ReturnType<typeof sql>) =>
  sql`coalesce((${query}), '[]'::json)`.mapWith((v) => v as T[]);

export const REPORT_CONTACT_COLUMNS = {
  region: contacts.region,
  tz: contacts.tz,
  provider: contacts.provider,
  result: sql<
    string | null
  >`(select ${statuses.title} from ${statuses} where ${statuses.id} = ${contacts.status_id})`,
  tags: jsonList<{ id: number; title: string; color: string }>(
    sql`select json_agg(json_build_object('id', t.id, 'title', t.title, 'color', t.color) order by t.id)
      from ${tags} t where t.id = any(${contacts.tags})`,
  ),
  status_groups: jsonList<string>(
    sql`select json_agg(g.title order by g.id) from ${statusGroups} g where ${contacts.status_id} = any(g.statuses)`,
  ),
  comments: sql<number>`(select count(*)::int from ${notes} n where n.contact_id = ${contacts.id})`,
};
