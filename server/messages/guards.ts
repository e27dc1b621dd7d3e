// Checks shared by the message routes.
import type { FastifyInstance } from 'fastify';
import { HttpError, invalidField } from '../http/errors';
import { optionalId as readOptionalId } from '../http/form-values';
import { type ValidationRule } from '../from-client';
import { MESSAGE_LABELS } from './schemas';

/** Sending is off unless MAILER_ENABLED is 'true' (spec 000 section 2.4): 409, the history stays readable. */
export function assertMailerEnabled(app: FastifyInstance): void {
  if (app.appConfig.features.MAILER_ENABLED !== 'true')
    throw new HttpError(409, 'mailer_disabled', 'mailerDisabled');
}

export const fieldError = (field: string, rule: ValidationRule) => invalidField(rule, field, MESSAGE_LABELS);

/** An optional id of the form: null when empty, a 400 naming the field when out of range. */
export const optionalId = (value: string | undefined, field: string): number | null => {
  const id = readOptionalId(value ?? '');
  if (Number.isNaN(id)) throw fieldError(field, 'included');
  return id ?? null;
};
