// Turns Ajv errors into `{ field: message }` using the shared validation dictionary (src/i18n/validation.ts).
import type { FastifySchemaValidationError } from 'fastify';
import { formatValidation, type ValidationRule } from '../from-client';
import type { Text } from '../from-client';
import { fieldLabel } from '../i18n/fields';
import type { Locale } from '../i18n/locale';
import { CUSTOM_FORMATS, TEXT_FORMAT_RULES } from './formats';

type Params = Record<string, unknown>;

const FORMAT_RULES: Record<string, ValidationRule> = {
  email: 'email',
  uri: 'url',
  url: 'url',
  ipv4: 'ip',
  ipv6: 'ip',
  hostname: 'ip_or_fqdn',
  date: 'date_format',
  'date-time': 'date_format',
  time: 'date_format',
  'time-hm': 'date_format',
  'date-ymd': 'date_format',
  'datetime-iso': 'date_format',
  ...TEXT_FORMAT_RULES,
};

const formatShown = (format: string): string =>
  (CUSTOM_FORMATS as Record<string, { display: string }>)[format]?.display || format;

const TYPE_RULES: Record<string, ValidationRule> = { integer: 'integer', number: 'numeric' };

function ruleOf(e: FastifySchemaValidationError): [ValidationRule, Record<string, string | number>] {
  const p = e.params as Params;
  switch (e.keyword) {
    case 'required':
      return ['required', {}];
    case 'minLength': // an empty string is a missing value
      return Number(p.limit) === 1 ? ['required', {}] : ['min', { length: Number(p.limit) }];
    case 'maxLength':
      return ['max', { length: Number(p.limit) }];
    case 'minimum':
    case 'exclusiveMinimum':
      return ['min_value', { min: Number(p.limit) }];
    case 'maximum':
    case 'exclusiveMaximum':
      return ['max_value', { max: Number(p.limit) }];
    case 'format':
      return [FORMAT_RULES[String(p.format)] ?? 'regex', { format: formatShown(String(p.format)) }];
    case 'pattern':
      return ['regex', {}];
    case 'type':
    case 'finite': // a number too large to represent
      // A nullable field's type reads "integer,null": the first type names the rule.
      return [TYPE_RULES[String(p.type).split(',')[0]] ?? 'included', {}];
    default:
      return ['included', {}];
  }
}

/** The field an error is about: `/ids/0` -> `ids`; a missing property names itself. */
function fieldOf(e: FastifySchemaValidationError): string {
  const p = e.params as Params;
  if (e.keyword === 'required') {
    const base = e.instancePath.split('/').filter(Boolean).join('.');
    return base ? `${base}.${String(p.missingProperty)}` : String(p.missingProperty);
  }
  const first = e.instancePath.split('/').filter(Boolean)[0];
  return first ?? 'body';
}

export function validationErrors(
  errors: FastifySchemaValidationError[],
  locale: Locale,
  labels?: Readonly<Record<string, Text>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const field = fieldOf(e);
    if (field in out) continue; // the first rule a field breaks is the one shown
    const [rule, params] = ruleOf(e);
    out[field] = formatValidation(locale, rule, { field: fieldLabel(locale, field, labels), ...params });
  }
  return out;
}
