// A message as the card's e-mail and SMS tabs show it (spec 000 section 3, "Message").
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Locale } from '../i18n/locale';
import { t, type MessageKey } from '../i18n/messages';
import { messages, type MessageRow, type MessageStatus, type MessageType } from './table';

const STATUS_TITLES: Record<MessageStatus, MessageKey> = {
  queued: 'messageStatusQueued',
  sent: 'messageStatusSent',
  failed: 'messageStatusFailed',
};

export const listMessages = (db: Db, contactId: number, type: MessageType) =>
  db
    .select()
    .from(messages)
    .where(and(eq(messages.contact_id, contactId), eq(messages.type, type)))
    .orderBy(desc(messages.created_at), desc(messages.id));

// `to` stays out of the reply: an SMS went to the main phone, which the caller may see masked.
export const messageJson = (row: MessageRow, locale: Locale) => ({
  id: row.id,
  type: row.type,
  text: row.text,
  email_subject: row.email_subject,
  file_name: row.file_name,
  file: row.file,
  contact: row.contact_id,
  campaign: row.campaign_id,
  call: row.call_id,
  user: row.user_id,
  created_at: row.created_at.toISOString(),
  sent_at: row.sent_at?.toISOString() ?? null,
  status: row.status,
  status_title: t(locale, STATUS_TITLES[row.status]),
  status_detail: row.status_detail,
});
