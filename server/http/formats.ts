// String formats of the generated resource schemas that Ajv's own formats do not cover, or cover with values
// PostgreSQL refuses (year 0000). Their display form is what `{format}` shows in date_format messages.
import type { FastifyServerOptions } from 'fastify';

type AjvInstance = Parameters<NonNullable<NonNullable<FastifyServerOptions['ajv']>['onCreate']>>[0];

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME =
  /^(\d{4}-\d{2}-\d{2})[T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/i;

function isDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const CUSTOM_FORMATS = {
  /** Digits only (the server strips the rest first), 5 to 15 of them. */
  phone: { validate: /^\d{5,15}$/, display: '' },
  'time-hm': { validate: /^([01]\d|2[0-3]):[0-5]\d$/, display: 'HH:mm' },
  'date-ymd': { validate: isDate, display: 'YYYY-MM-DD' },
  'datetime-iso': {
    validate: (v: string) => DATETIME.test(v) && isDate(v.slice(0, 10)),
    display: 'YYYY-MM-DDTHH:mm:ssZ',
  },
} as const;

export function customFormats(ajv: AjvInstance): void {
  for (const [name, format] of Object.entries(CUSTOM_FORMATS)) ajv.addFormat(name, format.validate);
}
