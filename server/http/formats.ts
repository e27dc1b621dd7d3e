// String formats of the generated resource schemas that Ajv's own formats do not cover, or cover with values
// PostgreSQL refuses (year 0000). Dates and date-times are read by dates.ts, strictly (no 30 February).
// Their display form is what `{format}` shows in date_format messages.
import type { FastifyServerOptions } from 'fastify';
import { isIsoDay, readInstant } from './dates';

type AjvInstance = Parameters<NonNullable<NonNullable<FastifyServerOptions['ajv']>['onCreate']>>[0];

export const CUSTOM_FORMATS = {
  /** Digits only (the server strips the rest first), 5 to 15 of them. */
  phone: { validate: /^\d{5,15}$/, display: '' },
  'time-hm': { validate: /^([01]\d|2[0-3]):[0-5]\d$/, display: 'HH:mm' },
  'date-ymd': { validate: isIsoDay, display: 'YYYY-MM-DD' },
  'datetime-iso': { validate: (v: string) => readInstant(v) !== undefined, display: 'YYYY-MM-DDTHH:mm:ssZ' },
} as const;

export function customFormats(ajv: AjvInstance): void {
  for (const [name, format] of Object.entries(CUSTOM_FORMATS)) ajv.addFormat(name, format.validate);
}
