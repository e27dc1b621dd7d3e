// Runtime config, ping and the version file.
import type { FastifyInstance } from 'fastify';
import { customFileUrl } from './logo';
import replies from './replies.json';

export async function systemRoutes(app: FastifyInstance) {
  const config = app.appConfig;

  app.get(
    '/api/config',
    { config: { permission: 'public' }, schema: { response: { 200: replies.RUNTIME_CONFIG_REPLY } } },
    async () => ({
      title: config.appTitle,
      company_name: config.companyName,
      version: config.version,
      default_locale: config.defaultLocale,
      logo: {
        sidebar: customFileUrl(config.dataDir, 'logo_sidebar'),
        sidebar_min: customFileUrl(config.dataDir, 'logo_sidebar_min'),
      },
      features: config.features,
    }),
  );

  app.get(
    '/api/ping',
    { config: { permission: 'authenticated' }, schema: { response: { 200: replies.PING_REPLY } } },
    async () => ({
      pong: true,
      time: Math.floor(Date.now() / 1000),
    }),
  );

  app.get(
    '/version.json',
    { config: { permission: 'public' }, schema: { response: { 200: replies.VERSION_REPLY } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { version: config.version, clear_storage: config.clearStorage };
    },
  );
}
