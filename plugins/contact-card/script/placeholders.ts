// The operator script's placeholders (docs/operator-scripts.md), filled in on the card the way call-centre
// scripts are: "My name is {operator}" reads with the signed-in user's name. Names are matched without regard
// to case or the spaces inside the braces; a card field is named by its caption ({Company}); a name that
// matches nothing stays as typed, so a mistake shows on the card instead of vanishing.
import type { CurrentUser } from '@/src/plugin-api';
import { readDynamicData } from '../form/values';
import type { CardLabel, Contact } from '../types';

/** The contact's own fields a script may name, in the card's order. */
const CONTACT_FIELDS = [
  'full_name',
  'phone',
  'email',
  'birth_date',
  'region',
  'city',
  'address',
  'position',
  'description',
] as const;

/** The built-in placeholders, in the order the docs and the form help list them. */
export const SCRIPT_PLACEHOLDERS = ['operator', 'project', ...CONTACT_FIELDS, 'status'] as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A card field's value as the operator reads it: list options by name, several joined. */
function labelText(label: CardLabel, value: unknown): string {
  if (value === undefined || value === null) return '';
  const values = Array.isArray(value) ? value : [value];
  const named = values.map((v) =>
    label.options.length
      ? (label.options.find((o) => String(o.id) === String(v))?.name ?? String(v))
      : String(v),
  );
  return named.join(', ');
}

const key = (name: string) => name.trim().toLowerCase();

/** Every placeholder's text for this contact and user (lower-case names). */
export function placeholderValues(
  contact: Contact,
  user: Pick<CurrentUser, 'fullName'>,
): Map<string, string> {
  const values = new Map<string, string>();
  // Card fields first, so a built-in name always means the built-in value.
  const data = readDynamicData(contact.dynamic_data);
  for (const label of contact.template_card?.labels ?? [])
    values.set(key(label.value), labelText(label, data[String(label.id)]));
  for (const field of CONTACT_FIELDS) values.set(field, contact[field] ?? '');
  values.set('operator', user.fullName);
  values.set('project', contact.campaign?.title ?? '');
  values.set('status', contact.status?.title ?? '');
  return values;
}

/** The script's HTML with its placeholders replaced by the escaped values. */
export function fillScript(html: string, values: Map<string, string>): string {
  return html.replace(/\{([^{}<>]{1,100})\}/g, (whole, name: string) => {
    const value = values.get(key(name));
    return value === undefined ? whole : escapeHtml(value);
  });
}
