// GET /api/contact/get_robot_data/{id} (spec 001 section 7): what the robot wrote on the contact, polled by the
// card opened for a robot or system call (spec 000 section 4.1). dynamic_data is keyed by label id, as the
// card's form reads it.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contacts } from '../contacts/table';
import { ID_PARAMS } from '../contacts/schemas';
import { contactNotFound } from '../contacts/update';
import replies from './replies.json';

export function robotDataRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: number } }>(
    '/contact/get_robot_data/:id',
    {
      config: {
        permission: 'contact.show',
        scope: { names: { 'params.id': 'contact' } },
        notFound: contactNotFound,
      },
      schema: { params: ID_PARAMS, response: { 200: replies.ROBOT_DATA_REPLY } },
    },
    async (request) => {
      const { id } = request.params;
      const [row] = await app.db
        .select({ robot_status: contacts.robot_status, dynamic_data: contacts.dynamic_data })
        .from(contacts)
        .where(eq(contacts.id, id));
      if (!row) throw contactNotFound();
      return { robot_status: row.robot_status ?? null, dynamic_data: row.dynamic_data ?? {} };
    },
  );
}
