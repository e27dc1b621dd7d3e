// /api/user/*: the current user, its clock offset, and the user list.
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import { unauthorized } from '../http/errors';
import { findProfile, listProfiles, setOffsetTimestamp } from './repository';
import { userJson } from './serialize';

/** Seconds since the epoch, up to the year 5000. */
const MAX_TIMESTAMP = 95_617_584_000;

export async function userRoutes(app: FastifyInstance) {
  app.get('/user/get', { config: { permission: 'authenticated' } }, async (request) => {
    const row = await findProfile(app.db, currentUser(request).id);
    if (!row) throw unauthorized();
    return userJson(row);
  });

  app.put<{ Body: { client_timestamp: number } }>(
    '/user/set/offset_timestamp',
    {
      config: { permission: 'authenticated' },
      schema: {
        body: {
          type: 'object',
          required: ['client_timestamp'],
          properties: { client_timestamp: { type: 'integer', minimum: 0, maximum: MAX_TIMESTAMP } },
        },
      },
    },
    async (request) => {
      const value = request.body.client_timestamp;
      await setOffsetTimestamp(app.db, currentUser(request).id, value);
      return { offset_timestamp: value };
    },
  );

  app.get<{ Querystring: { page: number; limit: number } }>(
    '/user/list',
    {
      config: { permission: 'user.list' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 10 },
          },
        },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { items, totalCount } = await listProfiles(app.db, page, limit);
      return { items: items.map(userJson), totalCount, page, limit };
    },
  );
}
