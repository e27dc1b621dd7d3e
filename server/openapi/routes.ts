// GET /api/openapi.json (the document, for those who administer permissions) and the reference page.
import type { FastifyInstance } from 'fastify';
import type { RoutePermission } from '../types';
import { referencePageRoutes } from './page';

/**
 * Who reads the document: it lists every call and the key each needs, so it goes to those who may edit
 * permission groups (admins by default; supervisors hold settings.list but not permission.update).
 */
export const OPENAPI_PERMISSION: RoutePermission = ['settings.list', 'permission.update'];

export async function openApiRoutes(app: FastifyInstance) {
  app.get(
    '/api/openapi.json',
    { config: { permission: OPENAPI_PERMISSION }, schema: { hide: true } },
    async () => app.swagger(),
  );
  referencePageRoutes(app);
}
