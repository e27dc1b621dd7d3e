// Password recovery: POST /api/restore (send a link) and POST /api/restore/reset (set the new password, which
// ends every session of the user: server/auth/sessions.ts).
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { t } from '../i18n/messages';
import { findByEmail } from '../users/repository';
import { RESET_BODY, RESTORE_BODY } from './schemas';
import { hashPassword } from './password';
import { closeSocketsOf } from './sessions';
import { consumeResetToken, createResetToken } from './reset-tokens';
import replies from './replies.json';

export async function restoreRoutes(fastify: FastifyInstance) {
  // Body types come from the route schemas (schemas.ts).
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.post(
    '/restore',
    {
      config: { permission: 'public' },
      schema: { body: RESTORE_BODY, response: { 200: replies.RESTORE_SENT_REPLY } },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const answer = { message: t(request.locale, 'restoreSent') };
      // At most 3 links per account per window; the answer never tells whether anything was sent.
      if (app.restoreLimiter.retryAfter(email) > 0) return answer;
      app.restoreLimiter.hit(email);
      const user = await findByEmail(app.db, email);
      if (!user) return answer;
      const token = await createResetToken(app.db, user.id);
      const link = `${app.appConfig.publicUrl}/restore?token=${encodeURIComponent(token)}`;
      const mail = {
        to: user.email,
        subject: t(request.locale, 'restoreSubject'),
        text: t(request.locale, 'restoreBody', { email: user.email, link }),
      };
      // Not awaited: the answer must take the same time whether or not the account exists.
      app.mailer
        .send(mail)
        .catch((err) => request.log.error({ err, to: user.email }, 'restore e-mail failed'));
      return answer;
    },
  );

  app.post(
    '/restore/reset',
    {
      config: { permission: 'public' },
      schema: { body: RESET_BODY, response: { 200: replies.RESTORE_DONE_REPLY } },
    },
    async (request) => {
      const hash = await hashPassword(request.body.password);
      const user = await consumeResetToken(app.db, request.body.token, hash);
      if (!user) {
        throw new HttpError(400, 'validation', 'restoreInvalidToken', {}, { token: 'restoreInvalidToken' });
      }
      closeSocketsOf(app, user.id); // its sessions ended with the new password
      app.loginLimiter.succeeded(user.email);
      return { message: t(request.locale, 'restoreDone') };
    },
  );
}
