// The spec's legacy user calls (spec 001 section 7: POST /api/users, PUT /api/users/{id}, GET /api/users/{id})
// as thin aliases of the generated user resource (server/resources/tables/user.ts): each alias is the same
// route under a second path, with the same permission keys, schemas, grant checks, hooks and replies, so the
// two can never drift apart.
import type { FastifyInstance, RouteOptions } from 'fastify';

/** The resource route each legacy path stands for ("METHOD url" of the generated route). */
const LEGACY_USER_ALIASES: Readonly<Record<string, string>> = {
  'POST /api/user/create': '/api/users',
  'PUT /api/user/update/:id': '/api/users/:id',
  'GET /api/user/:id': '/api/users/:id',
};

/** Must run before the resource routes are added: it copies them as they are registered. */
export function serveLegacyUserAliases(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const alias = LEGACY_USER_ALIASES[`${route.method} ${route.url}`];
    if (!alias) return;
    const {
      url: _url,
      path: _path,
      prefix: _prefix,
      routePath: _routePath,
      ...same
    } = route as RouteOptions & {
      path?: string;
      prefix?: string;
      routePath?: string;
    };
    app.route({ ...same, url: alias });
  });
}
