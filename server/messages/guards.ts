// Checks shared by the message routes.
import type { FastifyInstance } from 'fastify';
import { HttpError, invalidFields } from '../http/errors';
import { fieldLabel } from '../i18n/fields';
import { INT4_MAX } from '../resources/fields';
import { formatValidation, type ValidationRule } from '../shared';
import { MESSAGE_LABELS } from './schemas';

/** Sending is off unless MAILER_ENABLED is 'true' (spec 000 section 2.4): 409, the history stays readable. */
export function assertMailerEnabled(app: FastifyInstance): void {
  if (app.appConfig.features.MAILER_ENABLED !== 'true')
    throw new HttpError(409, 'mailer_disabled', 'mailerDisabled');
}

export const fieldError = (field: string, rule: ValidationRule) =>
  invalidFields({
    [field]: (locale) => formatValidation(locale, rule, { field: fieldLabel(locale, field, MESSAGE_LABELS) }),
  });

/** An optional id of the form: null when empty, a 400 naming the field when out of range. */
export const optionalId = (value: string | undefined, field: string): number | null => {
  if (!value) return null;
  const n = Number(value);
  if (n < 1 || n > INT4_MAX) throw fieldError(field, 'included');
  return n;
};
