// Client-side rules of a form item, from the declaration (required, min/max, text formats, email, url, integer,
// JSON), with the messages of the validation dictionary (`validation.*`) naming the field by its label.
import type { FormRule as Rule } from 'antd';
import type { TFunction } from 'i18next';
import type { FieldDeclaration } from '../../define';
import { hasFormat, TEXT_FORMATS } from '../../text-formats';

export type FormMode = 'create' | 'edit';

const TEXTUAL = new Set(['string', 'text', 'html', 'email', 'url', 'phone', 'password', 'json']);
const MULTI = new Set(['enumMulti', 'referenceMulti']);
export const KEEPS_STORED = new Set(['password', 'file']);

export function rulesFor(field: FieldDeclaration, label: string, mode: FormMode, t: TFunction): Rule[] {
  const rules: Rule[] = [];
  const msg = (rule: string, params: Record<string, unknown> = {}) =>
    t(`validation.${rule}`, { field: label, ...params });
  // A password or file left empty on edit keeps the stored one; a switch always has a value.
  const required =
    field.required && field.type !== 'boolean' && !(KEEPS_STORED.has(field.type) && mode === 'edit');
  if (required) {
    // The rule's type matters: antd shows a rule's message for any of its failures, and the default
    // type is string (a number would fail "required" for not being a string).
    const rule: Rule = MULTI.has(field.type)
      ? { required: true, type: 'array', min: 1, message: msg('required') }
      : TEXTUAL.has(field.type)
        ? { required: true, type: 'string', whitespace: true, message: msg('required') }
        : {
            required: true,
            validator: async (_, value: unknown) => {
              if (value === undefined || value === null || value === '') throw new Error(msg('required'));
            },
          };
    rules.push(rule);
  }
  if (TEXTUAL.has(field.type)) {
    if (field.min !== undefined) rules.push({ min: field.min, message: msg('min', { length: field.min }) });
    if (field.max !== undefined) rules.push({ max: field.max, message: msg('max', { length: field.max }) });
  }
  if (field.type === 'integer' || field.type === 'number') {
    if (field.type === 'integer') rules.push({ type: 'integer', message: msg('integer') });
    if (field.min !== undefined)
      rules.push({ type: 'number', min: field.min, message: msg('min_value', { min: field.min }) });
    if (field.max !== undefined)
      rules.push({ type: 'number', max: field.max, message: msg('max_value', { max: field.max }) });
  }
  const format = field.format;
  if (format) {
    rules.push({
      validator: async (_, value: unknown) => {
        if (typeof value === 'string' && !hasFormat(format, value.trim()))
          throw new Error(msg(TEXT_FORMATS[format].rule));
      },
    });
  }
  if (field.type === 'email') rules.push({ type: 'email', message: msg('email') });
  if (field.type === 'url') rules.push({ type: 'url', message: msg('url') });
  if (field.type === 'phone') {
    rules.push({
      validator: async (_, value: unknown) => {
        if (value === undefined || value === null || value === '') return;
        const digits = String(value).replace(/\D/g, '').length;
        if (digits < 5 || digits > 15) throw new Error(msg('regex'));
      },
    });
  }
  if (field.type === 'file' && field.file) {
    const { accept, maxBytes } = field.file;
    rules.push({
      validator: async (_, value: unknown) => {
        if (!(value instanceof File)) return;
        if (accept.length && !accept.includes(value.type)) throw new Error(msg('mimes'));
        if (value.size > maxBytes) throw new Error(msg('size', { size: Math.floor(maxBytes / 1024) }));
      },
    });
  }
  if (field.type === 'json') {
    rules.push({
      validator: async (_, value: unknown) => {
        if (typeof value !== 'string' || value.trim() === '') return;
        try {
          JSON.parse(value);
        } catch {
          throw new Error(t('invalidJson'));
        }
      },
    });
  }
  return rules;
}
