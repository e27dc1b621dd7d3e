// The validation dictionary of spec 000 section 5, in both languages (one module each). Pure data:
// the client's forms and the server's request validation read the same texts.
// Placeholders: {field} is the field's label; the others are the rule's parameters.
import { validationEn } from './validation.en';
import { validationRu } from './validation.ru';

export const VALIDATION_RULES = [
  'required', 'email', 'numeric', 'integer', 'min', 'max', 'min_value', 'max_value', 'between',
  'length', 'digits', 'decimal', 'alpha', 'alpha_num', 'alpha_dash', 'alpha_spaces', 'regex', 'url',
  'ip', 'ip_or_fqdn', 'confirmed', 'date_format', 'after', 'before', 'size', 'ext', 'mimes', 'image',
  'dimensions', 'credit_card', 'included', 'excluded', 'required_if',
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

export const validationMessages: Record<'en' | 'ru', Record<ValidationRule, string>> = {
  en: validationEn,
  ru: validationRu,
};

/** Fills a message's placeholders; unknown placeholders stay as written. */
export function formatValidation(
  locale: 'en' | 'ru',
  rule: ValidationRule,
  params: Record<string, string | number>,
): string {
  return validationMessages[locale][rule].replace(/\{(\w+)\}/g, (m, name: string) =>
    name in params ? String(params[name]) : m,
  );
}
