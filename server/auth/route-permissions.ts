// Every route declares `config: { permission }`; a route without a valid one stops the app at registration.
// A permission is a catalogue key, a non-empty list of keys (all required), `{ anyOf }` of those,
// 'authenticated' or 'public'.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { isPermissionKey } from '../from-client';
import type { RouteDeclaration, RoutePermission } from '../types';

const isKey = (value: unknown) => typeof value === 'string' && isPermissionKey(value);

const isRequiredKeys = (value: unknown) =>
  isKey(value) || (Array.isArray(value) && value.length > 0 && value.every(isKey));

const isAnyOf = (value: unknown) => {
  const anyOf =
    typeof value === 'object' && value !== null ? (value as { anyOf?: unknown }).anyOf : undefined;
  return Array.isArray(anyOf) && anyOf.length > 0 && anyOf.every(isRequiredKeys);
};

export const isRoutePermission = (value: unknown): value is RoutePermission =>
  value === 'public' || value === 'authenticated' || isRequiredKeys(value) || isAnyOf(value);

export class UndeclaredRouteError extends Error {
  constructor(methods: string[], url: string, value: unknown) {
    super(
      `Route ${methods.join(',')} ${url} must declare config.permission: a catalogue key, a non-empty ` +
        `list of catalogue keys, { anyOf } of those, 'authenticated' or 'public' (got ${JSON.stringify(value)})`,
    );
    this.name = 'UndeclaredRouteError';
  }
}

/** Must run before any route is added: installs the check and records the declarations. */
export function enforceRoutePermissions(app: FastifyInstance): void {
  const declarations: RouteDeclaration[] = [];
  app.decorate('routeDeclarations', declarations);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat().map(String);
    const permission = route.config?.permission;
    if (!isRoutePermission(permission)) throw new UndeclaredRouteError(methods, route.url, permission);
    for (const method of methods)
      declarations.push({ method, url: route.url, permission, scope: route.config?.scope });
  });
}

/** Every registered route with its declaration (for tests and audits). */
export const listRoutes = (app: FastifyInstance): RouteDeclaration[] =>
  [...app.routeDeclarations].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));

/** Router metadata so `app.printRoutes({ includeMeta: ['permission'] })` shows each route's declaration. */
export const buildPrettyMeta = (route: { store?: { config?: { permission?: unknown } } }) => ({
  permission: route.store?.config?.permission,
});
