// Reply schemas: what a route answers on success, for the OpenAPI document (server/openapi) and for the
// serializer. Fastify serializes a reply with its schema (fast-json-stringify), which drops every property
// the schema does not name and coerces typed ones, so reply objects stay open (`additionalProperties: true`)
// and their named fields carry a description and no type. Each domain keeps its fixed replies as JSON
// Schema in its replies.json; these builders serve the replies computed from declarations (resources).

/** Field name -> what it is (documented, sent as is). */
export type FieldNotes = Readonly<Record<string, string>>;

const notes = (fields: FieldNotes) =>
  Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, { description }]));

/** A JSON object; the named fields are documented, every field the handler sets is sent. */
export const objectReply = (description: string, fields: FieldNotes = {}) => ({
  type: 'object',
  description,
  additionalProperties: true,
  properties: notes(fields),
});

/** A paged list: `items` plus the pager's counts named in the description. */
export const pageReply = (description: string) => objectReply(description, { items: 'The page of rows.' });

/** Every error: `{ message, code }`, plus `errors` (field -> message) for invalid input (docs/contracts.md). */
export const ERROR_REPLY = {
  type: 'object',
  description: 'An error: its message in the caller language, its code, and the invalid fields if any.',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
};
