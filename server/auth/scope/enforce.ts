// Checks the objects a request names (config.scope.names) before its handler runs, after validation, so
// ids are already numbers. An object the caller does not see answers 403 whether or not it exists, as the
// card list does, so walking ids reveals nothing; the see-all roles skip the check and keep their 404s.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../http/errors';
import { currentUser } from '../guard';
import { checkRouteScope, type ScopedValue } from './declare';
import { isAbsent, sees, type ObjectKind } from './kinds';
import { seesEveryProject } from './visible';

function valueAt(request: FastifyRequest, where: ScopedValue): unknown {
  const [part, name] = where.split('.') as ['params' | 'query' | 'body', string];
  const holder = request[part] as Record<string, unknown> | null | undefined;
  return holder && typeof holder === 'object' ? holder[name] : undefined;
}

/** Must run before any route is added, like enforceRoutePermissions. */
export function enforceObjectScope(app: FastifyInstance): void {
  app.addHook('onRoute', checkRouteScope);
  app.addHook('preHandler', async (request) => {
    const names = request.routeOptions.config?.scope?.names;
    if (!names) return;
    const user = currentUser(request);
    if (seesEveryProject(user)) return;
    for (const [where, kind] of Object.entries(names) as [ScopedValue, ObjectKind][]) {
      const value = valueAt(request, where);
      if (isAbsent(kind, value)) continue;
      if (!(await sees(app.db, user, kind, value))) throw forbidden();
    }
  });
}
