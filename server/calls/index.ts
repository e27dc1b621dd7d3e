// The calls domain: the card's calls table, the calls report and its changes, recording playback
// (server/recordings) and the robot's data on a contact (docs/contracts.md).
import type { FastifyInstance } from 'fastify';
import { recordingRoutes } from '../recordings/routes';
import { callChangeRoutes } from './changes';
import { robotDataRoutes } from './robot-data';
import { callRoutes } from './routes';

export async function callDomain(app: FastifyInstance) {
  callRoutes(app);
  callChangeRoutes(app);
  recordingRoutes(app);
  robotDataRoutes(app);
}
