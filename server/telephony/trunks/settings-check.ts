// The checks a trunk's settings pass before they are stored (issue 12, "Bad input"): the host is something
// the call-control service can send SIP to (an IP address or a host name; a port or a scheme goes into its
// own field), and a trunk that registers has the username and password to register with. The messages are
// the validation dictionary's, so the form shows them under the field in the user's language.
import { isIP } from 'node:net';
import { eq } from 'drizzle-orm';
import { invalidFields, type FieldMessage } from '../../http/errors';
import { declarationOf, fieldMessage } from '../../resources/hook-helpers';
import { trunks } from '../../resources/tables/trunk';
import type { Values, WriteContext } from '../../resources/types';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

/** An IPv4/IPv6 address or a DNS name of letters, digits and hyphens (a trailing dot allowed). A name whose
 * last label is all digits is a mistyped address (300.1.1.1), not a name. */
export function isSipHost(host: string): boolean {
  if (isIP(host)) return true;
  const labels = (host.endsWith('.') ? host.slice(0, -1) : host).split('.');
  return host.length <= 254 && labels.every((label) => LABEL.test(label)) && !/^\d+$/.test(labels.at(-1)!);
}

async function storedRow(context: WriteContext) {
  if (context.id === undefined) return null;
  const [row] = await context.db.select().from(trunks).where(eq(trunks.id, context.id));
  return row ?? null;
}

export async function checkTrunkSettings(values: Values, context: WriteContext): Promise<Values> {
  const out = { ...values };
  if (typeof out.host === 'string') out.host = out.host.trim();
  const stored = await storedRow(context);
  const errors: Record<string, FieldMessage> = {};
  const declaration = declarationOf('trunk');
  if (typeof out.host === 'string' && !isSipHost(out.host))
    errors.host = fieldMessage(declaration, 'host', 'ip_or_fqdn');
  // A field the request leaves out keeps its stored value (an empty password on update is left out).
  const value = (field: 'register' | 'username' | 'password') =>
    field in out ? out[field] : (stored?.[field] ?? null);
  if (value('register') === true) {
    for (const field of ['username', 'password'] as const)
      if (!value(field)) errors[field] = fieldMessage(declaration, field, 'required');
  }
  if (Object.keys(errors).length) throw invalidFields(errors);
  return out;
}
