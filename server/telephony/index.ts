// The telephony side's calls (spec 001 section 7), mounted at /node (docs/contracts.md, "Telephony").
import type { FastifyInstance } from 'fastify';
import { callContactRoutes } from './call-contact';
import { callInfoRoutes } from './call-info';
import { deviceStateRoutes } from './device-state';
import { mohRoutes } from './moh';

export async function telephonyRoutes(app: FastifyInstance) {
  deviceStateRoutes(app);
  callInfoRoutes(app);
  callContactRoutes(app);
  mohRoutes(app);
}
