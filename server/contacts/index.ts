// The contacts domain: the card, its additional phones and the look-ups around it (docs/contracts.md).
import type { FastifyInstance } from 'fastify';
import { cardListRoutes } from './cards';
import { createRoutes } from './create-routes';
import { contactListRoutes } from './list/routes';
import { lookupRoutes } from './lookup-routes';
import { phoneRoutes } from './phone-routes';
import { cardRoutes } from './routes';
import { uniqueRoutes } from './unique-routes';

export async function contactDomain(app: FastifyInstance) {
  cardRoutes(app);
  phoneRoutes(app);
  lookupRoutes(app);
  cardListRoutes(app);
  contactListRoutes(app);
  uniqueRoutes(app);
  createRoutes(app);
}
