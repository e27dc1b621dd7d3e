// The server registration of every declared resource (src/resources/index.ts). buildApp checks that the two
// lists match and that each declaration fits its table, and refuses to start otherwise (check.ts).
import type { PgTable } from 'drizzle-orm/pg-core';
import { campaigns } from '../db/schema';
import statusGroup from './tables/status-group';
import status from './tables/status';
import tag from './tables/tag';
import userGroup from './tables/user-group';
import type { ServerResource } from './types';

export const SERVER_RESOURCES: readonly ServerResource[] = [userGroup, statusGroup, status, tag];

/** Tables that declarations reference but that are not (yet) declared resources themselves. */
export const REFERENCE_TABLES: Readonly<Record<string, PgTable>> = { campaign: campaigns };
