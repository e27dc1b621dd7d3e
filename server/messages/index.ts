// The contact card's e-mail and SMS messages (spec 001 section 7, "Messages"; docs/contracts.md).
import type { FastifyInstance } from 'fastify';
import { messageFileRoutes } from './files';
import { createRoute } from './create';
import { listRoute } from './list';
import { defineMessageJob } from './send-job';
import { sweepUnsentAttachments } from './unsent-files';

export async function messageDomain(app: FastifyInstance) {
  defineMessageJob(app);
  messageFileRoutes(app);
  createRoute(app);
  listRoute(app);
  sweepUnsentAttachments(app);
}
