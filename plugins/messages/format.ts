import dayjs from 'dayjs';
import type { Message, MessageMeta, MessageType } from './types';

/** Spec date-time format, in the browser's zone. */
export const formatMessageDate = (iso: string): string => {
  const date = dayjs(iso);
  return date.isValid() ? date.format('DD-MM-YYYY HH:mm') : iso;
};

export const STATUS_COLOURS: Record<NonNullable<Message['status']>, string> = {
  queued: 'default',
  sent: 'green',
  failed: 'red',
};

/** The form's starting values: the project's templates for this type. */
export const templateOf = (type: MessageType, meta: MessageMeta | undefined) =>
  type === 'TYPE_EMAIL'
    ? { email_subject: meta?.emailSubject ?? '', text: meta?.messageTemplateEmail ?? '' }
    : { text: meta?.messageTemplateSms ?? '' };
