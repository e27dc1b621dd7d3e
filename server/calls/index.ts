// The calls domain: the card's calls table and the robot's data on a contact (docs/contracts.md).
import type { FastifyInstance } from 'fastify';
import { robotDataRoutes } from './robot-data';
import { callRoutes } from './routes';

export async function callDomain(app: FastifyInstance) {
  callRoutes(app);
  robotDataRoutes(app);
}
