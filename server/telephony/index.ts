// The telephony domain: the telephony side's calls (spec 001 section 7), mounted at /node (docs/contracts.md,
// "Telephony"), and the softphone's connection settings under /api; hence registered without a prefix.
import type { FastifyInstance } from 'fastify';
import { callContactRoutes } from './call-contact';
import { callInfoRoutes } from './call-info';
import { deviceStateRoutes } from './device-state';
import { mohRoutes } from './moh';
import { softphoneSettingsRoutes } from './sip/settings-route';

async function nodeRoutes(app: FastifyInstance) {
  deviceStateRoutes(app);
  callInfoRoutes(app);
  callContactRoutes(app);
  mohRoutes(app);
}

export async function telephonyDomain(app: FastifyInstance) {
  await app.register(async (api) => softphoneSettingsRoutes(api), { prefix: '/api' });
  await app.register(nodeRoutes, { prefix: '/node' }); // spec 001 section 7, {domain}/node/...
}
