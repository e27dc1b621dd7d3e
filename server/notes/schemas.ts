// Request schemas of the note routes (spec 001 section 7, "Notes"). The note's text is required (spec 000
// section 5); the contact travels as a digit string, as every id of a form.
import { sharedLabels } from '../http/labels';
import { ID_SCHEMA, idParams } from '../http/schemas';
import type { Text } from '../from-client';

const noteText = { type: 'string', minLength: 1, maxLength: 10000 } as const;

export const NOTE_LABELS: Record<string, Text> = sharedLabels('text', 'contact', 'contact_id');

export const ID_PARAMS = idParams('id');

export const CREATE_BODY = {
  type: 'object',
  required: ['text', 'contact'],
  properties: { text: noteText, contact: { type: 'string', pattern: '^\\d{1,10}$' } },
} as const;

export const UPDATE_BODY = { type: 'object', required: ['text'], properties: { text: noteText } } as const;

export const LIST_QUERY = {
  type: 'object',
  required: ['contact_id'],
  properties: { contact_id: ID_SCHEMA },
} as const;
