// Request schemas of the file manager's routes (routes.ts), and the labels its field errors name.
import { idParams } from '../http/schemas';

export const NAME_MAX = 255;

export const LABELS = {
  file: { en: 'File', ru: 'Файл' },
  name: { en: 'Name', ru: 'Имя' },
};

export const withId = idParams('id');

export const LIST_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 10 },
    sort: { type: 'string', enum: ['id', 'name', 'size', 'created_at'] },
    order: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
    name: { type: 'string', maxLength: 255 },
  },
};

// Letters, digits, spaces and punctuation; no folder separators and no control characters.
const NAME_PATTERN = '^[^/\\\\\\u0000-\\u001f\\u007f]+$';
export const RENAME_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: NAME_MAX, pattern: NAME_PATTERN } },
};

export interface ListQuery {
  page: number;
  limit: number;
  sort?: 'id' | 'name' | 'size' | 'created_at';
  order?: string;
  name?: string;
}
