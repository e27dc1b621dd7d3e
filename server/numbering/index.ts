// The numbering plan: look-ups of region, provider and zone (lookup.ts) and the registry upload routes.
import type { FastifyInstance } from 'fastify';
import { registryRoutes } from './registry-routes';

export async function numberingDomain(app: FastifyInstance) {
  registryRoutes(app);
}
