// String formats of the generated resource schemas that Ajv's own formats do not cover, or cover with values
// PostgreSQL refuses (year 0000). Dates and date-times are read by dates.ts, strictly (no 30 February).
// Their display form is what `{format}` shows in date_format messages.
import type { FastifyServerOptions } from 'fastify';
import { hasFormat, TEXT_FORMATS, type TextFormatName, type ValidationRule } from '../from-client';
import { isIsoDay, readInstant } from './dates';

type AjvInstance = Parameters<NonNullable<NonNullable<FastifyServerOptions['ajv']>['onCreate']>>[0];

export const CUSTOM_FORMATS = {
  /** Digits only (the server strips the rest first), 5 to 15 of them. */
  phone: { validate: /^\d{5,15}$/, display: '' },
  'time-hm': { validate: /^([01]\d|2[0-3]):[0-5]\d$/, display: 'HH:mm' },
  'date-ymd': { validate: isIsoDay, display: 'YYYY-MM-DD' },
  'datetime-iso': { validate: (v: string) => readInstant(v) !== undefined, display: 'YYYY-MM-DDTHH:mm:ssZ' },
} as const;

/** The schema format of a declared text format (`format` of a string field, src/resources/text-formats.ts). */
export const textFormatName = (format: TextFormatName) => `text-${format}`;

/** Each text format's schema name and the validation rule whose message it fails with. */
export const TEXT_FORMAT_RULES: Record<string, ValidationRule> = Object.fromEntries(
  Object.entries(TEXT_FORMATS).map(([name, f]) => [textFormatName(name as TextFormatName), f.rule]),
);

export function customFormats(ajv: AjvInstance): void {
  for (const [name, format] of Object.entries(CUSTOM_FORMATS)) ajv.addFormat(name, format.validate);
  for (const name of Object.keys(TEXT_FORMATS) as TextFormatName[])
    ajv.addFormat(textFormatName(name), (value: string) => hasFormat(name, value));
}
