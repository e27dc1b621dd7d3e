// The tasks domain (spec 001 section 7, "Tasks and notifications"; docs/contracts.md).
import type { FastifyInstance } from 'fastify';
import { makeErrorHandler } from '../http/errors';
import { t } from '../i18n/messages';
import { TaskExistsError } from './access';
import { taskListRoutes } from './list-routes';
import { taskChangeRoutes } from './routes';

export async function taskDomain(app: FastifyInstance) {
  const fallback = makeErrorHandler(app.appConfig.defaultLocale);
  // taskAlreadyExists names the time in its own field too, for the client's message (spec 001 section 8).
  app.setErrorHandler((error, request, reply) => {
    if (!(error instanceof TaskExistsError))
      return fallback(error as Parameters<typeof fallback>[0], request, reply);
    const message = t(request.locale, error.messageKey, error.params);
    return reply.code(400).send({ message, code: error.code, time: error.time });
  });
  taskListRoutes(app);
  taskChangeRoutes(app);
}
