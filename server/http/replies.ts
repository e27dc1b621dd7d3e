// Reply schemas: what a route answers on success, for the OpenAPI document (server/openapi) and for the
// serializer. Fastify serializes a reply with its schema (fast-json-stringify), which drops every property
// the schema does not name and coerces typed ones, so these builders keep replies exactly as sent: objects
// stay open (`additionalProperties: true`) and their named fields carry a description and no type.
// Exact, typed schemas are written only where a reply is fixed and small (`{ token }`, `{ message }`).

type Schema = Record<string, unknown>;
/** Field name -> what it is (documented, sent as is). */
export type FieldNotes = Readonly<Record<string, string>>;

const notes = (fields: FieldNotes) =>
  Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, { description }]));

/** A JSON object; the named fields are documented, every field the handler sets is sent. */
export const objectReply = (description: string, fields: FieldNotes = {}): Schema => ({
  type: 'object',
  description,
  additionalProperties: true,
  properties: notes(fields),
});

/** A JSON array of objects. */
export const listReply = (description: string, fields: FieldNotes = {}): Schema => ({
  type: 'array',
  description,
  items: objectReply('One item.', fields),
});

/** The spec's paged list: `items` plus the pager's counts (spec 001 section 7, /contact/list/cards). */
export const pageReply = (description: string, fields: FieldNotes = {}): Schema =>
  objectReply(description, {
    items: 'The page of rows.',
    ...fields,
  });

/** Any JSON value the handler builds (a stored JSON blob, a list or an object by the query). */
export const anyJsonReply = (description: string): Schema => ({ description });

/** 204: no body. */
export const noContentReply = (description = 'Done; no body.'): Schema => ({ type: 'null', description });

/** A file or a stream (audio, spreadsheet, attachment); sent as bytes, never serialized. */
export const fileReply = (description: string): Schema => ({ type: 'string', format: 'binary', description });

/** A plain-text answer. */
export const textReply = (description: string): Schema => ({ type: 'string', description });

/** `{ message }` in the caller's language (restore, reset). */
export const messageReply = (description: string): Schema => ({
  type: 'object',
  description,
  required: ['message'],
  properties: { message: { type: 'string' } },
});

/** Every error: `{ message, code }`, plus `errors` (field -> message) for invalid input (docs/contracts.md). */
export const ERROR_REPLY: Schema = {
  type: 'object',
  description: 'An error: its message in the caller language, its code, and the invalid fields if any.',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
};
