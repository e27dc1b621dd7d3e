// Sending a message from the card (spec 001 section 7, "Messages"). The type decides the key (spec 001
// section 6: contact.emailCreate or contact.smsCreate), so the route admits either and the handler checks
// the one the type needs. The row is stored `queued` and a job sends it (send-job.ts), trying again after a
// temporary failure; the reply waits a moment for the first try, so it usually says sent or failed.
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/guard';
import { campaigns } from '../db/schema';
import { findContact } from '../contacts/repository';
import { forbidden, HttpError, invalidFields } from '../http/errors';
import { rowId } from '../http/form-values';
import { isAllowed } from '../from-client';
import { normaliseBody } from '../tasks/body';
import { displayName, storedPath } from '../uploads/storage';
import { attachmentsDir } from './files';
import { assertMailerEnabled, fieldError, optionalId } from './guards';
import { messageJson } from './repository';
import { CREATE_BODY, MESSAGE_KEYS, MESSAGE_LABELS } from './schemas';
import replies from './replies.json';
import { MESSAGE_JOB } from './send-job';
import { messages, type MessageType } from './table';

/** How long the route waits for the first try, so a message that goes out at once is answered sent. */
const FIRST_TRY_WAIT_MS = 3000;

/** The message once its first try has ended (sent, failed, or queued with a reason), or after the wait. */
async function firstAttempt(app: FastifyInstance, id: number) {
  const deadline = Date.now() + FIRST_TRY_WAIT_MS;
  for (;;) {
    const [row] = await app.db.select().from(messages).where(eq(messages.id, id));
    if (row.status !== 'queued' || row.status_detail !== '' || Date.now() > deadline) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface CreateBody {
  type: MessageType;
  text: string;
  email_subject?: string;
  file?: string;
  file_name?: string;
  contact: string;
  campaign?: string;
  call?: string;
}

export function createRoute(app: FastifyInstance) {
  /** The attachment's path, checked to be one of ours that exists (a 400 otherwise). */
  const attachmentPath = (file: string | undefined) => {
    if (!file) return undefined;
    const full = storedPath(attachmentsDir(app), file);
    if (!full || !existsSync(full)) throw invalidFields({ file: 'fileNotFound' });
    return full;
  };

  const campaignExists = async (id: number) =>
    (await app.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id))).length > 0;

  app.post<{ Body: CreateBody }>(
    '/message/create',
    {
      config: {
        permission: { anyOf: ['contact.emailCreate', 'contact.smsCreate'] },
        labels: MESSAGE_LABELS,
        scope: {
          names: {
            'body.contact': 'contact',
            'body.campaign': 'project',
            'body.call': 'call',
            'body.file': 'attachment',
          },
        },
      },
      schema: { body: CREATE_BODY, response: { 201: replies.MESSAGE_REPLY } },
      preValidation: normaliseBody,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      const email = body.type === 'TYPE_EMAIL';
      if (!isAllowed(user, MESSAGE_KEYS[body.type].create)) throw forbidden();
      assertMailerEnabled(app);
      if (email && !body.email_subject) throw fieldError('email_subject', 'required');
      const contactId = rowId(body.contact);
      const contact = contactId === undefined ? null : await findContact(app.db, contactId);
      if (!contact) throw new HttpError(400, 'contactNotFound', 'contactNotFound');
      const attachment = email ? attachmentPath(body.file) : undefined;
      let campaignId = optionalId(body.campaign, 'campaign');
      if (campaignId !== null && !(await campaignExists(campaignId)))
        throw fieldError('campaign', 'included');
      campaignId ??= contact.campaign_id;
      // Straight from the row: the main phone's digits, never the masked form a card may show.
      const to = email ? contact.email : contact.phone;
      if (!to)
        throw new HttpError(
          400,
          email ? 'contact_no_email' : 'contact_no_phone',
          email ? 'contactNoEmail' : 'contactNoPhone',
        );

      const fileName = attachment ? displayName(body.file_name, body.file) : '';
      const [row] = await app.db
        .insert(messages)
        .values({
          type: body.type,
          text: body.text,
          email_subject: email ? body.email_subject! : '',
          file: attachment ? body.file! : '',
          file_name: fileName,
          contact_id: contact.id,
          campaign_id: campaignId,
          call_id: optionalId(body.call, 'call'),
          user_id: user.id,
          to,
        })
        .returning({ id: messages.id });

      try {
        await app.jobs.send(MESSAGE_JOB, { id: row.id });
      } catch (err) {
        // Never left queued with no job to send it: the card shows it was not sent.
        request.log.error({ err, message: row.id }, 'message not queued');
        const detail = 'The message could not be queued for sending';
        await app.db
          .update(messages)
          .set({ status: 'failed', status_detail: detail })
          .where(eq(messages.id, row.id));
      }
      const saved = await firstAttempt(app, row.id);
      return reply.code(201).send(messageJson(saved, request.locale));
    },
  );
}
