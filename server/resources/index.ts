// The settings resources domain: every declared resource's generated routes plus each registration's own
// (docs/resources.md). The compiled resources come from buildApp, which checked them before anything else.
import type { FastifyInstance } from 'fastify';
import type { CompiledResource } from './compile';
import { resourceRoutes } from './routes';

export const resourceDomain = (resources: CompiledResource[]) => async (app: FastifyInstance) =>
  resourceRoutes(app, { resources });
