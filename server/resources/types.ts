// The server half of a configuration resource: its declaration (src/resources), the Drizzle table that
// stores it, and optional hooks. One small file per resource under server/resources/tables/.
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RESOURCES, type PermissionKey, type ResourceDeclaration, type Text } from '../from-client';
import type { Db } from '../db/client';
import type { MessageKey } from '../i18n/messages';
import type { CompiledResource } from './compile';

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

/** How a field is stored when not as-is in the column of its name (see `ResourceHooks.storage`). */
export interface FieldStorage {
  /** The table's property (column) holding the field, when its name differs (`password` -> `password_hash`). */
  column?: string;
  /** API value -> column value (a list of keys -> one comma-separated string). The column's type is then
   * the codec's business: the startup check does not compare it with the field type. */
  store?: (value: unknown) => unknown;
  /** Column value -> API value; the inverse of `store`. */
  read?: (stored: unknown) => unknown;
}

export interface DeleteContext {
  db: Db;
  request: FastifyRequest;
}

export interface ResourceHooks {
  listParams?: Record<string, ListParam>;
  /** Required when the declaration has `html` fields: every such value passes through it before storage. */
  sanitizeHtml?: (html: string) => string;
  /** The last look at the values about to be stored (hash a password, fill a server-side column, check a
   * JSON value and throw `invalidFields`...). Runs after the reference and uniqueness checks. */
  beforeWrite?: (values: Values, context: WriteContext) => Values | Promise<Values>;
  /** Runs once the row is stored, with the values written (beforeWrite's): effects outside the table that must
   * follow the write, such as closing the connections of a user whose sessions it ended. Not for refusing. */
  afterWrite?: (row: Values, values: Values, context: WriteContext) => void | Promise<void>;
  /** Creates, updates and copies run one at a time, checks included: for a unique field without a unique
   * index in the database (crud.ts). */
  oneWriteAtATime?: boolean;
  /** Fields stored under another column or in another shape (applied at the database boundary only). */
  storage?: Record<string, FieldStorage>;
  /** Runs in the delete's transaction before the row goes: throw an HttpError to refuse (409), or clean up. */
  beforeDelete?: (id: number, context: DeleteContext) => void | Promise<void>;
  /** The 409 message when rows of other tables still point at the row (a foreign key refuses the delete). */
  inUse?: MessageKey;
  /** Keys that also open the list, for readers outside the settings screens (the contact card reads a
   * project's statuses with `contact.show`); the declaration's own list keys keep working. */
  listAlso?: readonly PermissionKey[];
  /** Extends the list's items (a joined title...): the list reply may be a superset of the row. */
  decorateList?: (items: Values[], db: Db) => Values[] | Promise<Values[]>;
  /** Routes of the spec beyond the generated ones, registered under `/api` (any path) with the compiled
   * resource at hand. Each route declares `config.permission` like every other. */
  routes?: (app: FastifyInstance, resource: CompiledResource) => void;
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
