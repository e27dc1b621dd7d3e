// One error shape for the whole API: `{ message, code }`, plus `errors` for validation (docs/contracts.md).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fieldLabel } from '../i18n/fields';
import { pickLocale, type Locale } from '../i18n/locale';
import { t, type MessageKey } from '../i18n/messages';
import { formatValidation, type Text, type ValidationRule } from '../from-client';
import { isIdBeyondRange } from './schemas';
import { validationErrors } from './validation';

/** A field's message: a key of the server dictionary, or a text computed for the caller's language. */
export type FieldMessage = MessageKey | ((locale: Locale) => string);

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors?: Record<string, FieldMessage>,
  ) {
    super(messageKey);
  }
}

export const unauthorized = () => new HttpError(401, 'unauthorized', 'unauthorized');
export const forbidden = () => new HttpError(403, 'forbidden', 'forbidden');
export const notFound = () => new HttpError(404, 'not_found', 'notFound');
/** 400 with `errors: { field: message }`, like a schema failure. */
export const invalidFields = (fieldErrors: Record<string, FieldMessage>) =>
  new HttpError(400, 'validation', 'validation', {}, fieldErrors);

/** A field's message from the validation dictionary, the field named by the route's labels (then the common ones). */
export const fieldProblem =
  (
    rule: ValidationRule,
    field: string,
    labels?: Readonly<Record<string, Text>>,
    params: Record<string, string | number> = {},
  ): FieldMessage =>
  (locale) =>
    formatValidation(locale, rule, { field: fieldLabel(locale, field, labels), ...params });

/** 400 naming one field: `invalidField('included', 'user', LABELS)`. */
export const invalidField = (
  rule: ValidationRule,
  field: string,
  labels?: Readonly<Record<string, Text>>,
  params?: Record<string, string | number>,
) => invalidFields({ [field]: fieldProblem(rule, field, labels, params) });

/** The caller's language; set on the request by the first hook, computed here for early failures. */
export const localeOf = (request: FastifyRequest, fallback: Locale): Locale =>
  request.locale ?? pickLocale(request.headers['accept-language'], fallback);

export const makeErrorHandler = (fallback: Locale) =>
  function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
    const locale = localeOf(request, fallback);
    if (error instanceof HttpError) {
      const body: Record<string, unknown> = {
        message: t(locale, error.messageKey, error.params),
        code: error.code,
      };
      if (error.fieldErrors) {
        body.errors = Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, message]) => [
            field,
            typeof message === 'function' ? message(locale) : t(locale, message),
          ]),
        );
      }
      return reply.code(error.statusCode).send(body);
    }
    // A path id no int4 column can hold names no row: the route's own "not found" (or the common one).
    if (error.validationContext === 'params' && isIdBeyondRange(error.validation ?? [])) {
      const missing = request.routeOptions?.config?.notFound ?? notFound;
      return errorHandler(missing() as HttpError, request, reply);
    }
    if (error.validation) {
      return reply.code(400).send({
        message: t(locale, 'validation'),
        code: 'validation',
        errors: validationErrors(error.validation, locale, request.routeOptions?.config?.labels),
      });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, err: error.message }, 'client error');
      const key: MessageKey = status === 404 ? 'notFound' : 'badRequest';
      return reply
        .code(status)
        .send({ message: t(locale, key), code: status === 404 ? 'not_found' : 'bad_request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: t(locale, 'internal'), code: 'internal' });
  };

export const makeNotFoundHandler = (fallback: Locale) => (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send({ message: t(localeOf(request, fallback), 'notFound'), code: 'not_found' });
