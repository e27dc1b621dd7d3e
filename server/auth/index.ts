// The auth domain: login, logout, token refresh and the password restore (spec 001 section 7).
import type { FastifyInstance } from 'fastify';
import { loginRoutes } from './login-routes';
import { restoreRoutes } from './restore-routes';

export async function authDomain(app: FastifyInstance) {
  await app.register(loginRoutes);
  await app.register(restoreRoutes);
}
