// Request schemas of the message routes (spec 001 section 7, "Messages"). Ids travel as digit strings, as
// every id of a form; the subject's requirement depends on the type, so routes.ts checks it.
import { sharedLabels } from '../http/labels';
import { ID_SCHEMA, idParams } from '../http/schemas';
import type { PermissionKey, Text } from '../from-client';
import { MESSAGE_TYPES, type MessageType } from './table';

const digits = { type: 'string', pattern: '^\\d{1,10}$' };
const optionalDigits = { type: 'string', pattern: '^\\d{0,10}$' };

const shared = sharedLabels('type', 'text', 'contact', 'campaign', 'campaign_id');
export const MESSAGE_LABELS: Record<string, Text> = {
  ...shared,
  contactId: shared.contact,
  email_subject: { en: 'e-mail subject', ru: 'тема письма' },
  file: { en: 'file', ru: 'файл' },
  file_name: { en: 'file name', ru: 'имя файла' },
  call: { en: 'call', ru: 'звонок' },
};

export const CREATE_BODY = {
  type: 'object',
  required: ['type', 'text', 'contact'],
  properties: {
    type: { type: 'string', enum: MESSAGE_TYPES },
    text: { type: 'string', minLength: 1, maxLength: 20000 },
    email_subject: { type: 'string', maxLength: 255 },
    file: { type: 'string', maxLength: 100 },
    file_name: { type: 'string', maxLength: 255 },
    contact: digits,
    campaign: optionalDigits,
    call: optionalDigits,
  },
};

export const LIST_PARAMS = idParams('contactId');

export const LIST_QUERY = {
  type: 'object',
  required: ['type'],
  properties: { type: { type: 'string', enum: MESSAGE_TYPES }, campaign_id: ID_SCHEMA },
};

export const FILE_PARAMS = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', maxLength: 100 } },
};

/** The keys of spec 001 section 6 each type needs. */
export const MESSAGE_KEYS: Record<MessageType, { show: PermissionKey; create: PermissionKey }> = {
  TYPE_EMAIL: { show: 'contact.emailShow', create: 'contact.emailCreate' },
  TYPE_SMS: { show: 'contact.smsShow', create: 'contact.smsCreate' },
};
