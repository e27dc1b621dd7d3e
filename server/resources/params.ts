// Extra list parameters for registrations (the spec's `project_ids`, `campaign_ids`...).
import type { SQL } from 'drizzle-orm';
import { idList } from '../http/schemas';
import type { Text } from '../from-client';
import type { ListParam } from './types';

/** Ids, repeated (`x=1&x=2`, `x[]=1`) or comma-separated (`x=1,2`); at most 500. */
export const idsParam = (label: Text, where: (ids: number[]) => SQL | undefined): ListParam => ({
  schema: idList(),
  label,
  where: where as ListParam['where'],
});
