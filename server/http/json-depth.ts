// How deep JSON may nest: request bodies, and JSON carried in a form field (dynamic_data, a resource's json
// field), are refused beyond MAX_JSON_DEPTH levels before anything walks them. The body clean-up (stripNul)
// recursed without bound, and a body nested 20,000 deep overflowed the stack: a 500 for one request, and a
// cheap way to keep a core busy. The deepest body the client sends is 5 levels (a card template's labels:
// body, labels, label, options, option); the cap leaves room for any real payload.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

export const MAX_JSON_DEPTH = 32;

/** 400 `too_deep`: the request nests arrays and objects deeper than MAX_JSON_DEPTH. */
export const tooDeep = () => new HttpError(400, 'too_deep', 'jsonTooDeep', { max: MAX_JSON_DEPTH });

const OPEN = new Set(['{', '[']);
const CLOSE = new Set(['}', ']']);

/** Whether a JSON text nests deeper than `max`, counted on the text in one pass (no parsing, no recursion). */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (OPEN.has(c) && ++depth > max) return true;
    else if (CLOSE.has(c)) depth--;
  }
  return false;
}

/** JSON.parse of a form field's text; too deep throws a SyntaxError, as any JSON the server cannot read. */
export function parseJsonField(text: string): unknown {
  if (nestsDeeperThan(text)) throw new SyntaxError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  return JSON.parse(text);
}

/**
 * Fastify's own JSON body parser (prototype poisoning refused), behind the depth check; not encapsulated
 * (fastify-plugin), so it replaces the parser of every domain's routes.
 */
export const jsonBodyParser = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (nestsDeeperThan(body as string)) done(tooDeep(), undefined);
      else parse(request, body as string, done);
    });
  },
  { name: 'json-body-parser' },
);
