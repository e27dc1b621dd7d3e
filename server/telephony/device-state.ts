// GET /node/device_state_change/ (spec 001 section 7): the softphone reports a presence change or a call's
// start and end. One row of operator_states per report; pause and dnd are both the backend's pause (spec 000
// section 4.4), the chosen presence is kept beside it.
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import { flattenQuery, operatorOf, TELEPHONY_LABELS } from './common';
import {
  backendStatus,
  operatorStates,
  PRESENCES,
  STATE_REASONS,
  type Presence,
  type StateReason,
} from './table';
import replies from './replies.json';

const QUERY = {
  type: 'object',
  required: ['operPhone', 'status', 'reason'],
  properties: {
    operPhone: { type: 'string', minLength: 1, maxLength: 64 },
    status: { type: 'string', enum: PRESENCES },
    reason: { type: 'string', enum: STATE_REASONS },
  },
};

interface Query {
  operPhone: string;
  status: Presence;
  reason: StateReason;
}

export function deviceStateRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Query }>(
    '/device_state_change/',
    {
      config: { permission: 'global.call', labels: TELEPHONY_LABELS },
      schema: { querystring: QUERY, response: { 200: replies.DEVICE_STATE_REPLY } },
      preValidation: flattenQuery,
    },
    async (request) => {
      const { operPhone, status, reason } = request.query;
      const operator = await operatorOf(app, currentUser(request), operPhone, 'operPhone');
      const state = backendStatus(status);
      await app.db.insert(operatorStates).values({
        user_id: operator.id,
        oper_phone: operator.extension,
        status: state,
        presence: status,
        reason,
      });
      return { ok: true, status: state };
    },
  );
}
