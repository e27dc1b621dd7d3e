// Small helpers for registrations' hooks (server/resources/tables/*.ts).
import type { FieldMessage } from '../http/errors';
import { formatValidation, RESOURCES, type ResourceDeclaration, type ValidationRule } from '../from-client';

/** A declared resource by name (its labels, options...). */
export function declarationOf(name: string): ResourceDeclaration {
  const d = RESOURCES.find((r) => r.name === name);
  if (!d) throw new Error(`resource "${name}" is not declared in RESOURCES`);
  return d;
}

/** A dictionary message about a declared field, with its label in the caller's language. */
export function fieldMessage(
  d: ResourceDeclaration,
  field: string,
  rule: ValidationRule,
  params: Record<string, string | number> = {},
): FieldMessage {
  const label = d.fields.find((f) => f.name === field)?.label;
  return (locale) => formatValidation(locale, rule, { field: label?.[locale] ?? field, ...params });
}
