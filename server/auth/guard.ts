// The authorization hook: bearer JWT -> user (loaded fresh, the token's session still open) -> the route's
// permission.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAllowed, parsePermissions } from '../from-client';
import { forbidden, unauthorized } from '../http/errors';
import { pickLocale } from '../i18n/locale';
import type { CurrentUser } from '../types';
import { userOfToken } from './sessions';

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
};

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<CurrentUser> {
  const token = bearer(request);
  const row = token ? await userOfToken(app, token) : null;
  if (!row) throw unauthorized();
  return { id: row.id, role: row.role, email: row.email, permissions: parsePermissions(row.permissions) };
}

/**
 * The guard for every route of the app: a plugin without encapsulation (fastify-plugin), since its hook and
 * request decorators must reach the routes of every domain registered after it.
 */
export const guard = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('locale', null as never);
    app.decorateRequest('currentUser', null);
    app.addHook('onRequest', async (request) => {
      request.locale = pickLocale(request.headers['accept-language'], app.appConfig.defaultLocale);
      const permission = request.routeOptions.config?.permission;
      // No permission means no route matched: the JSON 404 handler answers.
      if (!permission || permission === 'public') return;
      const user = await authenticate(app, request);
      request.currentUser = user;
      // A list of keys needs every one of them (a settings screen: `settings.list` and its own key);
      // `anyOf` needs one such alternative.
      if (permission === 'authenticated') return;
      const alternatives =
        typeof permission === 'object' && 'anyOf' in permission ? permission.anyOf : [permission];
      if (!alternatives.some((keys) => isAllowed(user, keys))) throw forbidden();
    });
  },
  { name: 'guard' },
);

/** The caller of an 'authenticated' or permission-guarded route. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
