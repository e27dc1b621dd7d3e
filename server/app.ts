// The app factory: every plugin, hook and route of the API, with no listening socket (see main.ts).
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import './types';
import { AttemptLimiter, LoginLimiter } from './auth/attempt-limiter';
import { guard } from './auth/guard';
import { TokenService } from './auth/jwt';
import { buildPrettyMeta, enforceRoutePermissions } from './auth/route-permissions';
import { enforceObjectScope } from './auth/scope/enforce';
import { authDomain } from './auth';
import { callDomain } from './calls';
import type { AppConfig } from './config';
import { contactDomain } from './contacts';
import { exportDomain } from './exports';
import { fileDomain } from './files';
import { importDomain } from './imports';
import { numberingDomain } from './numbering';
import { messageDomain } from './messages';
import { noteDomain } from './notes';
import { resourceDomain } from './resources';
import { sovcomDomain } from './sovcom';
import { systemDomain } from './system';
import { taskDomain } from './tasks';
import { telephonyDomain } from './telephony';
import { userDomain } from './users';
import type { Db } from './db/client';
import { makeErrorHandler, makeNotFoundHandler } from './http/errors';
import { securityHeaders, withPreRoutingHeaders } from './http/security-headers';
import { registerOpenApi } from './openapi/document';
import { openApiDomain } from './openapi';
import { finiteKeyword, markFiniteNumbers } from './http/finite-numbers';
import { customFormats } from './http/formats';
import { jsonBodyParser } from './http/json-depth';
import { refuseMalformedUrlValues } from './http/url-values';
import { createJobQueue, type JobQueue } from './jobs/queue';
import { createMailer, type Mailer } from './mail/mailer';
import { compileResources, type CompiledResource } from './resources/compile';
import { REFERENCE_TABLES, SERVER_RESOURCES } from './resources/registry';
import type { ServerResource } from './resources/types';
import { RESOURCES, type ResourceDeclaration } from './from-client';
import { multipartUploads } from './uploads/plugin';
import { serveLegacyUserAliases } from './users/legacy-aliases';
import { userReportChannel } from './userreport';

/**
 * The API's domains, each one plugin exported by its folder's index.ts, in registration order. A domain that
 * serves more than one root (telephony: /api and /node) is registered without a prefix and mounts its own.
 */
const apiDomains = (resources: CompiledResource[]) => [
  { domain: authDomain, prefix: '/api' },
  { domain: userDomain, prefix: '/api' },
  { domain: resourceDomain(resources), prefix: '/api' },
  { domain: fileDomain, prefix: '/api' },
  { domain: sovcomDomain, prefix: '/api' },
  { domain: contactDomain, prefix: '/api' },
  { domain: importDomain, prefix: '/api' },
  { domain: numberingDomain, prefix: '/api' },
  { domain: taskDomain, prefix: '/api' },
  { domain: noteDomain, prefix: '/api' },
  { domain: callDomain, prefix: '/api' },
  { domain: messageDomain, prefix: '/api' },
  { domain: exportDomain(resources), prefix: '/api' },
  { domain: telephonyDomain, prefix: '' },
  { domain: openApiDomain, prefix: '' }, // /api/openapi.json and /api/reference, absolute like the spec's
];

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** Replaces the SMTP / log mailer (tests capture messages with it). */
  mailer?: Mailer;
  /** Replaces the app's own job queue on `db` (a test that wants to see jobs queued without running them). */
  jobs?: JobQueue;
  logger?: FastifyServerOptions['logger'];
  /** The settings resources (tests add their own); default: RESOURCES and server/resources/registry.ts. */
  resources?: { declarations: readonly ResourceDeclaration[]; registrations: readonly ServerResource[] };
}

export function buildApp({
  config,
  db,
  mailer,
  jobs,
  logger = false,
  resources,
}: BuildAppOptions): FastifyInstance {
  // Checked before anything else: a declared resource without a server table (or the reverse) stops here.
  const compiled = compileResources(
    resources?.declarations ?? RESOURCES,
    resources?.registrations ?? SERVER_RESOURCES,
    REFERENCE_TABLES,
  );
  const errorHandler = makeErrorHandler(config.defaultLocale);
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors raised before routing (a malformed URL) get the same JSON shape as every other error, and the
    // security headers (no hook runs for them).
    frameworkErrors: (error, request, reply) => errorHandler(error, request, withPreRoutingHeaders(reply)),
    // buildPrettyMeta is a find-my-way option that Fastify's types do not list.
    routerOptions: { buildPrettyMeta, maxParamLength: 500 } as FastifyServerOptions['routerOptions'],
    ajv: {
      customOptions: { coerceTypes: 'array', allErrors: true, removeAdditional: true, useDefaults: true },
      onCreate: (ajv) => {
        finiteKeyword(ajv);
        customFormats(ajv);
      },
    },
  });
  enforceRoutePermissions(app); // first: every later route is checked
  enforceObjectScope(app);
  app.addHook('onRoute', markFiniteNumbers);
  serveLegacyUserAliases(app); // POST /api/users... are the user resource's own routes (spec 001 section 7)

  app.decorate('appConfig', config);
  app.decorate('db', db);
  app.decorate('mailer', mailer ?? createMailer(config, app.log));
  // Domains define their kinds of job as they register; the queue starts with the server (main.ts) or on
  // the first job sent, and stops with the app.
  app.decorate('jobs', jobs ?? createJobQueue(db, app.log));
  app.addHook('onClose', async () => app.jobs.stop());
  app.decorate('tokens', new TokenService(config.jwtSecret, config.tokenTtlSeconds));
  app.decorate('loginLimiter', new LoginLimiter());
  app.decorate('restoreLimiter', new AttemptLimiter({ max: 3, windowMs: LoginLimiter.WINDOW_MS }));

  app.setErrorHandler(errorHandler);
  app.register(jsonBodyParser); // JSON nested deeper than MAX_JSON_DEPTH is refused before it is walked
  app.setNotFoundHandler(makeNotFoundHandler(config.defaultLocale));
  app.register(securityHeaders, { config }); // before the guard: its 401 and 403 carry the headers too
  app.register(guard);
  // A NUL or a broken percent escape in the query or a path parameter is refused, never dropped or stripped.
  app.addHook('preValidation', refuseMalformedUrlValues);
  // A form or JSON request without a body validates as an empty object, so each missing field is named.
  app.addHook('preValidation', async (request) => {
    if (request.body == null && request.routeOptions.schema?.body) request.body = {};
  });

  app.register(formbody);
  registerOpenApi(app, config.version); // before the routes: it collects each one as it is added
  app.register(multipartUploads); // multipart only where a route declares `config.multipart` (415 elsewhere)
  for (const { domain, prefix } of apiDomains(compiled)) app.register(domain, { prefix });
  app.register(userReportChannel); // socket.io /userreport on app.server, and PUT /api/userreport/state-amount
  app.register(systemDomain); // last: its catch-all serves the client for any other path
  return app;
}
