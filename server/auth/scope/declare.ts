// Every route that names a contact, or an object reached through one, declares how it is scoped
// (`config.scope`), or the app refuses to boot: a new route cannot forget the rule of
// server/auth/scope/visible.ts. `names` lists the request values that name an object, checked before the
// handler by server/auth/scope/enforce.ts; `rows` says how a handler that answers rows narrows them.
import type { RouteOptions } from 'fastify';
import { OBJECT_KINDS, type ObjectKind } from './kinds';

export type ScopedValue = `${'params' | 'query' | 'body'}.${string}`;

export interface RouteScope {
  names?: Readonly<Partial<Record<ScopedValue, ObjectKind>>>;
  /** visibleTo: the handler filters with visible.ts; own: it answers only the caller's rows; none: no rows. */
  rows?: 'visibleTo' | 'own' | 'none';
}

/** Paths of the domains whose objects hang off a contact (spec 001 section 7). */
const OBJECT_PATHS = [
  /^\/api\/(contact|additional_phone|note|task|notification|message|call)\//,
  /^\/node\/(call\/contact|getCallInfoMin)\//,
  /^\/api\/tag\/last\//,
];
/** Request fields that name a contact wherever they appear. */
const CONTACT_FIELDS = new Set(['contact', 'contact_id', 'contactId']);

export class UnscopedRouteError extends Error {
  constructor(methods: string[], url: string, problem: string) {
    super(`Route ${methods.join(',')} ${url} ${problem} (config.scope, server/auth/scope/declare.ts)`);
    this.name = 'UnscopedRouteError';
  }
}

const schemaFields = (schema: unknown): string[] => {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
};

/** The fields a route takes; null: not declared by a schema, so anything may arrive. */
function fieldsOf(route: RouteOptions): { params: string[]; query: string[] | null; body: string[] | null } {
  const schema = route.schema ?? {};
  return {
    params: [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]),
    query: schema.querystring ? schemaFields(schema.querystring) : null,
    body: schema.body ? schemaFields(schema.body) : null,
  };
}

const namesObject = (route: RouteOptions, fields: ReturnType<typeof fieldsOf>) =>
  OBJECT_PATHS.some((path) => path.test(route.url)) ||
  [fields.params, fields.query ?? [], fields.body ?? []].some((list) =>
    list.some((f) => CONTACT_FIELDS.has(f)),
  );

/** What is wrong with a route's scope, or null. */
function problemOf(route: RouteOptions): string | null {
  const scope = route.config?.scope;
  const fields = fieldsOf(route);
  if (scope === undefined) return namesObject(route, fields) ? 'names a contact-scoped object' : null;
  const names = Object.entries(scope.names ?? {});
  if (names.length === 0 && !scope.rows) return 'declares a scope with neither names nor rows';
  if (scope.rows && !['visibleTo', 'own', 'none'].includes(scope.rows))
    return `has an unknown rows "${scope.rows}"`;
  for (const [value, kind] of names) {
    const [where, name] = value.split('.') as ['params' | 'query' | 'body', string];
    if (!OBJECT_KINDS.includes(kind!)) return `scopes ${value} as an unknown kind "${kind}"`;
    const known = (fields as Record<string, string[] | null | undefined>)[where];
    if (known === undefined) return `scopes ${value} outside params, query and body`;
    if (known !== null && !known.includes(name)) return `scopes ${value}, which its schema does not have`;
  }
  return null;
}

export function checkRouteScope(route: RouteOptions): void {
  const problem = problemOf(route);
  if (problem) throw new UnscopedRouteError([route.method].flat().map(String), route.url, problem);
}
