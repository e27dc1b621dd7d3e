// What a row is called on screen: the value of its declaration's naming field (`recordTitle`, else `title`),
// an option's label for a choice (a KPI target's metric). The show and edit pages are titled by it.
import type { FieldDeclaration, ResourceDeclaration } from '../define';
import { optionLabel, type TextOf } from './use-text';

export const nameField = (r: ResourceDeclaration): FieldDeclaration | undefined =>
  r.fields.find((f) => f.name === (r.recordTitle ?? 'title'));

/** The row's name, '' when it has none (yet). */
export function recordName(r: ResourceDeclaration, row: Record<string, unknown> | undefined, text: TextOf) {
  const field = nameField(r);
  const value = field ? row?.[field.name] : undefined;
  if (!field || value === undefined || value === null || value === '' || typeof value === 'object') return '';
  return field.type === 'enum' ? optionLabel(field, String(value), text) : String(value);
}
