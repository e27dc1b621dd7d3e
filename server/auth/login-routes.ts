// POST /api/login_check: e-mail + password -> { token }, with failed-attempt limits. POST /api/logout ends
// every session of the caller on the server (their tokens answer 401 from then on), not only the cookie.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { findByEmail } from '../users/repository';
import { currentUser } from './guard';
import { dummyHash, verifyPassword } from './password';
import replies from './replies.json';
import { LOGIN_BODY } from './schemas';
import { endSessions } from './sessions';

export async function loginRoutes(fastify: FastifyInstance) {
  // Body types come from the route schemas (schemas.ts).
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.post(
    '/login_check',
    {
      config: { permission: 'public' },
      schema: { body: LOGIN_BODY, response: { 200: replies.TOKEN_REPLY } },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const limiter = app.loginLimiter;
      const wait = limiter.retryAfter(email, request.ip);
      if (wait > 0) {
        reply.header('retry-after', Math.ceil(wait / 1000));
        throw new HttpError(429, 'too_many_attempts', 'tooManyAttempts', {
          minutes: Math.ceil(wait / 60_000),
        });
      }
      const user = await findByEmail(app.db, email);
      const ok = await verifyPassword(request.body.password, user?.password_hash ?? (await dummyHash()));
      if (!user || !ok) {
        limiter.failed(email, request.ip);
        request.log.info({ email, ip: request.ip }, 'login failed');
        throw new HttpError(401, 'invalid_credentials', 'invalidCredentials');
      }
      limiter.succeeded(email);
      return { token: await app.tokens.sign(user) };
    },
  );

  app.post(
    '/logout',
    { config: { permission: 'authenticated' }, schema: { response: { 204: replies.SIGNED_OUT_REPLY } } },
    async (request, reply) => {
      await endSessions(app, currentUser(request).id);
      return reply.code(204).send();
    },
  );
}
