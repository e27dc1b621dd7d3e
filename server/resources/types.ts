// The server half of a configuration resource: its declaration (src/resources), the Drizzle table that
// stores it, and optional hooks. One small file per resource under server/resources/tables/.
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { RESOURCES, type ResourceDeclaration, type Text } from '../shared';
import type { Db } from '../db/client';

export type Values = Record<string, unknown>;
export type JsonSchema = Record<string, unknown>;

/** An extra query parameter of the list route (a spec parameter such as `project_ids`). */
export interface ListParam {
  schema: JsonSchema;
  label?: Text;
  /** The condition for a given (validated) value; undefined = no condition. */
  where: (value: never) => SQL | undefined;
}

export interface WriteContext {
  db: Db;
  action: 'create' | 'update' | 'copy';
  /** The row being updated or copied. */
  id?: number;
  request: FastifyRequest;
}

export interface ResourceHooks {
  listParams?: Record<string, ListParam>;
  /** Required when the declaration has `html` fields: every such value passes through it before storage. */
  sanitizeHtml?: (html: string) => string;
  /** The last look at the values about to be stored (hash a password, fill a server-side column...). */
  beforeWrite?: (values: Values, context: WriteContext) => Values | Promise<Values>;
}

export interface ServerResource {
  /** The declaration's `name`. */
  name: string;
  /** Found in RESOURCES by name (absent when not declared: the startup check says so). */
  declaration: ResourceDeclaration | undefined;
  /** Columns named (as properties) exactly like the declared fields, plus a serial `id`. */
  table: PgTable;
  hooks?: ResourceHooks;
}

/** `resource`: a declared resource's name (or, in tests, a declaration of its own). */
export function defineServerResource(
  resource: string | ResourceDeclaration,
  table: PgTable,
  hooks?: ResourceHooks,
): ServerResource {
  const declaration = typeof resource === 'string' ? RESOURCES.find((r) => r.name === resource) : resource;
  return { name: typeof resource === 'string' ? resource : resource.name, declaration, table, hooks };
}
