// The server registration of every declared resource (src/resources/index.ts). buildApp checks that the two
// lists match and that each declaration fits its table, and refuses to start otherwise (setup-check.ts).
import type { PgTable } from 'drizzle-orm/pg-core';
import statusGroup from './tables/status-group';
import status from './tables/status';
import tag from './tables/tag';
import userGroup from './tables/user-group';
import trunk from './tables/trunk';
import carousel from './tables/carousel';
import scriptOperator from './tables/script-operator';
import permission from './tables/permission-group';
import user from './tables/user';
import campaign from './tables/campaign';
import templateCard from './tables/template-card';
import kpiTarget from './tables/kpi-target';
import moh from './tables/moh';
import blackList from './tables/black-list';
import type { ServerResource } from './types';

export const SERVER_RESOURCES: readonly ServerResource[] = [
  userGroup,
  statusGroup,
  status,
  tag,
  trunk,
  carousel,
  scriptOperator,
  permission,
  user,
  campaign,
  templateCard,
  kpiTarget,
  moh,
  blackList,
];

/** Tables that declarations reference but that are not (yet) declared resources themselves. */
export const REFERENCE_TABLES: Readonly<Record<string, PgTable>> = {};
