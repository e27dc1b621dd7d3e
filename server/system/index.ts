// The system domain: runtime config, ping and version under /api, and the built client with its custom files
// at the site's root (hence registered without a prefix).
import type { FastifyInstance } from 'fastify';
import { systemRoutes } from './routes';
import { staticRoutes } from './static';

export async function systemDomain(app: FastifyInstance) {
  await app.register(systemRoutes);
  await app.register(staticRoutes);
}
