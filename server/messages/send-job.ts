// Sending a message is a background job (server/jobs): the route stores the message `queued` and queues
// it; the job delivers it and stores `sent` or `failed`. A temporary failure (deliver.ts) keeps it `queued`
// with the reason in `status_detail` and the job is tried again later, each wait twice the last; the last
// try's failure is final. A server that dies mid-send leaves the job to pg-boss, which tries it again once
// it expires: a message may then go out twice, never not at all without saying so.
import { existsSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { storedPath } from '../uploads/storage';
import { sendEmail, sendSms, type Outcome } from './deliver';
import { attachmentsDir } from './files';
import { messages, type MessageRow } from './table';

export const MESSAGE_JOB = 'message.send';

/** Tries and waits: the first retry after `retryDelaySec`, each next one twice as late (tests shorten it). */
export const messageRetries = { retryLimit: 5, retryDelaySec: 30 };

/** Sends at once per process: a provider is slow, not busy, so a few go side by side. */
const CONCURRENCY = 4;
/** A send (an SMTP dialogue with a 10 MB attachment) never takes this long: past it the job is tried again. */
const EXPIRE_SECONDS = 5 * 60;

async function deliver(app: FastifyInstance, row: MessageRow): Promise<Outcome> {
  if (row.type === 'TYPE_SMS') return sendSms(app.appConfig, { to: row.to, text: row.text });
  const path = row.file ? storedPath(attachmentsDir(app), row.file) : null;
  if (row.file && (!path || !existsSync(path)))
    return { ok: false, temporary: false, detail: 'The attachment is no longer on the server' };
  return sendEmail(app.appConfig, app.mailer, {
    to: row.to,
    subject: row.email_subject,
    text: row.text,
    attachment: path ? { filename: row.file_name, path } : undefined,
  });
}

export function defineMessageJob(app: FastifyInstance): void {
  app.jobs.define<{ id: number }>(MESSAGE_JOB, {
    concurrency: CONCURRENCY,
    retryLimit: messageRetries.retryLimit,
    retryDelaySec: messageRetries.retryDelaySec,
    expireInSeconds: EXPIRE_SECONDS,
    async run({ id }, job) {
      const [row] = await app.db.select().from(messages).where(eq(messages.id, id));
      if (!row || row.status !== 'queued') return; // sent, failed, or gone with its contact
      const outcome = await deliver(app, row);
      const retry = !outcome.ok && outcome.temporary && job.retryCount < messageRetries.retryLimit;
      if (!outcome.ok) app.log.warn({ message: id, detail: outcome.detail, retry }, 'message not sent');
      await app.db
        .update(messages)
        .set({
          status: outcome.ok ? 'sent' : retry ? 'queued' : 'failed',
          status_detail: outcome.detail,
          sent_at: outcome.ok ? new Date() : null,
        })
        .where(and(eq(messages.id, id), eq(messages.status, 'queued')));
      // pg-boss tries the job again after its delay.
      if (retry) throw new Error(`message ${id} not sent yet: ${outcome.detail}`);
    },
  });
}
