// Ajv coerces a numeric string too big for a double ("9999...9", "1e400") to Infinity, which then passes
// `type: 'integer'` and skips `maximum` (Ajv checks limits on finite numbers only). Every integer and
// number in a route schema therefore also gets `finite`, checked after coercion.
import type { FastifyServerOptions, RouteOptions } from 'fastify';

type AjvInstance = Parameters<NonNullable<NonNullable<FastifyServerOptions['ajv']>['onCreate']>>[0];

type Node = Record<string, unknown>;
const SKIP = new Set(['default', 'enum', 'const', 'examples']);

function mark(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach(mark);
  const schema = node as Node;
  const types = [schema.type].flat();
  const numeric = types.find((t) => t === 'integer' || t === 'number');
  if (numeric && schema.finite === undefined) schema.finite = numeric;
  for (const [key, value] of Object.entries(schema)) if (!SKIP.has(key)) mark(value);
}

/** onRoute hook: marks the request schemas (not the response ones). */
export function markFiniteNumbers(route: RouteOptions): void {
  const schema = route.schema as Node | undefined;
  if (!schema) return;
  for (const part of ['body', 'querystring', 'params', 'headers']) mark(schema[part]);
}

interface FiniteError {
  keyword: string;
  params: { type: string };
  message: string;
}

function finite(type: string, data: unknown): boolean {
  if (typeof data !== 'number' || Number.isFinite(data)) return true;
  // Ajv fills in instancePath and schemaPath.
  finite.errors = [{ keyword: 'finite', params: { type }, message: 'must be a finite number' }];
  return false;
}
finite.errors = undefined as FiniteError[] | undefined;

/** Ajv plugin: the `finite` keyword (its value is the declared type, echoed in the error's params). */
export function finiteKeyword(ajv: AjvInstance): void {
  ajv.addKeyword({ keyword: 'finite', schemaType: 'string', validate: finite, errors: true });
}
