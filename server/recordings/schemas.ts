// Request schemas of the recording routes (spec 001 section 7: GET /record/ with query path, POST
// /call/get_files_type). A path is text here; server/recordings/files.ts decides whether it names a file.
import { ID_SCHEMA } from '../http/schemas';
import type { Text } from '../from-client';

const recordingPath = { type: 'string', minLength: 1, maxLength: 500 } as const;

export const RECORD_QUERY = {
  type: 'object',
  required: ['path'],
  // `download=1` (or true) asks for an attachment.
  properties: { path: recordingPath, download: { type: 'string', enum: ['0', '1', 'false', 'true'] } },
} as const;

export const PLAY_QUERY = {
  type: 'object',
  required: ['ticket'],
  properties: { ticket: { type: 'string', minLength: 1, maxLength: 1000 } },
} as const;

export const FILES_TYPE_BODY = {
  type: 'object',
  properties: { id: ID_SCHEMA, path: recordingPath },
} as const;

export const RECORDING_LABELS: Record<string, Text> = {
  path: { en: 'Recording', ru: 'Запись' },
  id: { en: 'Call', ru: 'Звонок' },
  ticket: { en: 'Ticket', ru: 'Билет' },
};
