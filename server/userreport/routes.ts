// PUT /api/userreport/state-amount `{ amount_required: boolean }` (admins only): broadcasts
// updateStateAmount to every connected operator and remembers the value for those who connect later.
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import { forbidden } from '../http/errors';
import type { Text } from '../from-client';
import { broadcastStateAmount } from './hub';
import replies from './replies.json';

const LABELS: Record<string, Text> = {
  amount_required: { en: 'amount required', ru: 'требуется оплата' },
};

const BODY = {
  type: 'object',
  required: ['amount_required'],
  properties: { amount_required: { type: 'boolean' } },
};

export async function userReportRoutes(app: FastifyInstance) {
  app.put<{ Body: { amount_required: boolean } }>(
    '/userreport/state-amount',
    {
      config: { permission: 'authenticated', labels: LABELS },
      schema: { body: BODY, response: { 200: replies.STATE_AMOUNT_REPLY } },
      // Before validation, so a non-admin learns nothing about the body.
      preValidation: async (request) => {
        if (currentUser(request).role !== 'ROLE_ADMIN') throw forbidden();
      },
    },
    async (request) => {
      const clients = broadcastStateAmount(app, request.body.amount_required);
      return { amount_required: request.body.amount_required, clients };
    },
  );
}
