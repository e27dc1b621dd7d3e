// Request schemas of the task and notification routes. Ids travel as digit strings so that an empty value
// can mean "none" (the default user); the whole task sent back by PUT may carry `user` as an object or a
// JSON string (docs/contracts.md), read by body.ts.
import { sharedLabels } from '../http/labels';
import { ID_SCHEMA, idParams } from '../http/schemas';
import type { Text } from '../from-client';
import { TASK_TYPES } from './types';

const taskText = { type: 'string', minLength: 1, maxLength: 10000 };
const time = { type: 'string', minLength: 1, maxLength: 64 };
const idText = { type: 'string', pattern: '^\\d{0,10}$' };
const flag = { type: 'boolean' };

export const TASK_LABELS: Record<string, Text> = {
  ...sharedLabels('text', 'contact', 'contact_id', 'user', 'user_id', 'type'),
  notification_at: { en: 'notification time', ru: 'время уведомления' },
  task_type: { en: 'type', ru: 'тип' },
};

export const ID_PARAMS = idParams('id');

export const CREATE_BODY = {
  type: 'object',
  required: ['text', 'notification_at', 'contact'],
  properties: {
    text: taskText,
    notification_at: time,
    contact: { type: 'string', pattern: '^\\d{1,10}$' },
    user: idText,
    auto_call: flag,
  },
};

/** The whole task as the item holds it; absent fields keep their value. */
export const UPDATE_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: { text: taskText, notification_at: time, user: {}, auto_call: flag, success: flag },
};

export const NOTIFICATION_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: { text: taskText, notification_at: time },
};

export const LIST_QUERY = {
  type: 'object',
  properties: {
    contact_id: ID_SCHEMA,
    user_id: ID_SCHEMA,
    all_operators: flag,
    type: { type: 'string', enum: TASK_TYPES },
    now: flag,
  },
};

export const BELL_QUERY = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 10 },
    task_type: { type: 'string', enum: TASK_TYPES, default: 'all' },
  },
};
